import { addDays, dayBounds, dayOf, fromDateKey, isoInstant } from './date-range';

const at = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('date-range filters (staff pick days; the URL and the API hold instants)', () => {
  it('turns a day range into inclusive instants and back', () => {
    const bounds = dayBounds('2030-03-01', '2030-03-02');
    expect(bounds).toEqual({ from: at(2030, 3, 1), to: new Date(new Date(2030, 2, 3).getTime() - 1).toISOString() });
    expect(dayOf(bounds.from)).toBe('2030-03-01');
    expect(dayOf(bounds.to)).toBe('2030-03-02');
    expect(dayBounds(undefined, 'nonsense')).toEqual({ from: undefined, to: undefined });
  });

  it('reads only real days, and counts calendar days', () => {
    expect(fromDateKey('2030-02-30')).toBeUndefined();
    expect(fromDateKey('30-02-2030')).toBeUndefined();
    expect(dayOf(addDays(fromDateKey('2030-12-31')!, 1).toISOString())).toBe('2031-01-01');
  });

  it('keeps an instant from the URL only when it is a whole ISO 8601 instant', () => {
    expect(isoInstant('2030-03-01T05:00:00.000Z')).toBe('2030-03-01T05:00:00.000Z');
    expect(isoInstant('2030-03-01T05:00+02:00')).toBe('2030-03-01T05:00+02:00');
    expect([isoInstant('2030-03-01'), isoInstant('2030-13-40T99:00Z'), isoInstant(12)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
