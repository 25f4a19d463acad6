import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { getGetProfileQueryKey, useSendPhoneVerificationCode, useVerifyPhone } from '../../../api/generated/auth/auth';
import type { CurrentUserDto } from '../../../api/generated/model';
import { SubmitButton, TextField } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { RESULT_FOCUS } from '../../../components/form/focus-result';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { displayPhone } from '../../../lib/phone-number';
import { setCurrentUser } from '../use-current-user';
import './phone-verification.css';

export const PHONE_VERIFICATION_MESSAGES = {
  codeSent: { title: 'Code sent', description: 'We texted a 6-digit code to your phone.' },
  sendFailed: { title: 'Could not send the code', description: 'Please try again in a moment.' },
  verified: { title: 'Phone verified', description: 'We can now text you at this number.' },
  verifyFailed: 'Invalid or expired code',
  codeFormat: 'Please enter the 6-digit code',
  noPhone: 'Add your phone number above and save, then verify it here.',
  /** A number outside the SMS provider's reach (the API's phoneTextable): nothing to verify by text. */
  notTextable:
    'We can send text messages only to US and Canadian numbers (+1) for now, so this number cannot be verified by text. Reminders will come by e-mail.',
} as const;

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The saved phone number's verified state, and the "Verify phone" flow: a code is texted to the number,
 * the visitor enters it, and the profile shows the number as verified. Keyed by the number by its
 * parent, so changing the number starts over.
 */
export function PhoneVerification({ profile }: { profile: CurrentUserDto }) {
  const queryClient = useQueryClient();
  const sendCode = useSendPhoneVerificationCode();
  const verify = useVerifyPhone();
  // Codes sent so far: each one moves focus to the code field (the button that sent it is disabled while sending).
  const [codesSent, setCodesSent] = useState(0);
  const [code, setCode] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const [verifiedHere, setVerifiedHere] = useState(false);

  useEffect(() => {
    if (codesSent > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [codesSent, formRef]);

  if (!profile.phone) {
    return <p className="phone-verification__text">{PHONE_VERIFICATION_MESSAGES.noPhone}</p>;
  }

  if (profile.phoneVerifiedAt) {
    return (
      // The form gives its place to the verified number: focus goes there, not to <body> (only when
      // verified here: a profile opened already verified keeps focus where the visitor is).
      <p className="phone-verification__text" role="status" {...(verifiedHere ? RESULT_FOCUS : {})}>
        <span className="badge phone-verification__badge phone-verification__badge--verified">Verified</span>{' '}
        {displayPhone(profile.phone)}, verified on {dateOf(profile.phoneVerifiedAt)}.
      </p>
    );
  }

  if (!profile.phoneTextable) {
    return (
      <p className="phone-verification__text">
        {displayPhone(profile.phone)}. {PHONE_VERIFICATION_MESSAGES.notTextable}
      </p>
    );
  }

  const send = () => {
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        setCodesSent((count) => count + 1);
        setCode('');
        setErrors({});
        toast({
          title: PHONE_VERIFICATION_MESSAGES.codeSent.title,
          description: answer.message || PHONE_VERIFICATION_MESSAGES.codeSent.description,
          duration: TOAST_DURATION_MS.success,
        });
      },
      onError: (failure) =>
        toast({
          title: PHONE_VERIFICATION_MESSAGES.sendFailed.title,
          description: serverMessage(failure, PHONE_VERIFICATION_MESSAGES.sendFailed.description),
          variant: 'destructive',
        }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      showErrors({ code: PHONE_VERIFICATION_MESSAGES.codeFormat });
      return;
    }
    verify.mutate(
      { data: { code: code.trim() } },
      {
        onSuccess: (user) => {
          queryClient.setQueryData(getGetProfileQueryKey(), user);
          void setCurrentUser(queryClient, user);
          setVerifiedHere(true);
          toast({ ...PHONE_VERIFICATION_MESSAGES.verified, duration: TOAST_DURATION_MS.success });
        },
        onError: (failure) =>
          showErrors({
            code: fieldErrorsOf(failure).code ?? serverMessage(failure, PHONE_VERIFICATION_MESSAGES.verifyFailed),
          }),
      },
    );
  };

  return (
    <div className="phone-verification">
      <p className="phone-verification__text">
        <span className="badge phone-verification__badge phone-verification__badge--unverified">Not verified</span>{' '}
        {displayPhone(profile.phone)}. Verify it to get text messages from us.
      </p>
      {codesSent > 0 ? (
        <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Verify phone">
          <TextField
            label="Code from the text message"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            controlClassName="field__control--code"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setErrors({});
            }}
            error={errors.code}
            hint={`We texted it to ${displayPhone(profile.phone)}.`}
          />
          <div className="form-actions">
            <SubmitButton pending={verify.isPending} pendingLabel="Checking..." className="btn btn--primary">
              Confirm Code
            </SubmitButton>
            <button type="button" className="link-button" disabled={sendCode.isPending} onClick={send}>
              Send a new code
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn--outline" disabled={sendCode.isPending} onClick={send}>
          {sendCode.isPending ? 'Sending...' : 'Verify phone'}
        </button>
      )}
    </div>
  );
}
