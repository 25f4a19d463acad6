import type { CurrentUserDto, SignInFailureReason } from '../../../../api/generated/model';

export type AuthView = 'login' | 'signup' | 'verify' | 'forgot-password' | 'reset-password';

/** What every view of /auth shares: the e-mail (carried from view to view) and the way to another view. */
export interface AuthViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  goTo: (view: AuthView) => void;
}

/** Views that sign the visitor in (login, verify). */
export interface SigningInProps {
  onSignedIn: (user: CurrentUserDto) => void;
  /** The server refused for a reason the page explains in place (a suspended account). */
  onSignInRefused: (reason: SignInFailureReason) => void;
  /** True from sign-in until the page moves on (1 s): the submit button stays disabled. */
  redirecting: boolean;
  /** Where to go after signing in (a safe `?redirect=`), named in the success toast; else the portal. */
  redirectTo?: string;
}
