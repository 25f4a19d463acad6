/** The words of sign-in, sign-up and the route guard (docs/modules/auth.md). */
import type { SignInFailureReason } from '../../api/generated/model';

export interface ToastText {
  title: string;
  description: string;
}

export const GUARD_MESSAGES = {
  authRequired: 'Authentication Required',
  customerLoginRequired: 'Please log in to access this page.',
  adminLoginRequired: 'Admin login required to access this page.',
  accessDenied: { title: 'Access Denied', description: "You don't have permission to access this page." },
  redirecting: 'Redirecting to login...',
  secondFactor: 'Continuing to the second sign-in step...',
} as const;

/** Client-side checks (docs/modules/auth.md). */
export const VALIDATION = {
  signup: { title: 'Missing fields', description: 'Please fill in all fields' },
  verify: { title: 'Missing code', description: 'Please enter the 6-digit verification code' },
  verifyPassword: { title: 'Missing password', description: 'Please enter the password for your account' },
  login: { title: 'Missing credentials', description: 'Please enter email and password' },
  email: { title: 'Missing email', description: 'Please enter your email address' },
  reset: { title: 'Missing fields', description: 'Please enter the code and new password' },
} as const satisfies Record<string, ToastText>;

/** Failure titles with the text shown when the server gives none (docs/web.md). */
export const FAILURES = {
  signup: { title: 'Signup failed', description: 'Could not create account' },
  verify: { title: 'Verification failed', description: 'Invalid or expired code' },
  resend: { title: 'Failed to resend', description: 'Could not resend code' },
  login: { title: 'Login failed', description: 'Invalid email or password' },
  requestReset: { title: 'Request failed', description: 'Could not send reset code' },
  reset: { title: 'Reset failed', description: 'Invalid or expired code' },
} as const satisfies Record<string, ToastText>;

export const SUCCESSES = {
  signup: { title: 'Account Created!', description: 'Please check your email for the 6-digit verification code.' },
  verify: { title: 'Email Verified!', description: 'Your account is ready.' },
  resend: { title: 'Code Resent!', description: 'Check your email for a new verification code.' },
  login: { title: 'Login Successful', description: 'Welcome back!' },
  requestReset: { title: 'Reset Code Sent!', description: 'Check your email for the 6-digit reset code.' },
  reset: { title: 'Password Reset!', description: 'You can now log in with your new password.' },
} as const satisfies Record<string, ToastText>;

/** What the page goes on to after signing in (`?redirect=`, else the portal), as the success toast names it. */
function destinationOf(redirectTo: string | undefined): string {
  const path = redirectTo?.split(/[?#]/)[0] ?? '/portal';
  if (path === '/portal' || path.startsWith('/portal/') || path === '/dashboard') return 'your portal';
  if (path === '/testimonial-form') return 'the feedback form';
  return 'the page you asked for';
}

/** A sign-in's success toast (login, verify) ending with where it takes the visitor: "Taking you to ...". */
export function signedInToast(text: ToastText, redirectTo: string | undefined): ToastText {
  return { ...text, description: `${text.description} Taking you to ${destinationOf(redirectTo)}...` };
}

/**
 * Why a sign-in did not happen, from `/auth?error=` (SignInFailureReason of the contract): what happened and
 * what to do next, shown on the sign-in page. Google sign-in sends each of them; the route guard sends
 * `account_suspended` for a session that a suspension ended; a refused login names it too. A suspension
 * also says how to reach the agency (`contact`).
 */
export const SIGN_IN_FAILURES: Record<SignInFailureReason, ToastText & { contact?: true }> = {
  google_cancelled: {
    title: 'Google sign-in cancelled',
    description:
      'You cancelled at Google, so nothing was shared with us. Choose "Continue with Google" again when you are ready, or use your email and password.',
  },
  google_email_unverified: {
    title: 'Your Google address is not verified',
    description:
      'Google has not confirmed the email address of that account yet, so we cannot sign you in with it. Verify the address in your Google account and try again, or create an account with your email and a password.',
  },
  google_expired: {
    title: 'That sign-in link has expired',
    description:
      'The Google sign-in took too long, or was finished in another browser. Please choose "Continue with Google" again from this page.',
  },
  account_suspended: {
    title: 'Your account is suspended',
    description: 'You cannot sign in while your account is suspended. To talk about it, contact us:',
    contact: true,
  },
  google_failed: {
    title: 'Google sign-in failed',
    description: "We couldn't sign you in with Google. Please try again, or use your email and password.",
  },
};

/** The reason named by `/auth?error=`, if it is one. */
export function signInFailureReason(value: unknown): SignInFailureReason | undefined {
  return typeof value === 'string' && Object.hasOwn(SIGN_IN_FAILURES, value)
    ? (value as SignInFailureReason)
    : undefined;
}
