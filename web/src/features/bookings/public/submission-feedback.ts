import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/form/field-errors';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { trackEvent } from '../../../lib/analytics';
import { FAILURE_TOASTS, SUCCESS_TOASTS } from './booking-texts';
import { validationToast, type FieldProblem } from './booking-form-state';

export type SubmissionKind = keyof typeof SUCCESS_TOASTS;

/** "Form Validation Failed" with every problem named by its visible label, for 8 s (docs/modules/bookings.md). */
export function showValidationFailure<Field extends string>(
  problems: readonly FieldProblem<Field>[],
  labels: Readonly<Record<Field, string>>,
): void {
  toast({
    ...validationToast(problems, labels),
    variant: 'destructive',
    duration: TOAST_DURATION_MS.validationFailure,
  });
}

const EVENT_LABELS: Record<SubmissionKind, string> = {
  consultation: 'Consultation Booked',
  inquiry: 'Service Inquiry Submitted',
  question: 'Quick Question Submitted',
};

/** The success toast for 5 s, then the analytics event (whose failure is only logged). */
export function showSubmissionSuccess(kind: SubmissionKind, value?: string): void {
  toast({ ...SUCCESS_TOASTS[kind], duration: TOAST_DURATION_MS.success });
  trackEvent({ category: 'lead', label: EVENT_LABELS[kind], value });
}

/** A 409: the chosen slot was taken meanwhile. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * The failure toast of a submission (docs/modules/bookings.md). A consultation shows its fixed text unless the server
 * names the problem (409, 429); an inquiry or question shows the server's message or its fallback.
 */
export function showSubmissionFailure(kind: SubmissionKind, error: unknown): void {
  const { title, description } = FAILURE_TOASTS[kind];
  const named = isSlotTaken(error) || (error instanceof ApiError && error.status === 429);
  toast({
    title,
    description: kind === 'consultation' && !named ? description : serverMessage(error, description),
    variant: 'destructive',
  });
}
