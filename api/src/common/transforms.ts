import { Transform } from 'class-transformer';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Text fields lose surrounding whitespace before validation (so "  " is empty). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
