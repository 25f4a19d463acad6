import { defineEvent } from '../../infrastructure/events/domain-event';

/** A visitor booked a consultation (a reschedule is ConsultationRescheduled, not a new booking). */
export type ConsultationBookedPayload = {
  consultationId: string;
  /** The visitor's account, when they were signed in. */
  userId: string | null;
  /** ISO 8601; null for a consultation asked for without a time. */
  scheduledAt: string | null;
};
export const ConsultationBooked = defineEvent<ConsultationBookedPayload>('bookings.consultation-booked');

/** Why a consultation was cancelled: by the visitor's link, by staff, released with a flood, or unpaid. */
export const CONSULTATION_CANCELLATION_CAUSES = ['visitor', 'staff', 'released', 'unpaid'] as const;
export type ConsultationCancellationCause = (typeof CONSULTATION_CANCELLATION_CAUSES)[number];

/** A pending or confirmed consultation was cancelled; its slot is free again. */
export type ConsultationCancelledPayload = {
  consultationId: string;
  userId: string | null;
  scheduledAt: string | null;
  cause: ConsultationCancellationCause;
};
export const ConsultationCancelled = defineEvent<ConsultationCancelledPayload>('bookings.consultation-cancelled');

/**
 * The visitor moved a consultation through their reschedule link: the old booking is final (`rescheduled`)
 * and a new one, pending, holds the new time; `feeCents` is the rescheduling fee it costs (0 when free).
 */
export type ConsultationRescheduledPayload = {
  consultationId: string;
  previousConsultationId: string;
  userId: string | null;
  scheduledAt: string | null;
  previousScheduledAt: string | null;
  feeCents: number;
};
export const ConsultationRescheduled = defineEvent<ConsultationRescheduledPayload>('bookings.consultation-rescheduled');
