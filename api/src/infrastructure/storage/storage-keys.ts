import { BadRequestException } from '@nestjs/common';

/** A key's whole length and one segment's: a segment plus the local driver's temporary suffix fits a file name. */
export const MAX_KEY_LENGTH = 512;
export const MAX_SEGMENT_LENGTH = 200;

/** The first segment: what the files are for (`proposals`, `project-documents`). */
const PREFIX = /^[a-z0-9][a-z0-9-]*$/;
/** Ids, dates and fixed names: a file's own name goes to the database and to its download link. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A key that breaks the rules (a 400 in the one error shape when it reaches HTTP). */
export class InvalidStorageKeyException extends BadRequestException {
  constructor(reason: string) {
    super(`Invalid storage key: ${reason}`);
  }
}

/** Why `key` is refused, or null for a valid key. */
function keyProblem(key: string): string | null {
  if (key === '') return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (CONTROL_CHARACTER.test(key)) return 'it contains a control character (NUL, line break...)';
  if (key.includes('\\')) return 'it contains a backslash';
  if (key.startsWith('/')) return 'it is absolute (keys are relative to their store)';
  const segments = key.split('/');
  if (segments.length < 2) return 'it needs a prefix and a name (prefix/name)';
  if (segments.some((segment) => segment === '')) return 'it has an empty segment';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'it has a "." or ".." segment';
  if (segments.some((segment) => segment.startsWith('.'))) return 'a segment starts with "."';
  if (!PREFIX.test(segments[0])) return 'its prefix must be lower-case letters, digits and dashes';
  if (segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    return `a segment is longer than ${MAX_SEGMENT_LENGTH} characters`;
  }
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return 'a segment has characters other than letters, digits, ".", "_" and "-"';
  }
  return null;
}

/**
 * Checks a key against the rules both drivers apply before any operation: relative, already normal (no
 * empty, "." or ".." segment, no backslash, no control character), under a per-use prefix, made of
 * letters, digits, ".", "_" and "-". Returns it; throws InvalidStorageKeyException otherwise.
 */
export function assertStorageKey(key: string): string {
  const problem = typeof key === 'string' ? keyProblem(key) : 'it is not a string';
  if (problem) throw new InvalidStorageKeyException(problem);
  return key;
}

/** The key of `segments` under `prefix`, e.g. `storageKey('proposals', proposalId, 'sealed.pdf')`. */
export const storageKey = (prefix: string, ...segments: string[]): string =>
  assertStorageKey([prefix, ...segments].join('/'));
