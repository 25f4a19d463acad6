import { useId, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { RESULT_FOCUS } from '../../../components/form/focus-result';
import { dateButtonParts, slotTimeLabel } from './calendar-dates';
import { ANOTHER_SUBMISSION_LABELS, SUCCESS_TOASTS } from './booking-texts';
import { MeetingLink } from './MeetingLink';
import type { SubmissionKind } from './submission-feedback';

export interface SubmissionResult {
  kind: SubmissionKind;
  /** ISO start of the call asked for, if any. */
  scheduledAt: string | null;
  meetingLink: string | null;
  /** The booked consultation as a calendar file ("Add to calendar"), when it has a time. */
  calendarUrl: string | null;
  /** The $50 reschedule fee's note, when this booking moved one that costs it. */
  feeNote: string | null;
}

/**
 * A form's outcome: `show` it in the form's place; `another` brings the form back (`formRef`) with focus
 * on its first field, where the focused outcome was.
 */
export function useSubmissionResult(formRef: RefObject<HTMLFormElement | null>) {
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const another = () => {
    flushSync(() => setResult(null));
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };
  return { result, show: setResult, another };
}

/** "Monday, November 24 at 2:30 PM", in the visitor's zone, as the calendar offered it. */
function callTime(iso: string): string {
  return `${dateButtonParts(new Date(iso)).full} at ${slotTimeLabel(iso)}`;
}

/**
 * What a sent form shows in its place: the outcome where the visitor is (issue 21), focused so that the
 * page and screen readers land on it, with the call's time and meeting link when one was booked.
 */
export function SubmissionSuccess({
  result,
  headingLevel,
  onAnother,
}: {
  result: SubmissionResult;
  headingLevel: 2 | 3;
  onAnother: () => void;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { title, description } = SUCCESS_TOASTS[result.kind];
  return (
    <section className="submission-success" aria-labelledby={headingId}>
      <Heading id={headingId} className="submission-success__title" {...RESULT_FOCUS}>
        {title}
      </Heading>
      <p>{description}</p>
      {result.scheduledAt ? (
        <p>
          Requested time: <strong>{callTime(result.scheduledAt)}</strong>
        </p>
      ) : null}
      {result.meetingLink ? <MeetingLink href={result.meetingLink} /> : null}
      {result.calendarUrl ? (
        <a className="btn btn--outline" href={result.calendarUrl} download="consultation.ics">
          Add to calendar
        </a>
      ) : null}
      {result.feeNote ? <p>{result.feeNote}</p> : null}
      <button type="button" className="btn btn--outline" onClick={onAnother}>
        {ANOTHER_SUBMISSION_LABELS[result.kind]}
      </button>
    </section>
  );
}
