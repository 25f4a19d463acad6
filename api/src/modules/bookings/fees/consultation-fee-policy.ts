/**
 * The rules for paid consultations (docs/modules/bookings.md) (CONSULTATION_FEE_CENTS > 0), as pure functions of the
 * booked time and the moment they are applied.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The fee is due this long before the consultation starts (the terms: "at least 2 hours before"). */
export const PAYMENT_DUE_BEFORE_START_MS = 2 * HOUR;
/** An unpaid consultation is cancelled this long before it starts. */
export const UNPAID_CANCELLATION_BEFORE_START_MS = 30 * MINUTE;
/** Cancelled more than this long ahead, a paid fee is refunded in full; later, not at all. */
export const FULL_REFUND_BEFORE_START_MS = 24 * HOUR;
/**
 * The payment reminder goes 24 hours before the deadline; a consultation confirmed later than that (booked
 * late) gets it 3 hours before the deadline instead, and none when that too has passed.
 */
export const DEADLINE_REMINDER_BEFORE_MS = 24 * HOUR;
export const LATE_DEADLINE_REMINDER_BEFORE_MS = 3 * HOUR;
/** A second reschedule, or one made within 24 hours of the start, costs this much (cents). */
export const CONSULTATION_RESCHEDULE_FEE_CENTS = 50_00;
/** A rescheduling fee of a booking without a time is due this many days after the reschedule. */
export const UNSCHEDULED_FEE_DUE_DAYS = 7;

/** When the fee of a consultation starting at `start` is due: 2 hours before, or now when that has passed. */
export const paymentDeadline = (start: Date, now: Date): Date =>
  new Date(Math.max(start.getTime() - PAYMENT_DUE_BEFORE_START_MS, now.getTime()));

/** When the reminder before `deadline` goes out (possibly already past: then none is planned). */
export const deadlineReminderAt = (deadline: Date, now: Date): Date => {
  const early = deadline.getTime() - DEADLINE_REMINDER_BEFORE_MS;
  return new Date(early > now.getTime() ? early : deadline.getTime() - LATE_DEADLINE_REMINDER_BEFORE_MS);
};

/** When a consultation starting at `start` is cancelled if its fee is still unpaid. */
export const unpaidCancellationAt = (start: Date): Date =>
  new Date(start.getTime() - UNPAID_CANCELLATION_BEFORE_START_MS);

/** Consultations starting at or before this moment are cancelled when still unpaid. */
export const unpaidCancellationHorizon = (now: Date): Date =>
  new Date(now.getTime() + UNPAID_CANCELLATION_BEFORE_START_MS);

/**
 * Whether a paid fee goes back when the consultation is cancelled: always when we call it off, and when the
 * visitor does more than 24 hours ahead (the refund policy: less than 24 hours before, no refund; docs/modules/bookings.md).
 */
export const refundsOnCancellation = (start: Date | null, now: Date, byVisitor: boolean): boolean =>
  !byVisitor || start === null || start.getTime() - now.getTime() > FULL_REFUND_BEFORE_START_MS;

/** When a rescheduling fee is due: by the new time's payment deadline, or in 7 days for a booking without one. */
export const rescheduleFeeDueDate = (newStart: Date | null, now: Date): Date =>
  newStart ? paymentDeadline(newStart, now) : new Date(now.getTime() + UNSCHEDULED_FEE_DUE_DAYS * 24 * HOUR);
