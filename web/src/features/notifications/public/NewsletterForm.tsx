import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { useSubscribeToNewsletter } from '../../../api/generated/newsletter/newsletter';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import { toast } from '../../../components/toast';
import { SubmitButton } from '../../../components/form/Field';
import { fieldErrorsOf } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { useSuccessNote } from '../../../components/form/success-note';
import { useHydrated } from '../../../lib/hydration';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { NEWSLETTER_TEXT } from './newsletter-messages';
import '../../../components/form/form.css';
import './newsletter.css';

/**
 * The newsletter sign-up (docs/modules/notifications.md): one e-mail field and a Subscribe button;
 * while subscribing the button says "Subscribing..." and the field is disabled; success clears it.
 * An invalid address is also marked on the field, which takes focus; success moves focus to a note
 * that says what happens next (the button that had it is disabled while sending).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();
  const botCheck = useBotCheck();
  const success = useSuccessNote();
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const pending = subscribe.isPending || botCheck.proving;
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    success.clear();
    const value = email.trim();
    if (!value || !value.includes('@')) {
      showErrors({ email: NEWSLETTER_TEXT.invalid.description });
      toast({ ...NEWSLETTER_TEXT.invalid, variant: 'destructive', duration: TOAST_DURATION_MS.validationFailure });
      return;
    }
    subscribe.mutate(
      { data: { email: value, ...(await botCheck.proof()) } },
      {
        onSuccess: () => {
          setEmail('');
          toast({ ...NEWSLETTER_TEXT.success, duration: TOAST_DURATION_MS.success });
          success.show(`${NEWSLETTER_TEXT.success.title}: ${NEWSLETTER_TEXT.success.description}`);
        },
        onError: (error) => {
          // A rate limit says when to try again (docs/web.md); anything else gets the fixed text.
          const description =
            error instanceof ApiError && error.isRateLimited ? error.message : NEWSLETTER_TEXT.failure.description;
          toast({ title: NEWSLETTER_TEXT.failure.title, description, variant: 'destructive' });
          // An address the server refuses is marked on the field, which takes focus, as the client's check does.
          showErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="newsletter-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Newsletter signup"
    >
      <label className="newsletter-form__label" htmlFor={inputId}>
        Email address
      </label>
      <fieldset className="newsletter-form__row" disabled={!hydrated}>
        <input
          id={inputId}
          className="field__control newsletter-form__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors({});
          }}
          disabled={pending}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
        />
        <SubmitButton
          pending={pending}
          pendingLabel="Subscribing..."
          className="btn btn--accent newsletter-form__button"
        >
          Subscribe
        </SubmitButton>
      </fieldset>
      {errors.email ? (
        <p id={errorId} className="field__error">
          {errors.email}
        </p>
      ) : null}
      {success.note}
      {botCheck.fields}
    </form>
  );
}
