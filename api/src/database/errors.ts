import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE for a unique index violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether a failed query broke a unique index (the database's answer to a race or a duplicate). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION;

/**
 * Error codes of a connection that could not be made or was lost: the server is down, restarting or
 * unreachable. Node's socket errors, and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01-57P03
 * (the server shutting down or starting up).
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres's messages for a lost connection or a pool that could not connect in time (they carry no code). */
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** Whether `error` says the database could not be reached (not that a query was wrong): a 503, not a 500. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const cause: unknown = error instanceof QueryFailedError ? error.driverError : error;
  // Duck-typed: a socket error is made by Node itself, in a realm of its own under some test runners.
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message, errors } = cause as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  // A host name with several addresses fails with one error per address.
  if (Array.isArray(errors)) return errors.some(isDatabaseUnreachable);
  return typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((known) => message.includes(known));
}
