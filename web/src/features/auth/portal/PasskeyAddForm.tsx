import { useEffect, useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '../../../components/form/Field';
import { serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { ENROLMENT_TEXT, usePasskeyEnrolment, type OnEnrolled } from '../second-factor/use-enrolment';

/** Adding a passkey in the portal: a name to tell it apart, then the browser's own prompt. */
export function PasskeyAddForm({ onEnrolled, onCancel }: { onEnrolled: OnEnrolled; onCancel: () => void }) {
  const { add, adding, failure } = usePasskeyEnrolment(onEnrolled, serverMessage);
  const [name, setName] = useState('This device');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();

  // Opened from a button that is gone now: focus goes to the name; after a failure, back to it (the
  // button was disabled while the browser asked).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [failure, formRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return showErrors({ name: 'Please name this passkey' });
    setErrors({});
    add(name);
  };

  return (
    <form
      ref={formRef}
      className="form-stack sign-in-security__form"
      noValidate
      onSubmit={submit}
      aria-label="Add a passkey"
    >
      <p>{ENROLMENT_TEXT.passkeyPrompt}</p>
      {failure ? (
        <p className="second-factor__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label="Passkey name"
        name="name"
        required
        maxLength={100}
        hint={ENROLMENT_TEXT.passkeyNameHint}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setErrors({});
        }}
        error={errors.name}
      />
      <div className="form-actions">
        <SubmitButton pending={adding} pendingLabel="Waiting for your passkey..." className="btn btn--primary">
          Create passkey
        </SubmitButton>
        <button type="button" className="btn btn--ghost" disabled={adding} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
