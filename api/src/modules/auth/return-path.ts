/**
 * A same-origin path to send a browser back to after signing in, or undefined. The web applies the
 * same rule to `?redirect=` (web/src/features/auth/redirect.ts); the server checks again because it
 * writes the path into a Location header itself. It must start with "/" and not "//" (nor "/\",
 * which browsers read as "//"), and hold no control characters, which URL parsers drop.
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  return path;
}

const MAX_RETURN_PATH_LENGTH = 2000;
