import { useState, type FormEvent } from 'react';
import { useEmailLogin } from '../../../../api/generated/auth/auth';
import { EmailField, PasswordField, SubmitButton } from '../../../../components/form/Field';
import { errorCodeOf, fieldErrorsOf } from '../../../../components/form/field-errors';
import { FormControls } from '../../../../components/form/FormControls';
import { useHydrated } from '../../../../lib/hydration';
import { FAILURES, signedInToast, SUCCESSES, VALIDATION } from '../../auth-messages';
import { GoogleSignInLink } from './GoogleSignInLink';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import type { AuthViewProps, SigningInProps } from './types';
import { useFieldErrors } from '../../../../components/form/focus-invalid';

type LoginViewProps = AuthViewProps & SigningInProps;

export function LoginView({
  email,
  onEmailChange,
  goTo,
  onSignedIn,
  onSignInRefused,
  redirecting,
  redirectTo,
}: LoginViewProps) {
  const [password, setPassword] = useState('');
  // The server answers an address whose code was never entered like a wrong password (so nobody learns
  // which addresses are registered): after a refusal, whoever just signed up is offered the code step.
  const [refused, setRefused] = useState(false);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const login = useEmailLogin();
  // The page arrives rendered by the server: its controls wait for the app (the Google link works without).
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      showErrors({
        email: email.trim() ? undefined : 'Please enter your email address',
        password: password ? undefined : 'Please enter your password',
      });
      notifyInvalid(VALIDATION.login);
      return;
    }
    setErrors({});
    login.mutate(
      { data: { email: email.trim(), password } },
      {
        onSuccess: (user) => {
          notifySuccess(signedInToast(SUCCESSES.login, redirectTo));
          onSignedIn(user);
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'ACCOUNT_SUSPENDED') return onSignInRefused('account_suspended');
          setRefused(error.status === 401);
          showErrors(fieldErrorsOf(error));
          notifyFailure(FAILURES.login, error);
        },
      },
    );
  };

  const busy = login.isPending || redirecting;

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Log in">
        <FormControls>
          <EmailField
            required
            value={email}
            onValueChange={(value) => {
              onEmailChange(value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={errors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
          />
          <div className="auth-card__row-end">
            <button type="button" className="link-button" onClick={() => goTo('forgot-password')}>
              Forgot password?
            </button>
          </div>
          <SubmitButton pending={busy} pendingLabel={redirecting ? 'Redirecting...' : 'Logging in...'}>
            Log In
          </SubmitButton>
        </FormControls>
      </form>
      {refused ? (
        <p className="auth-card__switch">
          Just signed up?{' '}
          <button type="button" className="link-button" onClick={() => goTo('verify')}>
            Enter the code we e-mailed you
          </button>
        </p>
      ) : null}

      <GoogleSignInLink redirectTo={redirectTo} />

      <p className="auth-card__switch">
        Don't have an account?{' '}
        <button type="button" className="link-button" onClick={() => goTo('signup')} disabled={!hydrated}>
          Create one
        </button>
      </p>
    </>
  );
}
