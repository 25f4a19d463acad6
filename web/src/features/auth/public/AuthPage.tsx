import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CurrentUserDto, SignInFailureReason } from '../../../api/generated/model';
import { BRAND_NAME, BUSINESS_HOURS, CONTACT_EMAIL, PATHS } from '../../../constants/site';
import { POST_LOGIN_NAVIGATION_DELAY_MS } from '../../../constants/timing';
import { SIGN_IN_FAILURES, signInFailureReason } from '../auth-messages';
import { loginHref, PORTAL_PATH, safeRedirectPath, SECOND_FACTOR_PATH } from '../redirect';
import { useCurrentUser, useSetCurrentUser } from '../use-current-user';
import { ForgotPasswordView } from './views/ForgotPasswordView';
import { LoginView } from './views/LoginView';
import { ResetPasswordView } from './views/ResetPasswordView';
import { SignupView } from './views/SignupView';
import type { AuthView } from './views/types';
import { VerifyView } from './views/VerifyView';
import './auth-page.css';

const VIEWS: Record<AuthView, { title: string; lead: (email: string) => string }> = {
  login: {
    title: 'Welcome back',
    lead: () => 'Log in to your client portal to follow your projects, invoices and proposals.',
  },
  signup: {
    title: 'Create your account',
    lead: () => 'Follow your business launch, invoices and proposals in one place.',
  },
  verify: {
    title: 'Verify your email',
    lead: (email) =>
      email.trim() ? `We sent a 6-digit code to ${email.trim()}.` : 'Enter the 6-digit code we emailed you.',
  },
  'forgot-password': {
    title: 'Forgot your password?',
    lead: () => "Enter your account's email and we'll send you a 6-digit reset code.",
  },
  'reset-password': {
    title: 'Choose a new password',
    lead: (email) =>
      email.trim()
        ? `Enter the code we sent to ${email.trim()} and your new password.`
        : 'Enter the code from your email and your new password.',
  },
};

/**
 * /auth (docs/modules/auth.md): login, signup, verify, forgot-password and reset-password.
 * After login or verification the page moves on after 1 s, to `?redirect=` when it is a safe
 * same-origin path, else to /portal; an account with a second factor goes to its second step at once.
 */
export function AuthPage() {
  const search: { redirect?: unknown; error?: unknown } = useSearch({ strict: false });
  const redirectTo = safeRedirectPath(search.redirect);
  const failureInAddress = signInFailureReason(search.error);
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const { status, user } = useCurrentUser();

  const [view, setView] = useState<AuthView>('login');
  const [email, setEmail] = useState('');
  // The sign-up's password, in memory only: verification sets it with the code. After a reload it is
  // gone, and the verify view asks for it.
  const [signupPassword, setSignupPassword] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedView = useRef<AuthView>(view);
  // A login or verification the server refused for a reason the page explains (a suspended account).
  const [refusal, setRefusal] = useState<SignInFailureReason | undefined>();
  // Why the last sign-in did not happen: the refusal here, else the address's `?error=` (kept in the
  // address, so the notice survives the router's moves and a reload).
  const failure = refusal ?? failureInAddress;

  const text = VIEWS[view];

  useEffect(() => () => clearTimeout(timer.current), []);

  // The document title follows the view: the site head's ("Log In") is the login view's, any other
  // view is titled by its heading until the visitor leaves it.
  useEffect(() => {
    if (view === 'login') return;
    const siteTitle = document.title;
    document.title = `${VIEWS[view].title} | ${BRAND_NAME}`;
    return () => {
      document.title = siteTitle;
    };
  }, [view]);

  // A new view announces itself: focus moves to its heading (not on the first render).
  useEffect(() => {
    if (focusedView.current === view) return;
    focusedView.current = view;
    headingRef.current?.focus();
  }, [view]);

  const onSignedIn = useCallback(
    (signedIn: CurrentUserDto) => {
      setRefusal(undefined);
      void setCurrentUser(signedIn);
      setRedirecting(true);
      clearTimeout(timer.current);
      // An account with a second factor passes it first: straight there, where to go next kept for after it.
      if (signedIn.secondFactor.pending) {
        void navigate({ href: redirectTo ? loginHref(SECOND_FACTOR_PATH, redirectTo) : SECOND_FACTOR_PATH });
        return;
      }
      timer.current = setTimeout(
        () => void navigate({ href: redirectTo ?? PORTAL_PATH }),
        POST_LOGIN_NAVIGATION_DELAY_MS,
      );
    },
    [navigate, redirectTo, setCurrentUser],
  );

  const onSignedUp = useCallback((password: string) => {
    setSignupPassword(password);
    setView('verify');
  }, []);

  const shared = { email, onEmailChange: setEmail, goTo: setView };
  const signingIn = { redirecting, onSignedIn, onSignInRefused: setRefusal, redirectTo };

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <p className="auth-card__eyebrow">{BRAND_NAME} Client Portal</p>
        <h1 id="auth-title" ref={headingRef} tabIndex={-1} className="auth-card__title">
          {text.title}
        </h1>
        <p className="auth-card__lead">{text.lead(email)}</p>

        {failure ? <SignInFailureNotice reason={failure} /> : null}

        {status === 'authenticated' && user && !redirecting ? (
          <p className="auth-card__notice" role="status">
            You're signed in as <strong>{user.email}</strong>.{' '}
            <a
              href={redirectTo ?? PORTAL_PATH}
              onClick={(event) => {
                event.preventDefault();
                void navigate({ href: redirectTo ?? PORTAL_PATH });
              }}
            >
              {redirectTo ? 'Continue' : 'Go to your portal'}
            </a>
          </p>
        ) : null}

        {view === 'login' ? <LoginView {...shared} {...signingIn} /> : null}
        {view === 'signup' ? <SignupView {...shared} onSignedUp={onSignedUp} redirectTo={redirectTo} /> : null}
        {view === 'verify' ? <VerifyView {...shared} {...signingIn} rememberedPassword={signupPassword} /> : null}
        {view === 'forgot-password' ? <ForgotPasswordView {...shared} /> : null}
        {view === 'reset-password' ? <ResetPasswordView {...shared} /> : null}
      </div>
    </section>
  );
}

/** What stopped the last sign-in and what to do next (SIGN_IN_FAILURES), announced as an alert. */
function SignInFailureNotice({ reason }: { reason: SignInFailureReason }) {
  const { title, description, contact } = SIGN_IN_FAILURES[reason];
  const titleId = useId();
  return (
    <div className="auth-card__problem" role="alert" aria-labelledby={titleId}>
      <p id={titleId} className="auth-card__problem-title">
        {title}
      </p>
      <p>{description}</p>
      {contact ? (
        <p>
          Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> ({BUSINESS_HOURS}) or write to us from the{' '}
          <Link to={PATHS.contact}>contact page</Link>.
        </p>
      ) : null}
    </div>
  );
}
