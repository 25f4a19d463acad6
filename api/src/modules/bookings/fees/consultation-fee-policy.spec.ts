import {
  deadlineReminderAt,
  paymentDeadline,
  refundsOnCancellation,
  rescheduleFeeDueDate,
  unpaidCancellationHorizon,
} from './consultation-fee-policy';

const at = (iso: string) => new Date(iso);
const start = at('2031-03-12T15:00:00Z');

describe('consultation fee policy', () => {
  it('makes the fee due 2 hours before the start, or at once when confirmed later', () => {
    expect(paymentDeadline(start, at('2031-03-01T00:00:00Z'))).toEqual(at('2031-03-12T13:00:00Z'));
    expect(paymentDeadline(start, at('2031-03-12T14:00:00Z'))).toEqual(at('2031-03-12T14:00:00Z'));
  });

  it('reminds 24 hours before the deadline, or 3 hours before when booked late', () => {
    const deadline = at('2031-03-12T13:00:00Z');
    expect(deadlineReminderAt(deadline, at('2031-03-01T00:00:00Z'))).toEqual(at('2031-03-11T13:00:00Z'));
    expect(deadlineReminderAt(deadline, at('2031-03-11T20:00:00Z'))).toEqual(at('2031-03-12T10:00:00Z'));
  });

  it('cancels unpaid consultations starting within 30 minutes', () => {
    expect(unpaidCancellationHorizon(at('2031-03-12T14:30:00Z'))).toEqual(start);
  });

  it('refunds a visitor cancelling more than 24 hours ahead, not later; always when we cancel', () => {
    expect(refundsOnCancellation(start, at('2031-03-11T14:59:00Z'), true)).toBe(true);
    expect(refundsOnCancellation(start, at('2031-03-11T15:00:00Z'), true)).toBe(false);
    expect(refundsOnCancellation(start, at('2031-03-12T14:00:00Z'), false)).toBe(true);
  });

  it('makes a rescheduling fee due by the new time, or in 7 days without one', () => {
    expect(rescheduleFeeDueDate(start, at('2031-03-01T00:00:00Z'))).toEqual(at('2031-03-12T13:00:00Z'));
    expect(rescheduleFeeDueDate(null, at('2031-03-01T00:00:00Z'))).toEqual(at('2031-03-08T00:00:00Z'));
  });
});
