import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '../../../components/form/Field';
import { serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { LoadingStatus } from '../../../components/spinner/Spinner';
import { CODE_INPUT_PROPS, normalizeCode } from '../public/views/code-input';
import { ENROLMENT_TEXT, groupedSecret, useTotpEnrolment, type OnEnrolled } from '../second-factor/use-enrolment';

/**
 * Setting up an authenticator app in the portal: its QR code and key (focus lands on the steps, which are
 * read first), then its first code turns it on.
 */
export function TotpSetupForm({ onEnrolled, onCancel }: { onEnrolled: OnEnrolled; onCancel: () => void }) {
  const { enrolment, startFailure, confirmCode, confirming, confirmFailure, clearError } = useTotpEnrolment(
    onEnrolled,
    serverMessage,
  );
  const [code, setCode] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const steps = useRef<HTMLParagraphElement>(null);
  const ready = Boolean(enrolment);

  useEffect(() => {
    if (ready) steps.current?.focus();
  }, [ready]);
  // A refused code: back to the field to type the next one (the button was disabled while it was checked).
  useEffect(() => {
    if (confirmFailure) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [confirmFailure, formRef]);

  if (startFailure) {
    return (
      <div className="second-factor__alert" role="alert">
        <p>{startFailure}</p>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Close
        </button>
      </div>
    );
  }
  if (!enrolment) {
    return (
      <div className="second-factor__status">
        <LoadingStatus text="Preparing your authenticator app set-up..." />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return showErrors({ code: 'Please enter the 6-digit code from the app' });
    setErrors({});
    confirmCode(code);
  };

  return (
    <form
      ref={formRef}
      className="form-stack sign-in-security__form"
      noValidate
      onSubmit={submit}
      aria-label="Set up an authenticator app"
    >
      <p ref={steps} tabIndex={-1} className="sign-in-security__steps">
        {ENROLMENT_TEXT.totpSteps}
      </p>
      <img
        className="sign-in-security__qr"
        src={enrolment.qrCode}
        alt={ENROLMENT_TEXT.qrCodeAlt}
        width={180}
        height={180}
      />
      <p>
        Key for manual entry:{' '}
        <code className="sign-in-security__key" data-testid="totp-secret">
          {groupedSecret(enrolment.secret)}
        </code>
      </p>
      {confirmFailure ? (
        <p className="second-factor__alert" role="alert">
          {confirmFailure}
        </p>
      ) : null}
      <TextField
        label="6-digit code from the app"
        name="code"
        required
        {...CODE_INPUT_PROPS}
        value={code}
        onValueChange={(value) => {
          setCode(normalizeCode(value));
          setErrors({});
          clearError();
        }}
        error={errors.code}
      />
      <div className="form-actions">
        <SubmitButton pending={confirming} pendingLabel="Turning it on..." className="btn btn--primary">
          Turn on the authenticator app
        </SubmitButton>
        <button type="button" className="btn btn--ghost" disabled={confirming} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
