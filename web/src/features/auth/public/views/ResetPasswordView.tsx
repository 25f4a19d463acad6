import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset, useResetPassword } from '../../../../api/generated/auth/auth';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../../../components/form/Field';
import { fieldErrorsOf } from '../../../../components/form/field-errors';
import { FAILURES, SUCCESSES, VALIDATION } from '../../auth-messages';
import { CODE_INPUT_PROPS, normalizeCode } from './code-input';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import { PASSWORD_HINT } from './SignupView';
import type { AuthViewProps } from './types';
import { useFieldErrors } from '../../../../components/form/focus-invalid';

export function ResetPasswordView({ email, onEmailChange, goTo }: AuthViewProps) {
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      showErrors({ email: 'Please enter your email address' });
      notifyInvalid(VALIDATION.email);
      return;
    }
    if (!code || !newPassword) {
      showErrors({
        code: code ? undefined : 'Please enter the 6-digit code',
        newPassword: newPassword ? undefined : 'Please choose a new password',
      });
      notifyInvalid(VALIDATION.reset);
      return;
    }
    setErrors({});
    reset.mutate(
      { data: { email: email.trim(), code, newPassword } },
      {
        onSuccess: () => {
          notifySuccess(SUCCESSES.reset);
          setCode('');
          setNewPassword('');
          goTo('login');
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          notifyFailure(FAILURES.reset, error);
        },
      },
    );
  };

  const sendAgain = () => {
    if (!email.trim()) {
      showErrors({ email: 'Please enter your email address' });
      notifyInvalid(VALIDATION.email);
      return;
    }
    resend.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: () => notifySuccess(SUCCESSES.requestReset),
        onError: (error) => notifyFailure(FAILURES.requestReset, error),
      },
    );
  };

  return (
    <>
      <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Reset password">
        <EmailField
          required
          value={email}
          onValueChange={(value) => {
            onEmailChange(value);
            clearError('email');
          }}
          error={errors.email}
        />
        <TextField
          label="Reset code"
          name="code"
          required
          hint="The 6-digit code from the email we just sent you."
          {...CODE_INPUT_PROPS}
          value={code}
          onValueChange={(value) => {
            setCode(normalizeCode(value));
            clearError('code');
          }}
          error={errors.code}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          maxLength={128}
          hint={PASSWORD_HINT}
          value={newPassword}
          onValueChange={(value) => {
            setNewPassword(value);
            clearError('newPassword');
          }}
          error={errors.newPassword}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Resetting password...">
          Reset Password
        </SubmitButton>
      </form>
      <div className="auth-card__secondary">
        <p>No code yet?</p>
        <button type="button" className="btn btn--outline btn--block" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
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
