import { CONSULTATION_STATUSES } from '../bookings.constants';
import {
  LATE_RESCHEDULE_NOTE,
  LATE_RESCHEDULE_USED_MESSAGE,
  rescheduleDecision,
  RESCHEDULE_FEE_NOTE,
  SAME_DAY_RESCHEDULE_MESSAGE,
} from './reschedule-policy';
import { CONSULTATION_TRANSITIONS, transitionError } from './status-transitions';

describe('consultation status transitions', () => {
  it.each([
    ['pending', 'confirmed'],
    ['pending', 'declined'],
    ['pending', 'cancelled'],
    ['pending', 'completed'],
    ['pending', 'no_show'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'no_show'],
  ])('allows %s -> %s', (from, to) => {
    expect(transitionError('consultation', from, to)).toBeNull();
  });

  it('allows nothing else', () => {
    const allowed = new Set(
      Object.entries(CONSULTATION_TRANSITIONS).flatMap(([f, tos]) => tos.map((t) => `${f}>${t}`)),
    );
    expect(allowed.size).toBe(8);
    for (const from of CONSULTATION_STATUSES) {
      for (const to of CONSULTATION_STATUSES) {
        if (!allowed.has(`${from}>${to}`))
          expect(transitionError('consultation', from, to)).toEqual(expect.any(String));
      }
    }
  });

  it('explains a refusal', () => {
    expect(transitionError('consultation', 'confirmed', 'declined')).toBe(
      'A confirmed consultation cannot become declined (allowed: cancelled, completed, no-show).',
    );
    expect(transitionError('consultation', 'cancelled', 'confirmed')).toBe(
      'It is cancelled: its status can no longer change.',
    );
    expect(transitionError('consultation', 'confirmed', 'confirmed')).toBe('It is already confirmed.');
    expect(transitionError('consultation', 'pending', 'rescheduled')).toMatch(/cannot become rescheduled/);
  });

  it('moves questions and inquiries forward only', () => {
    expect(transitionError('general_question', 'pending', 'answered')).toBeNull();
    expect(transitionError('general_question', 'answered', 'closed')).toBeNull();
    expect(transitionError('general_question', 'answered', 'pending')).toEqual(expect.any(String));
    expect(transitionError('service_inquiry', 'contacted', 'proposal_sent')).toBeNull();
    expect(transitionError('service_inquiry', 'converted', 'closed')).toEqual(expect.any(String));
  });
});

describe('reschedule policy (docs/modules/bookings.md)', () => {
  // 2027-03-16 is a Tuesday; 15:00Z is 11:00 in New York (EDT).
  const at = new Date('2027-03-16T15:00:00Z');
  const hoursBefore = (hours: number) => new Date(at.getTime() - hours * 3_600_000);
  const decide = (
    now: Date,
    previousReschedules = 0,
    status: 'pending' | 'confirmed' | 'no_show' | 'cancelled' = 'confirmed',
    previousLateReschedules = 0,
  ) =>
    rescheduleDecision({
      status,
      scheduledAt: at,
      previousReschedules,
      previousLateReschedules,
      now,
      timeZone: 'America/New_York',
    });

  it('makes the first reschedule more than 24 hours ahead free', () => {
    expect(decide(hoursBefore(25))).toEqual({ allowed: true, feeUsd: 0, feeNote: null, late: false });
  });

  it('charges $50 within 24 hours (not the same day) and for every later reschedule', () => {
    // 23 hours before: 12:00 New York the day before.
    expect(decide(hoursBefore(23))).toEqual({ allowed: true, feeUsd: 50, feeNote: LATE_RESCHEDULE_NOTE, late: true });
    expect(decide(hoursBefore(72), 1)).toEqual({
      allowed: true,
      feeUsd: 50,
      feeNote: RESCHEDULE_FEE_NOTE,
      late: false,
    });
    expect(RESCHEDULE_FEE_NOTE).toContain('$50');
    expect(LATE_RESCHEDULE_NOTE).toContain('$50');
  });

  it('allows one reschedule within 24 hours: a chain already moved that late is refused, earlier it may move', () => {
    // Moved early before: the one late reschedule is still there.
    expect(decide(hoursBefore(23), 2)).toMatchObject({ allowed: true, late: true });
    expect(decide(hoursBefore(23), 1, 'confirmed', 1)).toEqual({
      allowed: false,
      message: LATE_RESCHEDULE_USED_MESSAGE,
    });
    expect(decide(hoursBefore(25), 1, 'confirmed', 1)).toMatchObject({ allowed: true, feeUsd: 50, late: false });
  });

  it('refuses a same-day reschedule as a cancellation, judged in New York', () => {
    // 08:00 New York the same day (12:00Z).
    expect(decide(hoursBefore(3))).toEqual({ allowed: false, message: SAME_DAY_RESCHEDULE_MESSAGE });
    // 23:30 New York the day before is 03:30Z the same UTC day: still not "same day".
    expect(decide(new Date('2027-03-16T03:30:00Z')).allowed).toBe(true);
  });

  it('refuses past, missed and finished bookings', () => {
    expect(decide(new Date(at.getTime() + 60_000)).allowed).toBe(false);
    expect(decide(hoursBefore(48), 0, 'no_show')).toEqual({
      allowed: false,
      message: 'A missed consultation (no-show) cannot be rescheduled.',
    });
    expect(decide(hoursBefore(48), 0, 'cancelled').allowed).toBe(false);
  });
});
