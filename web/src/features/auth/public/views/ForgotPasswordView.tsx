import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../../../../api/generated/auth/auth';
import { EmailField, SubmitButton } from '../../../../components/form/Field';
import { fieldErrorsOf, type FieldErrors } from '../../../../components/form/field-errors';
import { FAILURES, SUCCESSES, VALIDATION } from '../../auth-messages';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import type { AuthViewProps } from './types';

export function ForgotPasswordView({ email, onEmailChange, goTo }: AuthViewProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setErrors({ email: 'Please enter your email address' });
      notifyInvalid(VALIDATION.email);
      return;
    }
    setErrors({});
    request.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: () => {
          notifySuccess(SUCCESSES.requestReset);
          onEmailChange(email.trim());
          goTo('reset-password');
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notifyFailure(FAILURES.requestReset, error);
        },
      },
    );
  };

  return (
    <>
      <form className="form-stack" noValidate onSubmit={submit} aria-label="Forgot password">
        <EmailField
          required
          value={email}
          onValueChange={(value) => {
            onEmailChange(value);
            setErrors({});
          }}
          error={errors.email}
        />
        <SubmitButton pending={request.isPending} pendingLabel="Sending code...">
          Send Reset Code
        </SubmitButton>
      </form>
      <p className="auth-card__switch">
        Remembered it?{' '}
        <button type="button" className="link-button" onClick={() => goTo('login')}>
          Back to login
        </button>
      </p>
    </>
  );
}
