import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { useSubscribeToNewsletter } from '../../../api/generated/newsletter/newsletter';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import { toast } from '../../../components/toast';
import { useHydrated } from '../../../lib/hydration';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { NEWSLETTER_TEXT } from './newsletter-messages';
import '../../../components/form/form.css';
import './newsletter.css';

export interface NewsletterFormProps {
  /** The visible label of the e-mail field. */
  label?: string;
  /** `inverse` on a dark background (e.g. the footer). */
  tone?: 'default' | 'inverse';
}

/**
 * The newsletter sign-up (SPEC.md sections 2, 4, 5 and 8): one e-mail field and a Subscribe button;
 * while subscribing the button says "Subscribing..." and the field is disabled; success clears it.
 */
export function NewsletterForm({ label = 'Email address', tone = 'default' }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();
  const botCheck = useBotCheck();
  const inputId = useId();
  const pending = subscribe.isPending || botCheck.proving;
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    if (!value || !value.includes('@')) {
      toast({ ...NEWSLETTER_TEXT.invalid, variant: 'destructive', duration: TOAST_DURATION_MS.validationFailure });
      return;
    }
    subscribe.mutate(
      { data: { email: value, ...(await botCheck.proof()) } },
      {
        onSuccess: () => {
          setEmail('');
          toast({ ...NEWSLETTER_TEXT.success, duration: TOAST_DURATION_MS.success });
        },
        onError: (error) => {
          // A rate limit says when to try again (SPEC.md section 8); anything else gets the fixed text.
          const description =
            error instanceof ApiError && error.isRateLimited ? error.message : NEWSLETTER_TEXT.failure.description;
          toast({ title: NEWSLETTER_TEXT.failure.title, description, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      className={tone === 'inverse' ? 'newsletter-form newsletter-form--inverse' : 'newsletter-form'}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Newsletter signup"
    >
      <label className="newsletter-form__label" htmlFor={inputId}>
        {label}
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
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending}
        />
        <button type="submit" className="btn btn--accent newsletter-form__button" disabled={pending}>
          {pending ? (
            <>
              <span className="spinner-inline" aria-hidden="true" />
              Subscribing...
            </>
          ) : (
            'Subscribe'
          )}
        </button>
      </fieldset>
      {botCheck.fields}
    </form>
  );
}
