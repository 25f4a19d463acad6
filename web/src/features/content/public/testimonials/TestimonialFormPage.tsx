import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useCreateSecureTestimonial, validateFeedbackToken } from '../../../../api/generated/content/content';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '../../../../components/form/Field';
import { errorCodeOf, fieldErrorsOf, serverMessage } from '../../../../components/form/field-errors';
import { useFieldErrors } from '../../../../components/form/focus-invalid';
import { PATHS } from '../../../../constants/site';
import { loginHref, LOGIN_PATH } from '../../../auth/redirect';
import { useCurrentUser } from '../../../auth/use-current-user';
import type { CurrentUserDto, FeedbackContextDto } from '../../../../api/generated/model';
import { RatingField } from './RatingField';
import { ThankYou } from './ThankYou';
import { ApiError } from '../../../../api/http';
import { DEFAULT_RATING, FEEDBACK_LINK_PROBLEMS, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_TEXT } from './testimonial-texts';
import './testimonials.css';

/** The page's own address, to come back to after signing in. */
export const testimonialFormPath = (token: string) => `/testimonial-form?${new URLSearchParams({ token }).toString()}`;

/**
 * /testimonial-form?token= (docs/modules/content.md): the feedback form of a link sent by
 * e-mail. States: missing token, sign-in redirect, loading, a link that cannot be used (used, expired or
 * invalid, each said, with the public form and contact as ways on), a check that failed, form, success.
 */
export function TestimonialFormPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  const token = typeof search.token === 'string' ? search.token.trim() : '';
  const { status, user, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  // A check that changes nothing, but a POST: the token goes in the body, never in a URL the API logs.
  const check = useQuery({
    queryKey: ['/api/testimonials/validate-token', token],
    queryFn: ({ signal }) => validateFeedbackToken({ token }, undefined, signal),
    enabled: signedIn && token !== '',
  });

  useEffect(() => {
    if (token && status === 'unauthenticated') {
      void navigate({ href: loginHref(LOGIN_PATH, testimonialFormPath(token)), replace: true });
    }
  }, [navigate, status, token]);

  if (!token) return <Notice>{TESTIMONIAL_TEXT.missingToken}</Notice>;
  if (status === 'error') {
    return (
      <Notice>
        We could not check your sign-in.{' '}
        <button type="button" className="link-button link-button--inline" onClick={refetch}>
          Try again
        </button>
      </Notice>
    );
  }
  if (status === 'unauthenticated') return <Loading label="Redirecting to login..." />;
  if (status === 'loading' || check.isPending) return <Loading label="Checking your feedback link..." />;
  if (check.isError) {
    // No answer, or the server's own failure: the link may be fine, so the check can be tried again.
    if (!(check.error instanceof ApiError) || check.error.status === 0 || check.error.status >= 500) {
      return (
        <Notice>
          {TESTIMONIAL_TEXT.checkFailed}{' '}
          <button type="button" className="link-button link-button--inline" onClick={() => void check.refetch()}>
            Try again
          </button>
        </Notice>
      );
    }
    return <UnusableLink code={errorCodeOf(check.error)} />;
  }
  return <SecureForm token={token} user={user!} context={check.data.context} />;
}

function SecureForm({ token, user, context }: { token: string; user: CurrentUserDto; context: FeedbackContextDto }) {
  const [company, setCompany] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [content, setContent] = useState('');
  const [consentPublic, setConsentPublic] = useState(false);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submitFeedback = useCreateSecureTestimonial();
  const pending = submitFeedback.isPending;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  const about = context.projectTitle ?? context.invoiceDescription;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!content.trim()) {
      showErrors({ content: 'Please write your feedback' });
      return;
    }
    setFailure(null);
    submitFeedback.mutate(
      {
        data: {
          token,
          content: content.trim(),
          rating: Number(rating),
          consentPublic,
          company: company.trim() || null,
        },
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          setFailure(serverMessage(error, TESTIMONIAL_TEXT.publicFailure));
          showErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  if (done) {
    return (
      <section className="testimonial-page">
        <ThankYou action={{ label: 'Go to Dashboard', to: PATHS.dashboard }}>
          Your feedback has been received. Our team reviews every testimonial before it is published.
        </ThankYou>
      </section>
    );
  }

  return (
    <section className="testimonial-page" aria-labelledby="testimonial-form-title">
      <div className="testimonial-card">
        <h1 id="testimonial-form-title" className="testimonial-card__title">
          Share Your Feedback
        </h1>
        {about ? (
          <p className="testimonial-card__context">
            <span className="testimonial-card__context-label">{context.projectTitle ? 'Project' : 'Invoice'}</span>
            {about}
          </p>
        ) : null}
        <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Share your feedback">
          <div className="form-row">
            <TextField label="Name" name="name" value={name} onValueChange={() => undefined} readOnly />
            <TextField
              label="Company (optional)"
              name="company"
              autoComplete="organization"
              maxLength={TESTIMONIAL_MAX_LENGTH.company}
              value={company}
              onValueChange={(value) => {
                setCompany(value);
                setErrors({});
              }}
              error={errors.company}
              disabled={pending}
            />
          </div>
          <RatingField value={rating} onValueChange={setRating} disabled={pending} />
          <TextAreaField
            label="Your Feedback"
            name="content"
            required
            maxLength={TESTIMONIAL_MAX_LENGTH.content}
            placeholder="How was your experience working with us?"
            value={content}
            onValueChange={(value) => {
              setContent(value);
              setErrors({});
            }}
            error={errors.content}
            disabled={pending}
          />
          <CheckboxField
            label="You may display my feedback publicly on your website"
            checked={consentPublic}
            onCheckedChange={setConsentPublic}
            disabled={pending}
          />
          <p className="testimonial-card__note">{TESTIMONIAL_TEXT.reviewNote}</p>
          {failure ? (
            <p className="testimonial-card__alert" role="alert">
              {failure}
            </p>
          ) : null}
          <SubmitButton pending={pending} pendingLabel="Submitting...">
            Submit Feedback
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}

/** A card with one message (missing token, a check that failed). */
function Notice({ children }: { children: ReactNode }) {
  return (
    <section className="testimonial-page">
      <div className="testimonial-card">
        <h1 className="testimonial-card__title">Share Your Feedback</h1>
        <p className="testimonial-card__alert" role="alert">
          {children}
        </p>
      </div>
    </section>
  );
}

/** A link the API refused: why (used, expired, invalid), and the ways on: the public form or contact. */
function UnusableLink({ code }: { code: string | undefined }) {
  const problem = code ? FEEDBACK_LINK_PROBLEMS[code] : undefined;
  return (
    <section className="testimonial-page">
      <div className="testimonial-card">
        <h1 className="testimonial-card__title">{problem?.title ?? 'Share Your Feedback'}</h1>
        <p className="testimonial-card__alert" role="alert">
          {problem?.text ?? TESTIMONIAL_TEXT.invalidLink}
        </p>
        <div className="testimonial-card__actions">
          <Link to="/submit-testimonial" className="btn btn--primary">
            Share feedback on our public form
          </Link>
          <Link to={PATHS.contact} hash="contact-form" className="btn btn--outline">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <section className="testimonial-page" aria-busy="true">
      <div className="testimonial-card testimonial-card--loading" role="status">
        <span className="spinner-inline" aria-hidden="true" />
        {label}
      </div>
    </section>
  );
}
