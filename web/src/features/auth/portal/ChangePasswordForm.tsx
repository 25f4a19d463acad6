import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../../../api/generated/auth/auth';
import { PasswordField, SubmitButton } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage, type FieldErrors } from '../../../components/form/field-errors';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { useSuccessNote } from '../../../components/form/success-note';

export const PASSWORD_MIN_LENGTH = 8;

export const CHANGE_PASSWORD_MESSAGES = {
  changed: { title: 'Password Changed', description: 'Your password has been updated.' },
  failed: { title: 'Password change failed', description: 'Could not change your password. Please try again.' },
  missing: { title: 'Missing fields', description: 'Please fill in all password fields' },
  mismatch: { title: "Passwords don't match", description: 'Please enter the same new password twice.' },
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

/** Current password, new password and its confirmation (checked here before anything is sent). */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const change = useChangePassword();
  const changed = useSuccessNote();

  if (!hasPassword) {
    return (
      <p className="portal-card__text">
        Your account signs in with Google and has no password yet. To set one, log out and choose "Forgot password?" on
        the login page.
      </p>
    );
  }

  const invalid = (problems: FieldErrors, text: { title: string; description: string }) => {
    showErrors(problems);
    toast({ ...text, variant: 'destructive', duration: TOAST_DURATION_MS.validationFailure });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changed.clear();
    if (!currentPassword || !newPassword || !confirmPassword) {
      return invalid(
        {
          currentPassword: currentPassword ? undefined : 'Please enter your current password',
          newPassword: newPassword ? undefined : 'Please choose a new password',
          confirmPassword: confirmPassword ? undefined : 'Please enter the new password again',
        },
        CHANGE_PASSWORD_MESSAGES.missing,
      );
    }
    if (newPassword !== confirmPassword) {
      return invalid({ confirmPassword: "Passwords don't match" }, CHANGE_PASSWORD_MESSAGES.mismatch);
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      return invalid(
        { newPassword: CHANGE_PASSWORD_MESSAGES.tooShort },
        { title: CHANGE_PASSWORD_MESSAGES.failed.title, description: CHANGE_PASSWORD_MESSAGES.tooShort },
      );
    }
    setErrors({});
    change.mutate(
      { data: { currentPassword, newPassword } },
      {
        onSuccess: (answer) => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
          const description = answer?.message || CHANGE_PASSWORD_MESSAGES.changed.description;
          toast({ title: CHANGE_PASSWORD_MESSAGES.changed.title, description, duration: TOAST_DURATION_MS.success });
          changed.show(description);
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          toast({
            title: CHANGE_PASSWORD_MESSAGES.failed.title,
            description: serverMessage(error, CHANGE_PASSWORD_MESSAGES.failed.description),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-labelledby="profile-password-title">
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        onValueChange={(value) => {
          setCurrentPassword(value);
          clearError('currentPassword');
        }}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        maxLength={128}
        hint="At least 8 characters. Avoid common passwords."
        value={newPassword}
        onValueChange={(value) => {
          setNewPassword(value);
          clearError('newPassword');
        }}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={128}
        value={confirmPassword}
        onValueChange={(value) => {
          setConfirmPassword(value);
          clearError('confirmPassword');
        }}
        error={errors.confirmPassword}
      />
      <div className="form-actions">
        <SubmitButton
          pending={change.isPending}
          pendingLabel="Changing password..."
          className="btn btn--primary btn--lg"
        >
          Change Password
        </SubmitButton>
        {changed.note}
      </div>
    </form>
  );
}
