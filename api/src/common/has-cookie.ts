/** The raw value of cookie `name` in a Cookie header, or undefined when it carries none. */
function rawCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const prefix = `${name}=`;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trimStart())
    .find((part) => part.startsWith(prefix));
  return pair?.slice(prefix.length);
}

/** Whether a Cookie header carries a cookie called `name` (whatever its value). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return rawCookie(cookieHeader, name) !== undefined;
}

/** The value of cookie `name` in a Cookie header (URI-decoded, trimmed), or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const raw = rawCookie(cookieHeader, name)?.trimEnd();
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
