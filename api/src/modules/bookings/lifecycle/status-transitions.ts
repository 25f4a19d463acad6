import type { ConsultationStatus, GeneralQuestionStatus, ServiceInquiryStatus } from '../bookings.constants';

/** The three kinds of lead whose status staff change. */
export const BOOKING_KINDS = ['consultation', 'service_inquiry', 'general_question'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * What staff may move a consultation to from each status. `rescheduled` is reached only through the
 * visitor's reschedule (never by staff); declined, cancelled, completed, no-show and rescheduled are final.
 */
export const CONSULTATION_TRANSITIONS: Readonly<Record<ConsultationStatus, readonly ConsultationStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled', 'completed', 'no_show'],
  confirmed: ['cancelled', 'completed', 'no_show'],
  declined: [],
  rescheduled: [],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** A service inquiry moves forward through the sales steps, or is closed at any step. */
export const SERVICE_INQUIRY_TRANSITIONS: Readonly<Record<ServiceInquiryStatus, readonly ServiceInquiryStatus[]>> = {
  pending: ['contacted', 'proposal_sent', 'converted', 'closed'],
  contacted: ['proposal_sent', 'converted', 'closed'],
  proposal_sent: ['converted', 'closed'],
  converted: [],
  closed: [],
};

/** A question is answered, then closed (or closed without an answer, e.g. spam). */
export const GENERAL_QUESTION_TRANSITIONS: Readonly<Record<GeneralQuestionStatus, readonly GeneralQuestionStatus[]>> = {
  pending: ['answered', 'closed'],
  answered: ['closed'],
  closed: [],
};

export const TRANSITIONS: Readonly<Record<BookingKind, Readonly<Record<string, readonly string[]>>>> = {
  consultation: CONSULTATION_TRANSITIONS,
  service_inquiry: SERVICE_INQUIRY_TRANSITIONS,
  general_question: GENERAL_QUESTION_TRANSITIONS,
};

/** Consultation statuses that hold their slot and can still be cancelled or rescheduled by the visitor. */
export const ACTIVE_CONSULTATION_STATUSES: readonly ConsultationStatus[] = ['pending', 'confirmed'];

const LABELS: Record<string, string> = {
  no_show: 'no-show',
  proposal_sent: 'proposal sent',
};
export const statusLabel = (status: string) => LABELS[status] ?? status;

/** Why `from` → `to` is not allowed for `kind`, or null when it is. */
export function transitionError(kind: BookingKind, from: string, to: string): string | null {
  const allowed = TRANSITIONS[kind][from];
  if (!allowed) return `Unknown current status "${from}".`;
  if (allowed.includes(to)) return null;
  if (from === to) return `It is already ${statusLabel(to)}.`;
  if (allowed.length === 0) return `It is ${statusLabel(from)}: its status can no longer change.`;
  return `A ${statusLabel(from)} ${kind.replace('_', ' ')} cannot become ${statusLabel(to)} (allowed: ${allowed
    .map(statusLabel)
    .join(', ')}).`;
}
