import { useState, type FormEvent } from 'react';
import { SelectField, SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { FormControls } from '../../../components/form/FormControls';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import { useBookingChoices, useSubmitQuestion } from '../booking-api';
import { EMPTY_QUESTION, problemsByField, validateQuestion, type QuestionValues } from './booking-form-state';
import { FIELD_LABELS, SUBMIT_LABELS } from './booking-texts';
import { showSubmissionFailure, showSubmissionSuccess, showValidationFailure } from './submission-feedback';
import { ContactFields } from './ContactFields';
import { useProfilePrefill } from './use-profile-prefill';
import { SubmissionSuccess, useSubmissionResult } from './SubmissionSuccess';
import './booking.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The quick question form (docs/modules/bookings.md); once sent, it gives its place to the outcome,
 * whose heading is at `headingLevel` (2 on a page of its own, 3 under /contact's h2).
 */
export function QuickQuestionForm({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const choices = useBookingChoices();
  const [values, setValues] = useState<QuestionValues>(EMPTY_QUESTION);
  const fromProfile = useProfilePrefill(setValues);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const outcome = useSubmissionResult(formRef);
  const submitQuestion = useSubmitQuestion();
  const botCheck = useBotCheck();
  const pending = submitQuestion.isPending || botCheck.proving;

  const set = (key: keyof QuestionValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateQuestion(values);
    showErrors(problemsByField(problems));
    if (problems.length > 0) {
      showValidationFailure(problems, FIELD_LABELS.question);
      return;
    }
    submitQuestion.mutate(values, await botCheck.proof(), {
      onSuccess: () => {
        showSubmissionSuccess('question');
        setValues(fromProfile(EMPTY_QUESTION));
        outcome.show({ kind: 'question', scheduledAt: null, meetingLink: null, calendarUrl: null, feeNote: null });
      },
      onError: (error) => {
        showErrors(fieldErrorsOf(error));
        showSubmissionFailure('question', error);
      },
    });
  };

  if (outcome.result)
    return <SubmissionSuccess result={outcome.result} headingLevel={headingLevel} onAnother={outcome.another} />;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={SUBMIT_LABELS.question.idle}>
      <FormControls>
        <ContactFields values={values} errors={errors} set={set} />
        <div className="form-row">
          <SelectField
            label={FIELD_LABELS.question.country}
            name="country"
            autoComplete="country-name"
            required
            placeholder="Select your country"
            options={asOptions(choices?.countries ?? [])}
            value={values.country}
            onValueChange={set('country')}
            error={errors.country}
          />
          <SelectField
            label={FIELD_LABELS.question.serviceQuestion}
            name="serviceQuestion"
            required
            placeholder="Select a service"
            options={asOptions(choices?.questionTopics ?? [])}
            value={values.serviceQuestion}
            onValueChange={set('serviceQuestion')}
            error={errors.serviceQuestion}
          />
        </div>
        <TextAreaField
          label={FIELD_LABELS.question.message}
          name="message"
          required
          maxLength={5000}
          value={values.message}
          onValueChange={set('message')}
          error={errors.message}
        />
        {botCheck.fields}
        <SubmitButton pending={pending} pendingLabel={SUBMIT_LABELS.question.pending}>
          {SUBMIT_LABELS.question.idle}
        </SubmitButton>
      </FormControls>
    </form>
  );
}
