import { ApiError, RATE_LIMIT_FALLBACK_MESSAGE } from '../../api/http';

/**
 * What to tell a staff member about a failed call: the server's own `message` (its error shape is
 * `{ statusCode, message, errors? }`; a 429's message is already human), else `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.message || RATE_LIMIT_FALLBACK_MESSAGE;
    if (error.status === 0) return 'Could not reach the server. Check your connection and try again.';
    const body: unknown = error.body;
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  }
  return fallback;
}

/** The `code` of an error body (e.g. ACCOUNT_SUSPENDED), if any. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body: unknown = error.body;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}
