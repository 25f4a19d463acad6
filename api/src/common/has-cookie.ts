/** Whether a Cookie header carries a cookie called `name` (whatever its value). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  const prefix = `${name}=`;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(prefix));
}
