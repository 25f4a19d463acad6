import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadingStatus } from '../../components/spinner/Spinner';
import { toast } from '../../components/toast';
import { GUARD_REDIRECT_DELAY_MS } from '../../constants/timing';
import { AccessDenied } from './AccessDenied';
import { GUARD_MESSAGES } from './auth-messages';
import {
  ADMIN_LOGIN_PATH,
  ADMIN_SECOND_FACTOR_PATH,
  AUTH_PATH,
  loginHref,
  SECOND_FACTOR_PATH,
  signInFailureHref,
} from './redirect';
import { useCurrentUser } from './use-current-user';
import './auth-guard.css';

/**
 * The route guard (docs/modules/auth.md). While the auth check runs: a spinner. Signed out: a
 * toast, "Redirecting to login..." and, after 1 s, the login page with `?redirect=` back here
 * (/admin1/login for admin pages, /auth otherwise); signed out by a suspension, at once to
 * /auth?error=account_suspended, which says so. Signed in without the admin role on an admin
 * page: a toast and the access-denied screen. Each toast shows once per visit.
 */
export function RequireAuth({ requireAdmin = false, children }: { requireAdmin?: boolean; children: ReactNode }) {
  const { status, user, isAdmin, signedOutReason, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const returnTo = useLocation({ select: (location) => location.pathname + location.searchStr });
  const denied = status === 'authenticated' && requireAdmin && !isAdmin;
  // Signed in, but the second step (staff always; customers who enrolled one) is still to come.
  const secondFactorPending = status === 'authenticated' && !denied && Boolean(user?.secondFactor.pending);
  const announced = useRef<{
    unauthenticated?: boolean;
    denied?: boolean;
    secondFactor?: boolean;
    signedOut?: boolean;
  }>({});

  useEffect(() => {
    if (status !== 'unauthenticated') return;
    if (signedOutReason) {
      // Signed out by a suspension: the sign-in page says so and how to reach the agency (no toast). Once:
      // while the router moves there, this guard still sees the new location.
      if (announced.current.signedOut) return;
      announced.current.signedOut = true;
      void navigate({ href: signInFailureHref(signedOutReason, returnTo), replace: true });
      return;
    }
    if (!announced.current.unauthenticated) {
      announced.current.unauthenticated = true;
      toast({
        title: GUARD_MESSAGES.authRequired,
        description: requireAdmin ? GUARD_MESSAGES.adminLoginRequired : GUARD_MESSAGES.customerLoginRequired,
        variant: 'destructive',
      });
    }
    const target = loginHref(requireAdmin ? ADMIN_LOGIN_PATH : AUTH_PATH, returnTo);
    const timer = setTimeout(() => void navigate({ href: target, replace: true }), GUARD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, signedOutReason, requireAdmin, returnTo, navigate]);

  useEffect(() => {
    // Once: while the router moves to the second-factor page, this guard still sees the new location.
    if (!secondFactorPending || announced.current.secondFactor) return;
    announced.current.secondFactor = true;
    const target = loginHref(requireAdmin || isAdmin ? ADMIN_SECOND_FACTOR_PATH : SECOND_FACTOR_PATH, returnTo);
    void navigate({ href: target, replace: true });
  }, [secondFactorPending, requireAdmin, isAdmin, returnTo, navigate]);

  useEffect(() => {
    if (!denied || announced.current.denied) return;
    announced.current.denied = true;
    toast({ ...GUARD_MESSAGES.accessDenied, variant: 'destructive' });
  }, [denied]);

  switch (status) {
    case 'loading':
      return <LoadingStatus text="Checking your sign-in..." hideText />;
    case 'unauthenticated':
      return <LoadingStatus text={GUARD_MESSAGES.redirecting} />;
    case 'error':
      return (
        <div className="guard-error">
          <div className="error-panel" role="alert">
            <p className="error-panel__title">We couldn't check your sign-in.</p>
            <p>Please check your connection and try again.</p>
            <button type="button" className="btn btn--primary" onClick={refetch}>
              Try Again
            </button>
          </div>
        </div>
      );
    case 'authenticated':
      if (denied) return <AccessDenied email={user?.email ?? ''} role={user?.role} />;
      if (secondFactorPending) return <LoadingStatus text={GUARD_MESSAGES.secondFactor} />;
      return <>{children}</>;
  }
}
