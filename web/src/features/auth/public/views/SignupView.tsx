import { useState, type FormEvent } from 'react';
import { useSignup } from '../../../../api/generated/auth/auth';
import { useBotCheck } from '../../../../components/bot-check/BotCheck';
import { EmailField, PasswordField, SubmitButton, NameFields } from '../../../../components/form/Field';
import { fieldErrorsOf } from '../../../../components/form/field-errors';
import { rememberedReferralCode } from '../../../../lib/referral-code';
import { FAILURES, SUCCESSES, VALIDATION } from '../../auth-messages';
import { GoogleSignInLink } from './GoogleSignInLink';
import { notifyFailure, notifyInvalid, notifySuccess } from './notify';
import type { AuthViewProps } from './types';
import { useFieldErrors } from '../../../../components/form/focus-invalid';

export const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords.';

interface SignupViewProps extends AuthViewProps {
  /** The account is created: verification comes next, with this password. */
  onSignedUp: (password: string) => void;
  /** Where to go after signing up with Google (a safe `?redirect=`). */
  redirectTo?: string;
}

export function SignupView({ email, onEmailChange, goTo, onSignedUp, redirectTo }: SignupViewProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const signup = useSignup();
  const botCheck = useBotCheck();

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    const missing = Object.entries(values).filter(([, value]) => !value);
    if (missing.length > 0) {
      showErrors(Object.fromEntries(missing.map(([field]) => [field, 'This field is required'])));
      notifyInvalid(VALIDATION.signup);
      return;
    }
    setErrors({});
    // The friend whose link brought the visitor (docs/modules/referrals.md#the-referral-cookie).
    const referralCode = rememberedReferralCode();
    signup.mutate(
      { data: { ...values, ...(referralCode ? { referralCode } : {}), ...(await botCheck.proof()) } },
      {
        onSuccess: () => {
          notifySuccess(SUCCESSES.signup);
          onEmailChange(values.email);
          onSignedUp(values.password);
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          notifyFailure(FAILURES.signup, error);
        },
      },
    );
  };

  return (
    <>
      <form
        ref={formRef}
        className="form-stack"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Create account"
      >
        <NameFields
          firstName={firstName}
          lastName={lastName}
          onFirstNameChange={(value) => {
            setFirstName(value);
            clearError('firstName');
          }}
          onLastNameChange={(value) => {
            setLastName(value);
            clearError('lastName');
          }}
          errors={errors}
        />
        <EmailField
          required
          value={email}
          onValueChange={(value) => {
            onEmailChange(value);
            clearError('email');
          }}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={128}
          hint={PASSWORD_HINT}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            clearError('password');
          }}
          error={errors.password}
        />
        {botCheck.fields}
        <SubmitButton pending={signup.isPending || botCheck.proving} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
      <GoogleSignInLink redirectTo={redirectTo} />
      <p className="auth-card__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={() => goTo('login')}>
          Log in
        </button>
      </p>
    </>
  );
}
