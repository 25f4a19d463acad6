import { useState, type FormEvent } from 'react';
import { SelectField, SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf } from '../../../components/form/field-errors';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import { useBookingChoices, useSubmitQuestion } from '../booking-api';
import { EMPTY_QUESTION, problemsByField, validateQuestion, type QuestionValues } from './booking-form-state';
import { SUBMIT_LABELS } from './booking-texts';
import { showSubmissionFailure, showSubmissionSuccess, showValidationFailure } from './submission-feedback';
import { ContactFields } from './ContactFields';
import './booking.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The quick question form (SPEC.md sections 2, 3, 5 and 8). */
export function QuickQuestionForm() {
  const choices = useBookingChoices();
  const [values, setValues] = useState<QuestionValues>(EMPTY_QUESTION);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const submitQuestion = useSubmitQuestion();
  const botCheck = useBotCheck();
  const pending = submitQuestion.isPending || botCheck.proving;

  const set = (key: keyof QuestionValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateQuestion(values);
    setErrors(problemsByField(problems));
    if (problems.length > 0) {
      showValidationFailure(problems);
      return;
    }
    submitQuestion.mutate(values, await botCheck.proof(), {
      onSuccess: () => {
        showSubmissionSuccess('question');
        setValues(EMPTY_QUESTION);
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        showSubmissionFailure('question', error);
      },
    });
  };

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={SUBMIT_LABELS.question.idle}
    >
      <ContactFields values={values} errors={errors} set={set} />
      <div className="form-row">
        <SelectField
          label="Country"
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
          label="Service"
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
        label="Your Question"
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
    </form>
  );
}
