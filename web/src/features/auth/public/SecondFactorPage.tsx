import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CurrentUserDto } from '../../../api/generated/model';
import { SubmitButton, TextField } from '../../../components/form/Field';
import { serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { LoadingStatus } from '../../../components/spinner/Spinner';
import { BRAND_NAME } from '../../../constants/site';
import { ADMIN_SECOND_FACTOR_PATH, AUTH_PATH, loginHref, PORTAL_PATH, safeRedirectPath } from '../redirect';
import { useSecondFactorVerification } from '../second-factor/use-second-factor-verification';
import { useCurrentUser, useLogout, useSetCurrentUser } from '../use-current-user';
import { CODE_INPUT_PROPS, normalizeCode } from './views/code-input';
import './auth-page.css';
import '../second-factor/second-factor.css';

export const SECOND_FACTOR_PAGE_TEXT = {
  title: 'Verify it’s you',
  totpMissing: 'Please enter the 6-digit code from your authenticator app',
  recoveryCodeMissing: 'Please enter one of your recovery codes',
} as const;

/**
 * /auth/second-factor: the second step of a customer's sign-in, once the account has a second factor (a
 * passkey, an authenticator app, or one of its recovery codes), after the password or Google. Then the
 * page `?redirect=` names (a same-origin path), else the portal. Signed out: the login page; nothing to
 * verify: straight on; staff: their own second step in the back office.
 */
export function SecondFactorPage() {
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const target = safeRedirectPath(search.redirect) ?? PORTAL_PATH;
  const { status, user, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = user?.secondFactor.pending ?? null;
  const staff = user?.role === 'admin';

  // The page announces itself: focus on its heading, which says what is asked.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (status === 'unauthenticated') void navigate({ href: loginHref(AUTH_PATH, target), replace: true });
    else if (status !== 'authenticated') return;
    else if (!pending) void navigate({ href: target, replace: true });
    else if (staff) void navigate({ href: loginHref(ADMIN_SECOND_FACTOR_PATH, target), replace: true });
  }, [status, pending, staff, target, navigate]);

  const verifying = status === 'authenticated' && pending === 'verify' && !staff;

  return (
    <section className="auth-page" aria-labelledby="second-factor-title">
      <div className="auth-card">
        <p className="auth-card__eyebrow">{BRAND_NAME} Client Portal</p>
        <h1 id="second-factor-title" ref={heading} tabIndex={-1} className="auth-card__title">
          {SECOND_FACTOR_PAGE_TEXT.title}
        </h1>
        <p className="auth-card__lead">
          {user ? `Second sign-in step for ${user.email}.` : 'The second step of your sign-in.'}
        </p>
        {status === 'error' ? (
          <div className="second-factor__alert" role="alert">
            <p>We couldn&apos;t check your sign-in. Please check your connection and try again.</p>
            <button type="button" className="btn btn--primary" onClick={refetch}>
              Try Again
            </button>
          </div>
        ) : verifying && user ? (
          <SecondFactorForms user={user} onVerified={(verified) => void setCurrentUser(verified)} />
        ) : (
          <div className="second-factor__status">
            <LoadingStatus
              text={status === 'authenticated' && !pending ? 'Signing you in...' : 'Checking your sign-in...'}
            />
          </div>
        )}
      </div>
    </section>
  );
}

