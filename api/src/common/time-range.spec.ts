import { dayInZone } from './time-range';

describe('dayInZone', () => {
  it('is the New York day: 03:00 UTC is still the evening before there', () => {
    expect(dayInZone(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toBe('2026-11-29');
    expect(dayInZone(new Date('2026-11-30T05:00:00Z'), 'America/New_York')).toBe('2026-11-30');
  });
});
