/**
 * The API sets this script-readable cookie at sign-in and clears it at logout
 * (SIGNED_IN_HINT_COOKIE in api/src/modules/auth/auth.constants.ts). It only says "a session may
 * exist": without it the auth check is skipped, so anonymous visitors make no /api/auth/user call.
 */
export const SIGNED_IN_HINT_COOKIE = 'inspivision.signed-in';

export function hasSignedInHint(): boolean {
  // The server renders public pages for anonymous visitors only (api/src/web).
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Forgets a hint the server no longer backs (the session expired or was ended elsewhere). */
export function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
