import { useState, type FormEvent } from 'react';
import { useResendVerification, useVerifyEmail } from '../../../../api/generated/auth/auth';
import { EmailField, SubmitButton, TextField } from '../../../../components/form/Field';
import { fieldErrorsOf, type FieldErrors } from '../../../../components/form/field-errors';
import { FAILURES, SUCCESSES, VALIDATION } from '../../auth-messages';
import { CODE_INPUT_PROPS, normalizeCode } from './code-input';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import type { AuthViewProps, SigningInProps } from './types';

export function VerifyView({ email, onEmailChange, goTo, onSignedIn, redirecting }: AuthViewProps & SigningInProps) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  const emailMissing = () => {
    setErrors({ email: 'Please enter your email address' });
    notifyInvalid(VALIDATION.email);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return emailMissing();
    if (!code) {
      setErrors({ code: 'Please enter the 6-digit code' });
      notifyInvalid(VALIDATION.verify);
      return;
    }
    setErrors({});
    verify.mutate(
      { data: { email: email.trim(), code } },
      {
        onSuccess: (user) => {
          notifySuccess(SUCCESSES.verify);
          onSignedIn(user);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
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
      <form className="form-stack" noValidate onSubmit={submit} aria-label="Verify email">
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
