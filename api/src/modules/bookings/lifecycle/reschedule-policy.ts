import { CONSULTATION_RESCHEDULE_FEE_CENTS } from '../fees/consultation-fee-policy';
import type { ConsultationStatus } from '../bookings.constants';
import { dayInZone } from '../../../common/time-range';
import { ACTIVE_CONSULTATION_STATUSES } from './status-transitions';

/** Reschedules after the first free one (or any within 24 hours) cost this much (docs/modules/bookings.md). */
export const RESCHEDULE_FEE_USD = CONSULTATION_RESCHEDULE_FEE_CENTS / 100;
/** The first reschedule is free only when made more than this many hours ahead. */
export const FREE_RESCHEDULE_HOURS = 24;

export const RESCHEDULE_FEE_NOTE =
  `A $${RESCHEDULE_FEE_USD} rescheduling fee applies to this change: only a first reschedule made more than ` +
  `${FREE_RESCHEDULE_HOURS} hours ahead is free.`;
/** A reschedule less than 24 hours ahead: allowed once, for the fee (the refund policy). */
export const LATE_RESCHEDULE_NOTE =
  `A $${RESCHEDULE_FEE_USD} rescheduling fee applies to this change. Less than ${FREE_RESCHEDULE_HOURS} hours ` +
  'before a consultation, one reschedule is allowed: once moved this late, it cannot be moved again less than ' +
  `${FREE_RESCHEDULE_HOURS} hours before its time.`;
/** What the reschedule form says before a time is picked when the move costs nothing. */
export const FREE_RESCHEDULE_NOTE = `This reschedule is free: it is the first, made more than ${FREE_RESCHEDULE_HOURS} hours ahead.`;
/** The refusal of a second reschedule less than 24 hours ahead in one chain (409 RESCHEDULE_REFUSED). */
export const LATE_RESCHEDULE_USED_MESSAGE =
  `This consultation was already rescheduled once less than ${FREE_RESCHEDULE_HOURS} hours before its time, ` +
  'and only one such reschedule is allowed, so it cannot be moved again now. Please cancel it and book a new ' +
  'consultation, or contact us.';
export const SAME_DAY_RESCHEDULE_MESSAGE =
  'A same-day reschedule is treated as a cancellation, so this consultation can no longer be moved. ' +
  'Please cancel it and book a new consultation, or contact us.';

export type RescheduleDecision =
  | {
      allowed: true;
      feeUsd: number;
      feeNote: string | null;
      /** Less than 24 hours before the booked time: the one late reschedule of the chain. */
      late: boolean;
    }
  | { allowed: false; message: string };

export interface RescheduleInput {
  status: ConsultationStatus;
  scheduledAt: Date | null;
  /** How many times the booking being moved was itself the result of a reschedule. */
  previousReschedules: number;
  /** How many of those were made less than 24 hours before the time they replaced. */
  previousLateReschedules: number;
  now: Date;
  /** "Same day" is judged on the business's calendar (BUSINESS_TIME_ZONE). */
  timeZone: string;
}

/** The reschedule rules (docs/modules/bookings.md) applied to one booking at one moment. */
export function rescheduleDecision(input: RescheduleInput): RescheduleDecision {
  const { status, scheduledAt, previousReschedules, previousLateReschedules, now, timeZone } = input;
  if (status === 'no_show')
    return { allowed: false, message: 'A missed consultation (no-show) cannot be rescheduled.' };
  if (!ACTIVE_CONSULTATION_STATUSES.includes(status)) {
    return {
      allowed: false,
      message: `This consultation is ${status.replace('_', ' ')} and can no longer be rescheduled.`,
    };
  }
  if (scheduledAt) {
    if (scheduledAt.getTime() <= now.getTime()) {
      return { allowed: false, message: 'This consultation has already started and can no longer be rescheduled.' };
    }
    if (dayInZone(scheduledAt, timeZone) === dayInZone(now, timeZone)) {
      return { allowed: false, message: SAME_DAY_RESCHEDULE_MESSAGE };
    }
  }
  const hoursAhead = scheduledAt ? (scheduledAt.getTime() - now.getTime()) / 3_600_000 : Infinity;
  const late = hoursAhead <= FREE_RESCHEDULE_HOURS;
  if (late && previousLateReschedules > 0) return { allowed: false, message: LATE_RESCHEDULE_USED_MESSAGE };
  if (late) return { allowed: true, feeUsd: RESCHEDULE_FEE_USD, feeNote: LATE_RESCHEDULE_NOTE, late };
  return previousReschedules === 0
    ? { allowed: true, feeUsd: 0, feeNote: null, late }
    : { allowed: true, feeUsd: RESCHEDULE_FEE_USD, feeNote: RESCHEDULE_FEE_NOTE, late };
}
