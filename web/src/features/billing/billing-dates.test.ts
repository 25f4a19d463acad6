import { billingDate, businessDayKey, endOfBusinessDay } from './billing-dates';

describe('billing dates (the business days of America/New_York)', () => {
  it('ends a due day at its last millisecond in New York, daylight saving or not', () => {
    expect(endOfBusinessDay('2026-01-15')).toBe('2026-01-16T04:59:59.999Z');
    expect(endOfBusinessDay('2026-03-31')).toBe('2026-04-01T03:59:59.999Z');
    // The day clocks go forward (March 8, 2026) ends on daylight time.
    expect(endOfBusinessDay('2026-03-08')).toBe('2026-03-09T03:59:59.999Z');
  });

  it('reads an instant as the New York day', () => {
    expect(businessDayKey(Date.parse('2026-04-01T03:59:59.999Z'))).toBe('2026-03-31');
    expect(billingDate('2026-04-01T03:59:59.999Z')).toBe('March 31, 2026');
    expect(billingDate(null)).toBe('—');
  });
});
