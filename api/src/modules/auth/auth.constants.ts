/** Roles (default customer; admin status comes from ADMIN_EMAILS; docs/modules/auth.md). */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a verification code is for (signup e-mail check, password reset, the profile's phone number). */
export const VERIFICATION_CODE_TYPES = ['email_verification', 'password_reset', 'phone_verification'] as const;
export type VerificationCodeType = (typeof VERIFICATION_CODE_TYPES)[number];

/**
 * The e-mails caused by an address alone (resend the verification code, forgot password, staff set-up, and
 * the warning that someone is guessing its password): jobs of the account-mail queue, which decide whether
 * the address gets one, after the answer has gone.
 */
export const ACCOUNT_MAIL_JOBS = ['verification', 'password-reset', 'admin-setup', 'sign-in-warning'] as const;
export type AccountMailJob = (typeof ACCOUNT_MAIL_JOBS)[number];

/** One-time codes: 6 digits (docs/modules/auth.md). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong guesses after which a code is dead, even for the right code. */
export const CODE_MAX_ATTEMPTS = 5;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The session cookie's name. */
export const SESSION_COOKIE = 'inspivision.sid';
/**
 * A script-readable cookie that only says "a session may exist" (never who): the web skips the auth
 * check for visitors without it, so anonymous page views make no /api/auth/user call. The web reads
 * the same name (web/src/features/auth/signed-in-hint.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'inspivision.signed-in';
/** A signed cookie naming the accounts this browser signed in to (TrustedDevices). */
export const TRUSTED_DEVICE_COOKIE = 'inspivision.device';

/**
 * Why a browser sign-in did not happen: the `error` of `/auth?error=` (published in the contract by
 * AuthProvidersDto.signInFailureReasons). Google sign-in sends the browser there with one of them; the web
 * sends a session that a suspension ended there with `account_suspended`. The web says what happened and what
 * to do next, one message each.
 */
export const SIGN_IN_FAILURE_REASONS = [
  /** The visitor cancelled at Google (or refused to share their address). */
  'google_cancelled',
  /** Google does not vouch for the account's e-mail address. */
  'google_email_unverified',
  /** The sign-in link is stale: no sign-in under way in this browser, started over 15 minutes ago, or a state that does not match. */
  'google_expired',
  /** The account is suspended. */
  'account_suspended',
  /** Anything else: the provider could not be reached or answered an error. */
  'google_failed',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/** Stable reasons in error bodies (`code`) that the web acts on. */
export const AUTH_ERROR_CODES = {
  accountSuspended: 'ACCOUNT_SUSPENDED',
} as const;
