import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { useCancelConsultationByLink } from '../../../api/generated/consultations/consultations';
import { PATHS } from '../../../constants/site';
import { RESULT_FOCUS } from '../../../components/form/focus-result';
import '../../notifications/public/newsletter.css';

const INVALID_LINK = 'This link is invalid.';
const FAILURE = 'Something went wrong. Please try again or contact us.';

/** The server's own message (invalid, expired, already cancelled), else a generic one. */
const messageOf = (error: unknown) => {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : FAILURE;
};

/**
 * /cancel-consultation?id=&token= (the cancel link of the visitor's consultation e-mails): asks before
 * cancelling, since mail scanners open links; the signed token is the only credential.
 */
export function CancelConsultationPage() {
  const search: { id?: unknown; token?: unknown } = useSearch({ strict: false });
  const id = typeof search.id === 'string' ? search.id : '';
  const token = typeof search.token === 'string' ? search.token : '';
  const cancel = useCancelConsultationByLink();
  const [failure, setFailure] = useState<string | null>(id && token ? null : INVALID_LINK);

  if (cancel.isSuccess) {
    return (
      <section className="unsubscribe-page" aria-labelledby="cancel-done-title">
        <div className="unsubscribe-card" role="status">
          <h1 id="cancel-done-title" className="unsubscribe-card__title" {...RESULT_FOCUS}>
            Your consultation is cancelled
          </h1>
          <p className="unsubscribe-card__lead">{cancel.data.message}</p>
          <Link to={PATHS.consultation} className="btn btn--primary btn--block btn--lg">
            Book another time
          </Link>
        </div>
      </section>
    );
  }

  const submit = () => {
    if (!id || !token || cancel.isPending) return;
    setFailure(null);
    cancel.mutate({ id, data: { token } }, { onError: (error) => setFailure(messageOf(error)) });
  };

  return (
    <section className="unsubscribe-page" aria-labelledby="cancel-title">
      <div className="unsubscribe-card">
        <h1 id="cancel-title" className="unsubscribe-card__title">
          Cancel your consultation
        </h1>
        <p className="unsubscribe-card__lead">
          Cancelling frees your time slot. More than 24 hours ahead you get a full refund; within 24 hours no refund is
          given.
        </p>
        {failure ? (
          <p className="unsubscribe-card__alert" role="alert">
            {failure}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--primary btn--block btn--lg"
          disabled={!id || !token || cancel.isPending}
          onClick={submit}
        >
          {cancel.isPending ? (
            <>
              <span className="spinner-inline" aria-hidden="true" />
              Cancelling...
            </>
          ) : (
            'Cancel My Consultation'
          )}
        </button>
      </div>
    </section>
  );
}
