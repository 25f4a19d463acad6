import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useConfirmNewsletterSubscription } from '../../../api/generated/newsletter/newsletter';
import { serverMessage } from '../../../components/form/field-errors';
import { RESULT_FOCUS } from '../../../components/form/focus-result';
import { PATHS } from '../../../constants/site';
import { CONFIRM_TEXT } from './newsletter-messages';
import './newsletter.css';

/**
 * /newsletter/confirm?token= (the link of the newsletter's confirmation e-mail): asks for one click before
 * confirming, since mail scanners open links, then posts the token in the request body (never in the
 * API's URL) and shows the outcome: subscribed, or the server's reason (invalid, expired, no longer valid).
 */
export function NewsletterConfirmPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  const token = typeof search.token === 'string' ? search.token : '';
  const confirm = useConfirmNewsletterSubscription();
  const [failure, setFailure] = useState<string | null>(token ? null : CONFIRM_TEXT.invalidLink);

  if (confirm.isSuccess) {
    return (
      <section className="unsubscribe-page" aria-labelledby="newsletter-confirmed-title">
        <div className="unsubscribe-card" role="status">
          <h1 id="newsletter-confirmed-title" className="unsubscribe-card__title" {...RESULT_FOCUS}>
            {CONFIRM_TEXT.doneTitle}
          </h1>
          <p className="unsubscribe-card__lead">{confirm.data.message}</p>
          <Link to={PATHS.blog} className="btn btn--primary btn--block btn--lg">
            Read the blog
          </Link>
        </div>
      </section>
    );
  }

  const submit = () => {
    if (!token || confirm.isPending) return;
    setFailure(null);
    confirm.mutate({ data: { token } }, { onError: (error) => setFailure(serverMessage(error, CONFIRM_TEXT.failure)) });
  };

  return (
    <section className="unsubscribe-page" aria-labelledby="newsletter-confirm-title">
      <div className="unsubscribe-card">
        <h1 id="newsletter-confirm-title" className="unsubscribe-card__title">
          {CONFIRM_TEXT.title}
        </h1>
        <p className="unsubscribe-card__lead">{CONFIRM_TEXT.lead}</p>
        {failure ? (
          <p className="unsubscribe-card__alert" role="alert">
            {failure}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--primary btn--block btn--lg"
          disabled={!token || confirm.isPending}
          onClick={submit}
        >
          {confirm.isPending ? (
            <>
              <span className="spinner-inline" aria-hidden="true" />
              {CONFIRM_TEXT.pending}
            </>
          ) : (
            CONFIRM_TEXT.button
          )}
        </button>
      </div>
    </section>
  );
}
