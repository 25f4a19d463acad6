import { useState, type FormEvent } from 'react';
import { CheckboxField, SelectField, SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf } from '../../../components/form/field-errors';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import { useBookingChoices, useRefreshSlots, useSubmitBooking, type BookingChoices } from '../booking-api';
import {
  EMPTY_BOOKING,
  isRescheduling,
  prefilledBooking,
  problemsByField,
  validateBooking,
  type BookingSearch,
  type BookingValues,
} from './booking-form-state';
import { APPROVAL_TEXT, CALENDAR_TEXT, SUBMIT_LABELS } from './booking-texts';
import { CalendarSection } from './CalendarSection';
import { MeetingLink } from './MeetingLink';
import { ServiceCheckboxes } from './ServiceCheckboxes';
import {
  isSlotTaken,
  showSubmissionFailure,
  showSubmissionSuccess,
  showValidationFailure,
} from './submission-feedback';
import { useRescheduleNotice } from './use-reschedule-notice';
import { useSlotChoice } from './use-slot-choice';
import { ContactFields } from './ContactFields';
import './booking.css';

export type BookingKind = 'consultation' | 'inquiry';

const LABELS = {
  consultation: { businessType: 'Where are you at?', calendar: CALENDAR_TEXT.consultationTitle },
  inquiry: { businessType: 'Business Type', calendar: CALENDAR_TEXT.inquiryTitle },
} as const;

/** The list plus chosen (prefilled) values it lacks, so what will be sent is always visible. */
const withChosen = (values: readonly string[], chosen: readonly string[]) => [
  ...values,
  ...chosen.filter((value) => !values.includes(value)),
];

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const optionsWith = (values: readonly string[], current: string) =>
  asOptions(withChosen(values, current ? [current] : []));

/**
 * The consultation and service inquiry forms (SPEC.md sections 2, 3, 5 and 8): one schema, two
 * endpoints. The consultation reads the prefill parameters and the reschedule mode from `search`;
 * `onRescheduled` lets the page leave reschedule mode once the booking has moved.
 */
export function BookingForm({
  kind,
  search = {},
  onRescheduled,
}: {
  kind: BookingKind;
  search?: BookingSearch;
  onRescheduled?: () => void;
}) {
  const choices = useBookingChoices();
  const [values, setValues] = useState<BookingValues>(() =>
    kind === 'consultation' ? prefilledBooking(search) : EMPTY_BOOKING,
  );
  const [approved, setApproved] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [meetingLink, setMeetingLink] = useState<string | null>(null);
  const slot = useSlotChoice();
  const submitBooking = useSubmitBooking(kind);
  const botCheck = useBotCheck();
  const refreshSlots = useRefreshSlots();
  const rescheduling = kind === 'consultation' && isRescheduling(search);
  const pending = submitBooking.isPending || botCheck.proving;
  useRescheduleNotice(rescheduling);

  const set =
    <K extends keyof BookingValues>(key: K) =>
    (value: BookingValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateBooking(values);
    setErrors(problemsByField(problems));
    if (problems.length > 0) {
      showValidationFailure(problems);
      return;
    }
    submitBooking.mutate(
      {
        values,
        scheduledAt: slot.time,
        reschedule:
          rescheduling && search.id ? { oldConsultationId: search.id, rescheduleToken: search.token ?? null } : null,
        botCheck: await botCheck.proof(),
      },
      {
        onSuccess: (answer) => {
          showSubmissionSuccess(kind, slot.time ? 'scheduled' : 'unscheduled');
          setValues(EMPTY_BOOKING);
          setApproved(false);
          slot.clear();
          setMeetingLink(answer.meetingLink ?? null);
          void refreshSlots();
          if (rescheduling) onRescheduled?.();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          showSubmissionFailure(kind, error);
          if (isSlotTaken(error)) {
            slot.chooseTime(null);
            void refreshSlots();
          }
        },
      },
    );
  };

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={SUBMIT_LABELS[kind].idle}
    >
      {meetingLink ? <MeetingLink href={meetingLink} /> : null}
      <ContactFields values={values} errors={errors} set={set} />
      <ChoiceFields kind={kind} choices={choices} values={values} errors={errors} set={set} />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        placeholder="Tell us about your business and goals"
        value={values.message}
        onValueChange={set('message')}
        error={errors.message}
      />
      <CalendarSection
        title={LABELS[kind].calendar}
        date={slot.date}
        time={slot.time}
        onDateChange={slot.chooseDate}
        onTimeChange={slot.chooseTime}
        disabled={pending}
        scrollIntoView={rescheduling}
      />
      {kind === 'consultation' ? (
        <CheckboxField label={APPROVAL_TEXT} name="approval" checked={approved} onCheckedChange={setApproved} />
      ) : null}
      {botCheck.fields}
      <SubmitButton pending={pending} pendingLabel={SUBMIT_LABELS[kind].pending}>
        {SUBMIT_LABELS[kind].idle}
      </SubmitButton>
    </form>
  );
}

function ChoiceFields({
  kind,
  choices,
  values,
  errors,
  set,
}: {
  kind: BookingKind;
  choices: BookingChoices | undefined;
  values: BookingValues;
  errors: Partial<Record<string, string>>;
  set: <K extends keyof BookingValues>(key: K) => (value: BookingValues[K]) => void;
}) {
  const businessTypes = kind === 'consultation' ? choices?.stages : choices?.businessTypes;
  return (
    <>
      <div className="form-row">
        <SelectField
          label="Country"
          name="country"
          autoComplete="country-name"
          required
          placeholder="Select your country"
          options={optionsWith(choices?.countries ?? [], values.country)}
          value={values.country}
          onValueChange={set('country')}
          error={errors.country}
        />
        <SelectField
          label={LABELS[kind].businessType}
          name="businessType"
          required
          placeholder="Select an option"
          options={optionsWith(businessTypes ?? [], values.businessType)}
          value={values.businessType}
          onValueChange={set('businessType')}
          error={errors.businessType}
        />
      </div>
      <SelectField
        label="Budget"
        name="budget"
        required
        placeholder="Select your budget"
        options={optionsWith(choices?.budgets ?? [], values.budget)}
        value={values.budget}
        onValueChange={set('budget')}
        error={errors.budget}
      />
      <ServiceCheckboxes
        legend="Services you're interested in"
        options={withChosen(choices?.services ?? [], values.servicesInterested)}
        value={values.servicesInterested}
        onValueChange={set('servicesInterested')}
        error={errors.servicesInterested}
      />
    </>
  );
}
