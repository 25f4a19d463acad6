import { ApiError } from '../../api/http';

/** Field name -> first message, from an API error's `errors` (empty for any other failure). */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) result[field] ??= message;
  return result;
}

/** The server's human message for a failure, or `fallback` (docs/web.md, talking to the API). */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // 429: the message is already the server's (or the fixed rate-limit text).
  if (error.status === 429) return error.message;
  const fieldMessages = [...new Set(error.fieldErrors.map((fieldError) => fieldError.message))];
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The `code` of an API error body (e.g. ACCOUNT_SUSPENDED), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}
