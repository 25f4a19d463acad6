import { useState, type FormEvent } from 'react';
import { CheckboxField, SelectField, SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { FormControls } from '../../../components/form/FormControls';
import { useBotCheck } from '../../../components/bot-check/BotCheck';
import type { ReschedulePrefillDto } from '../../../api/generated/model';
import { useHydrated } from '../../../lib/hydration';
import {
  useBookingChoices,
  useRefreshSlots,
  useReschedulePrefill,
  useSubmitBooking,
  type BookingChoices,
} from '../booking-api';
import {
  EMPTY_BOOKING,
  prefilledBooking,
  problemsByField,
  rescheduleLinkOf,
  validateBooking,
  withReschedulePrefill,
  type BookingSearch,
  type BookingValues,
} from './booking-form-state';
import { APPROVAL_TEXT, CALENDAR_TEXT, FIELD_LABELS, RESCHEDULE_LINK_TEXT, SUBMIT_LABELS } from './booking-texts';
import { CalendarSection } from './CalendarSection';
import { ServiceCheckboxes } from './ServiceCheckboxes';
import { SubmissionSuccess, useSubmissionResult } from './SubmissionSuccess';
import {
  isSlotTaken,
  showSubmissionFailure,
  showSubmissionSuccess,
  showValidationFailure,
} from './submission-feedback';
import { useProfilePrefill } from './use-profile-prefill';
import { useRescheduleNotice } from './use-reschedule-notice';
import { useSlotChoice } from './use-slot-choice';
import { ContactFields } from './ContactFields';
import './booking.css';

export type BookingKind = 'consultation' | 'inquiry';

const CALENDAR_TITLES = {
  consultation: CALENDAR_TEXT.consultationTitle,
  inquiry: CALENDAR_TEXT.inquiryTitle,
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
 * The consultation and service inquiry forms (docs/modules/bookings.md): one schema, two
 * endpoints. The consultation reads the preselected choices and a reschedule link from `search`; a link
 * fills the form with the booking it moves, read with its token; `onRescheduled` lets the page leave
 * reschedule mode once the booking has moved. Once sent, the form gives its place to the outcome.
 * `headingLevel`: of the calendar section's and the outcome's headings, 2 on a page of its own (under
 * the h1), 3 under /contact's h2.
 */
export function BookingForm({
  kind,
  search = {},
  onRescheduled,
  headingLevel = 3,
}: {
  kind: BookingKind;
  search?: BookingSearch;
  onRescheduled?: () => void;
  headingLevel?: 2 | 3;
}) {
  const choices = useBookingChoices();
  const [values, setValues] = useState<BookingValues>(() =>
    kind === 'consultation' ? prefilledBooking(search) : EMPTY_BOOKING,
  );
  const fromProfile = useProfilePrefill(setValues);
  const [approved, setApproved] = useState(false);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const outcome = useSubmissionResult(formRef);
  const slot = useSlotChoice();
  const submitBooking = useSubmitBooking(kind);
  const botCheck = useBotCheck();
  const refreshSlots = useRefreshSlots();
  const link = kind === 'consultation' ? rescheduleLinkOf(search) : null;
  const prefill = useReschedulePrefill(link, useHydrated());
  const [prefilledFrom, setPrefilledFrom] = useState<ReschedulePrefillDto | null>(null);
  const booking = prefill.data;
  if (booking && booking !== prefilledFrom) {
    // Adjusting state while rendering, once per answer: the booking's fields replace what the form holds.
    setPrefilledFrom(booking);
    setValues((current) => withReschedulePrefill(current, booking));
  }
  // Only a link whose booking was read moves it; a refused one leaves the form to book anew.
  const rescheduling = link !== null && prefill.isSuccess;
  const pending = submitBooking.isPending || botCheck.proving;
  useRescheduleNotice(rescheduling);

  const set =
    <K extends keyof BookingValues>(key: K) =>
    (value: BookingValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateBooking(values);
    showErrors(problemsByField(problems));
    if (problems.length > 0) {
      showValidationFailure(problems, FIELD_LABELS[kind]);
      return;
    }
    submitBooking.mutate(
      {
        values,
        scheduledAt: slot.time,
        reschedule: rescheduling && link ? { oldConsultationId: link.id, rescheduleToken: link.token } : null,
        botCheck: await botCheck.proof(),
      },
      {
        onSuccess: (answer) => {
          showSubmissionSuccess(kind, slot.time ? 'scheduled' : 'unscheduled');
          setValues(fromProfile(EMPTY_BOOKING));
          setApproved(false);
          slot.clear();
          outcome.show({
            kind,
            scheduledAt: answer.scheduledAt,
            meetingLink: answer.meetingLink,
            calendarUrl: answer.calendarUrl,
            feeNote: answer.rescheduleFeeNote ?? null,
          });
          void refreshSlots();
          if (rescheduling) onRescheduled?.();
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          showSubmissionFailure(kind, error);
          if (isSlotTaken(error)) {
            slot.chooseTime(null);
            void refreshSlots();
          }
        },
      },
    );
  };

  if (outcome.result)
    return <SubmissionSuccess result={outcome.result} headingLevel={headingLevel} onAnother={outcome.another} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={SUBMIT_LABELS[kind].idle}
      aria-busy={prefill.isFetching || undefined}
    >
      {link && prefill.isError ? (
        <p className="booking-form__alert" role="alert">
          {serverMessage(prefill.error, RESCHEDULE_LINK_TEXT.failed)} {RESCHEDULE_LINK_TEXT.bookAnew}
        </p>
      ) : null}
      <FormControls>
        <ContactFields values={values} errors={errors} set={set} />
        <ChoiceFields kind={kind} choices={choices} values={values} errors={errors} set={set} />
        <TextAreaField
          label={FIELD_LABELS[kind].message}
          name="message"
          required
          maxLength={5000}
          placeholder="Tell us about your business and goals"
          value={values.message}
          onValueChange={set('message')}
          error={errors.message}
        />
        <CalendarSection
          title={CALENDAR_TITLES[kind]}
          headingLevel={headingLevel}
          date={slot.date}
          time={slot.time}
          onDateChange={slot.chooseDate}
          onTimeChange={slot.chooseTime}
          disabled={pending}
          scrollIntoView={rescheduling}
          terms={rescheduling ? booking?.rescheduleTerms : null}
        />
        {kind === 'consultation' ? (
          <CheckboxField label={APPROVAL_TEXT} name="approval" checked={approved} onCheckedChange={setApproved} />
        ) : null}
        {botCheck.fields}
        <SubmitButton pending={pending} pendingLabel={SUBMIT_LABELS[kind].pending}>
          {SUBMIT_LABELS[kind].idle}
        </SubmitButton>
      </FormControls>
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
          label={FIELD_LABELS[kind].country}
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
          label={FIELD_LABELS[kind].businessType}
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
        label={FIELD_LABELS[kind].budget}
        name="budget"
        required
        placeholder="Select your budget"
        options={optionsWith(choices?.budgets ?? [], values.budget)}
        value={values.budget}
        onValueChange={set('budget')}
        error={errors.budget}
      />
      <ServiceCheckboxes
        legend={FIELD_LABELS[kind].servicesInterested}
        options={withChosen(choices?.services ?? [], values.servicesInterested)}
        value={values.servicesInterested}
        onValueChange={set('servicesInterested')}
        error={errors.servicesInterested}
      />
    </>
  );
}
