import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE for a unique index violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether a failed query broke a unique index (the database's answer to a race or a duplicate). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION;
