import type { SignInFailureReason } from '../../api/generated/model';

/**
 * Where sign-in happens and where it goes back to (docs/modules/auth.md). Typed `string`, as in
 * constants/site.ts: the router's typed links reject literals of routes registered by other files.
 */

export const AUTH_PATH: string = '/auth';
/** Forwards to AUTH_PATH keeping ?redirect= (the form the secure testimonial page uses; docs/modules/content.md). */
export const LOGIN_PATH: string = '/login';
export const ADMIN_LOGIN_PATH: string = '/admin1/login';
export const PORTAL_PATH: string = '/portal';
export const ADMIN_HOME_PATH: string = '/admin1';
/** The second sign-in step: staff's in the back office, customers' on the sign-in page. */
export const ADMIN_SECOND_FACTOR_PATH: string = '/admin1/second-factor';
export const SECOND_FACTOR_PATH: string = '/auth/second-factor';

/**
 * A same-origin path to go to after signing in, or undefined. It must start with "/" and not "//"
 * (nor "/\", which browsers read as "//"): anything else could send the visitor to another site.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  // Control characters (e.g. a tab inside "/\t/evil.com") are dropped by URL parsers: refuse them.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  return path;
}

/** The sign-in page saying why a sign-in did not happen (`?error=`), then back to `returnTo`. */
export function signInFailureHref(reason: SignInFailureReason, returnTo: string): string {
  return `${AUTH_PATH}?${new URLSearchParams({ error: reason, redirect: returnTo }).toString()}`;
}

/** `/auth?redirect=...` (or the admin login) for a visitor who must sign in to see `returnTo`. */
export function loginHref(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
