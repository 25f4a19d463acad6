import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentUserDto } from '../../../api/generated/model';
import { toast } from '../../../components/toast';
import { BRAND_NAME } from '../../../constants/site';
import { POST_LOGIN_NAVIGATION_DELAY_MS } from '../../../constants/timing';
import { GOOGLE_FAILED } from '../auth-messages';
import { AUTH_PATH, loginHref, PORTAL_PATH, safeRedirectPath, SECOND_FACTOR_PATH } from '../redirect';
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
  const googleFailed = search.error === GOOGLE_FAILED.error;
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
  const googleFailureShown = useRef(false);

  const text = VIEWS[view];

  useEffect(() => () => clearTimeout(timer.current), []);

  // Back from a failed Google sign-in: say so once, and drop `error` from the address.
  useEffect(() => {
    if (!googleFailed || googleFailureShown.current) return;
    googleFailureShown.current = true;
    toast({ title: GOOGLE_FAILED.title, description: GOOGLE_FAILED.description, variant: 'destructive' });
    void navigate({ href: redirectTo ? loginHref(AUTH_PATH, redirectTo) : AUTH_PATH, replace: true });
  }, [googleFailed, navigate, redirectTo]);

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

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <p className="auth-card__eyebrow">{BRAND_NAME} Client Portal</p>
        <h1 id="auth-title" ref={headingRef} tabIndex={-1} className="auth-card__title">
          {text.title}
        </h1>
        <p className="auth-card__lead">{text.lead(email)}</p>

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

        {view === 'login' ? (
          <LoginView {...shared} redirecting={redirecting} onSignedIn={onSignedIn} redirectTo={redirectTo} />
        ) : null}
        {view === 'signup' ? <SignupView {...shared} onSignedUp={onSignedUp} /> : null}
        {view === 'verify' ? (
          <VerifyView
            {...shared}
            rememberedPassword={signupPassword}
            redirecting={redirecting}
            onSignedIn={onSignedIn}
            redirectTo={redirectTo}
          />
        ) : null}
        {view === 'forgot-password' ? <ForgotPasswordView {...shared} /> : null}
        {view === 'reset-password' ? <ResetPasswordView {...shared} /> : null}
      </div>
    </section>
  );
}
