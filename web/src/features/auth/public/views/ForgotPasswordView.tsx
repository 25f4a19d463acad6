import type { FormEvent } from 'react';
import { useRequestPasswordReset } from '../../../../api/generated/auth/auth';
import { EmailField, SubmitButton } from '../../../../components/form/Field';
import { fieldErrorsOf } from '../../../../components/form/field-errors';
import { FAILURES, SUCCESSES, VALIDATION } from '../../auth-messages';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import type { AuthViewProps } from './types';
import { useFieldErrors } from '../../../../components/form/focus-invalid';

export function ForgotPasswordView({ email, onEmailChange, goTo }: AuthViewProps) {
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      showErrors({ email: 'Please enter your email address' });
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
          showErrors(fieldErrorsOf(error));
          notifyFailure(FAILURES.requestReset, error);
        },
      },
    );
  };

  return (
    <>
      <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Forgot password">
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
