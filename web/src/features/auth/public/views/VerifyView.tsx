import { useState, type FormEvent } from 'react';
import { useResendVerification, useVerifyEmail } from '../../../../api/generated/auth/auth';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../../../components/form/Field';
import { errorCodeOf, fieldErrorsOf } from '../../../../components/form/field-errors';
import { FAILURES, signedInToast, SUCCESSES, VALIDATION } from '../../auth-messages';
import { CODE_INPUT_PROPS, normalizeCode } from './code-input';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import { PASSWORD_HINT } from './SignupView';
import type { AuthViewProps, SigningInProps } from './types';
import { useFieldErrors } from '../../../../components/form/focus-invalid';

interface VerifyViewProps extends AuthViewProps, SigningInProps {
  /** The password typed at sign-up in this page, if any (never stored in the browser). */
  rememberedPassword: string;
}

/**
 * The code proves the mailbox, and the password sent with it becomes the account's (the server keeps no
 * sign-up's password over it): the one typed at sign-up, or, after a reload, the one asked for here.
 */
export function VerifyView({
  email,
  onEmailChange,
  goTo,
  onSignedIn,
  onSignInRefused,
  redirecting,
  rememberedPassword,
  redirectTo,
}: VerifyViewProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState(rememberedPassword);
  // Asked for when the page no longer has it, or when the server refused it.
  const [askPassword, setAskPassword] = useState(!rememberedPassword);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  const emailMissing = () => {
    showErrors({ email: 'Please enter your email address' });
    notifyInvalid(VALIDATION.email);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return emailMissing();
    if (!code) {
      showErrors({ code: 'Please enter the 6-digit code' });
      notifyInvalid(VALIDATION.verify);
      return;
    }
    if (!password) {
      showErrors({ password: 'Please enter your password' });
      notifyInvalid(VALIDATION.verifyPassword);
      return;
    }
    setErrors({});
    verify.mutate(
      { data: { email: email.trim(), code, password } },
      {
        onSuccess: (user) => {
          notifySuccess(signedInToast(SUCCESSES.verify, redirectTo));
          onSignedIn(user);
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'ACCOUNT_SUSPENDED') return onSignInRefused('account_suspended');
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors.password) setAskPassword(true);
          showErrors(fieldErrors);
          notifyFailure(FAILURES.verify, error);
        },
      },
    );
  };

  const resendCode = () => {
    if (!email.trim()) return emailMissing();
    resend.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: () => notifySuccess(SUCCESSES.resend),
        onError: (error) => notifyFailure(FAILURES.resend, error),
      },
    );
  };

  return (
    <>
      <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Verify email">
        <EmailField
          required
          value={email}
          onValueChange={(value) => {
            onEmailChange(value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
        />
        <TextField
          label="Verification code"
          name="code"
          required
          hint="The 6-digit code from the email we sent you. It expires after a while; ask for a new one if needed."
          {...CODE_INPUT_PROPS}
          value={code}
          onValueChange={(value) => {
            setCode(normalizeCode(value));
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code}
        />
        {askPassword ? (
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            maxLength={128}
            hint={`The password for your account: the one you chose at sign-up, or a new one. ${PASSWORD_HINT}`}
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
          />
        ) : null}
        <SubmitButton
          pending={verify.isPending || redirecting}
          pendingLabel={redirecting ? 'Redirecting...' : 'Verifying...'}
        >
          Verify Email
        </SubmitButton>
      </form>
      <div className="auth-card__secondary">
        <p>Didn't get the code? Check your spam folder, or</p>
        <button type="button" className="btn btn--outline btn--block" onClick={resendCode} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend code'}
        </button>
      </div>
      <p className="auth-card__switch">
        <button type="button" className="link-button" onClick={() => goTo('login')}>
          Back to login
        </button>
      </p>
    </>
  );
}
