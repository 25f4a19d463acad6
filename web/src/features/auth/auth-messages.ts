/** The words of sign-in, sign-up and the route guard (docs/modules/auth.md). */

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

/** The server sent the visitor back from Google sign-in with `/auth?error=google_failed`. */
export const GOOGLE_FAILED = {
  error: 'google_failed',
  title: 'Google sign-in failed',
  description: "We couldn't sign you in with Google. Please try again, or use your email and password.",
} as const;