/** The ways this account can verify: its passkeys, its authenticator app, or a recovery code. */
function SecondFactorForms({ user, onVerified }: { user: CurrentUserDto; onVerified: (user: CurrentUserDto) => void }) {
  const verification = useSecondFactorVerification({
    verifyWith: user.secondFactor.verifyWith,
    onVerified,
    serverMessage,
  });
  const { hasTotp, hasPasskey, usingRecoveryCode, failureMessage, clearErrors } = verification;
  const { logout, isPending: signingOut } = useLogout();
  const [code, setCode] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  // What was used last: a failure gives focus back to it (the button was disabled while it ran).
  const lastUsed = useRef<HTMLElement | null>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (failureMessage) lastUsed.current?.focus();
  }, [failureMessage]);
  // Switching between the app's code and a recovery code: focus goes to the new field, not <body>.
  useEffect(() => {
    if (switched.current) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [usingRecoveryCode, formRef]);

  const choose = (recoveryCode: boolean) => {
    switched.current = true;
    setCode('');
    setErrors({});
    verification.chooseRecoveryCode(recoveryCode);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lastUsed.current = formRef.current?.querySelector<HTMLInputElement>('input[name="code"]') ?? null;
    if (usingRecoveryCode) {
      if (!code.trim()) return showErrors({ code: SECOND_FACTOR_PAGE_TEXT.recoveryCodeMissing });
      setErrors({});
      verification.verifyRecoveryCode(code);
    } else {
      if (!/^\d{6}$/.test(code)) return showErrors({ code: SECOND_FACTOR_PAGE_TEXT.totpMissing });
      setErrors({});
      verification.verifyTotp(code);
    }
  };

  const typed = (value: string) => {
    setCode(usingRecoveryCode ? value : normalizeCode(value));
    setErrors({});
    clearErrors();
  };

  return (
    <>
      {failureMessage ? (
        <p className="second-factor__alert" role="alert">
          {failureMessage}
        </p>
      ) : null}
      {hasPasskey ? (
        <>
          <button
            type="button"
            className={`btn btn--block btn--lg ${hasTotp ? 'btn--outline' : 'btn--primary'}`}
            disabled={verification.pending}
            onClick={(event) => {
              lastUsed.current = event.currentTarget;
              setErrors({});
              verification.verifyWithPasskey();
            }}
          >
            {verification.passkeyPending ? (
              <>
                <span className="spinner-inline" aria-hidden="true" />
                Waiting for your passkey...
              </>
            ) : (
              'Use a passkey'
            )}
          </button>
          {hasTotp || usingRecoveryCode ? (
            <p className="auth-card__divider">
              <span>or</span>
            </p>
          ) : null}
        </>
      ) : null}
      {usingRecoveryCode || hasTotp ? (
        <form
          ref={formRef}
          className="form-stack"
          noValidate
          onSubmit={submit}
          aria-label={usingRecoveryCode ? 'Verify with a recovery code' : 'Verify with your authenticator app'}
        >
          {usingRecoveryCode ? (
            <TextField
              key="recovery-code"
              label="Recovery code"
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              required
              hint="One of the codes you saved when you set up your second step. Each works once."
              value={code}
              onValueChange={typed}
              error={errors.code}
            />
          ) : (
            <TextField
              key="totp"
              label="6-digit code from your authenticator app"
              name="code"
              required
              {...CODE_INPUT_PROPS}
              value={code}
              onValueChange={typed}
              error={errors.code}
            />
          )}
          <SubmitButton
            pending={usingRecoveryCode ? verification.recoveryPending : verification.totpPending}
            pendingLabel="Verifying..."
            disabled={verification.pending}
          >
            {usingRecoveryCode ? 'Verify recovery code' : 'Verify'}
          </SubmitButton>
        </form>
      ) : null}
      {verification.hasRecoveryCode && !usingRecoveryCode ? (
        <p className="auth-card__switch">
          <button type="button" className="link-button" onClick={() => choose(true)}>
            Lost your device? Use a recovery code
          </button>
        </p>
      ) : null}
      {usingRecoveryCode && hasTotp ? (
        <p className="auth-card__switch">
          <button type="button" className="link-button" onClick={() => choose(false)}>
            Use your authenticator app instead
          </button>
        </p>
      ) : null}
      <p className="auth-card__switch">
        Not you, or not now?{' '}
        <button type="button" className="link-button" onClick={logout} disabled={signingOut}>
          Sign out
        </button>
      </p>
    </>
  );
}
