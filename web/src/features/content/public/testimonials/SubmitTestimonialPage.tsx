import { useState, type FormEvent } from 'react';
import { useCreateTestimonial } from '../../../../api/generated/content/content';
import { SubmitButton, TextAreaField, TextField } from '../../../../components/form/Field';
import { FormControls } from '../../../../components/form/FormControls';
import { fieldErrorsOf } from '../../../../components/form/field-errors';
import { useFieldErrors } from '../../../../components/form/focus-invalid';
import { PATHS } from '../../../../constants/site';
import { RatingField } from './RatingField';
import { ThankYou } from './ThankYou';
import { DEFAULT_RATING, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_TEXT } from './testimonial-texts';
import './testimonials.css';

type Fields = { name: string; company: string; content: string };
const REQUIRED: Record<keyof Fields, string> = {
  name: 'Please enter your name',
  company: 'Please enter your company',
  content: 'Please write your testimonial',
};

/**
 * /submit-testimonial (docs/modules/content.md): name, company, rating (default 5), optional
 * service and the testimonial. Pending while sending; then "Thank You!" or the failure alert.
 */
export function SubmitTestimonialPage() {
  const [fields, setFields] = useState<Fields>({ name: '', company: '', content: '' });
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [service, setService] = useState('');
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const create = useCreateTestimonial();
  const pending = create.isPending;

  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing: Partial<Fields> = {};
    for (const key of Object.keys(REQUIRED) as (keyof Fields)[]) if (!fields[key].trim()) missing[key] = REQUIRED[key];
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setFailed(false);
    create.mutate(
      {
        data: {
          name: fields.name.trim(),
          company: fields.company.trim(),
          content: fields.content.trim(),
          rating: Number(rating),
          image: null,
          serviceCategory: service.trim() || null,
          isActive: true,
        },
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          setFailed(true);
          showErrors(fieldErrorsOf(error));
        },
      },
    );
  };

  return (
    <section className="testimonial-page" aria-labelledby={done ? undefined : 'submit-testimonial-title'}>
      {done ? (
        <ThankYou action={{ label: 'Return Home', to: PATHS.home }}>
          Your testimonial has been received. It will appear on our site once our team has reviewed it.
        </ThankYou>
      ) : (
        <div className="testimonial-card">
          <h1 id="submit-testimonial-title" className="testimonial-card__title">
            Share Your Experience
          </h1>
          <p className="testimonial-card__lead">
            Tell others what it was like to launch and grow your business with us.
          </p>
          <form ref={formRef} noValidate onSubmit={submit} aria-label="Submit a testimonial">
            <FormControls>
              <div className="form-row">
                <TextField
                  label="Your Name"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={TESTIMONIAL_MAX_LENGTH.name}
                  value={fields.name}
                  onValueChange={set('name')}
                  error={errors.name}
                  disabled={pending}
                />
                <TextField
                  label="Company"
                  name="company"
                  autoComplete="organization"
                  required
                  maxLength={TESTIMONIAL_MAX_LENGTH.company}
                  value={fields.company}
                  onValueChange={set('company')}
                  error={errors.company}
                  disabled={pending}
                />
              </div>
              <RatingField value={rating} onValueChange={setRating} disabled={pending} />
              <TextField
                label="Service Used (optional)"
                name="service"
                maxLength={TESTIMONIAL_MAX_LENGTH.service}
                placeholder="e.g. Business Formation"
                value={service}
                onValueChange={setService}
                disabled={pending}
              />
              <TextAreaField
                label="Your Testimonial"
                name="content"
                required
                maxLength={TESTIMONIAL_MAX_LENGTH.content}
                placeholder="What was your experience working with us?"
                value={fields.content}
                onValueChange={set('content')}
                error={errors.content}
                disabled={pending}
              />
              {failed ? (
                <p className="testimonial-card__alert" role="alert">
                  {TESTIMONIAL_TEXT.publicFailure}
                </p>
              ) : null}
              <SubmitButton pending={pending} pendingLabel="Submitting...">
                Submit Testimonial
              </SubmitButton>
            </FormControls>
          </form>
        </div>
      )}
    </section>
  );
}
