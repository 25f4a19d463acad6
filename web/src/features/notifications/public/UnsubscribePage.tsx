import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { useUnsubscribe } from '../../../api/generated/newsletter/newsletter';
import { EmailField, SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf } from '../../../components/form/field-errors';
import { FormControls } from '../../../components/form/FormControls';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { RESULT_FOCUS } from '../../../components/form/focus-result';
import '../../../components/form/form.css';
import { useHydrated } from '../../../lib/hydration';
import { UNSUBSCRIBE_REASON_MAX_LENGTH, UNSUBSCRIBE_TEXT } from './newsletter-messages';
import './newsletter.css';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * /unsubscribe (docs/modules/notifications.md): the e-mail (prefilled from the link), an optional
 * reason, and Unsubscribe (disabled without an e-mail). Works without signing in. Form, then done.
 * The server renders it without the link's query (docs/web.md): the link's address fills the field once the
 * app runs, and until then the controls are disabled (FormControls).
 */
export function UnsubscribePage() {
  // ?email= of the link in the e-mail prefills the field; its ?token= goes along while the e-mail is the link's own.
  const search: { email?: unknown; token?: unknown } = useSearch({ strict: false });
  const initialEmail = typeof search.email === 'string' ? search.email : '';
  const token = typeof search.token === 'string' ? search.token : undefined;
  const hydrated = useHydrated();
  // What the visitor typed; until then the link's address, once the app runs (the server's render has none).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? (hydrated ? initialEmail : '');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const unsubscribe = useUnsubscribe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || unsubscribe.isPending) return;
    setFailure(null);
    setErrors({});
    const sameAsLink = token && normalise(value) === normalise(initialEmail);
    unsubscribe.mutate(
      {
        data: {
          email: value,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
          ...(sameAsLink ? { token } : {}),
        },
      },
      {
        onSuccess: () => setDoneFor(value),
        onError: (error) => {
          // No answer at all is a network error; any non-OK answer is a failure (docs/web.md).
          const networkError = error instanceof ApiError && error.status === 0;
          setFailure(networkError ? UNSUBSCRIBE_TEXT.networkError : UNSUBSCRIBE_TEXT.failure);
          showErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  if (doneFor) {
    return (
      <section className="unsubscribe-page" aria-labelledby="unsubscribe-done-title">
        <div className="unsubscribe-card" role="status">
          <h1 id="unsubscribe-done-title" className="unsubscribe-card__title" {...RESULT_FOCUS}>
            You've been unsubscribed
          </h1>
          <p className="unsubscribe-card__lead">
            <strong>{doneFor}</strong> has been removed from our marketing e-mails.
          </p>
          <p className="unsubscribe-card__lead">
            You may still receive transactional e-mails, such as messages about your account, bookings, invoices and
            payments.
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="unsubscribe-page" aria-labelledby="unsubscribe-title">
      <div className="unsubscribe-card">
        <h1 id="unsubscribe-title" className="unsubscribe-card__title">
          Unsubscribe
        </h1>
        <p className="unsubscribe-card__lead">
          We're sorry to see you go. Confirm your e-mail address to stop receiving our marketing e-mails.
        </p>
        <form ref={formRef} noValidate onSubmit={submit} aria-label="Unsubscribe">
          <FormControls>
            <EmailField
              required
              value={email}
              onValueChange={(value) => {
                setTypedEmail(value);
                setErrors({});
              }}
              error={errors.email}
              disabled={unsubscribe.isPending}
            />
            <TextAreaField
              label="Reason (optional)"
              name="reason"
              value={reason}
              maxLength={UNSUBSCRIBE_REASON_MAX_LENGTH}
              rows={4}
              placeholder="Tell us why you're leaving (optional)"
              onValueChange={setReason}
              disabled={unsubscribe.isPending}
            />
            {failure ? (
              <p className="unsubscribe-card__alert" role="alert">
                {failure}
              </p>
            ) : null}
            <SubmitButton pending={unsubscribe.isPending} pendingLabel="Unsubscribing..." disabled={!email.trim()}>
              Unsubscribe
            </SubmitButton>
          </FormControls>
        </form>
      </div>
    </section>
  );
}
