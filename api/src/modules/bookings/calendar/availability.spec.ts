import {
  BusinessHours,
  bookableDates,
  CalendarState,
  checkSlot,
  freeSlots,
  isCalendarDate,
  slotsOfDate,
} from './availability';
import { formatInZone } from '../../../common/time-zones';

const HOURS: BusinessHours = {
  timeZone: 'America/New_York',
  start: '09:00',
  end: '18:00',
  slotMinutes: 30,
  windowWeekdays: 14,
};

/** A state seen at `now`, with nothing blocked or held unless given. */
const at = (now: string, extra: Partial<CalendarState> = {}): CalendarState => ({
  now: new Date(now),
  blockedDates: new Set(),
  busy: [],
  ...extra,
});
const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('availability rules', () => {
  describe('slots across daylight-saving changes (09:00 New York)', () => {
    it('starts Monday 2027-03-15 (summer time, the day after the change) at 13:00Z', () => {
      const slots = freeSlots('2027-03-15', HOURS, at('2027-03-12T15:00:00Z'));
      expect(slots[0].start.toISOString()).toBe('2027-03-15T13:00:00.000Z');
      expect(slots.at(-1)!.end.toISOString()).toBe('2027-03-15T22:00:00.000Z');
      expect(slots).toHaveLength(18);
    });

    it('starts Monday 2027-11-08 (winter time, the day after the change) at 14:00Z', () => {
      const slots = freeSlots('2027-11-08', HOURS, at('2027-11-05T15:00:00Z'));
      expect(slots[0].start.toISOString()).toBe('2027-11-08T14:00:00.000Z');
      expect(slots.at(-1)!.end.toISOString()).toBe('2027-11-08T23:00:00.000Z');
    });

    it('keeps 30-minute steps on the Friday before each change', () => {
      expect(starts(slotsOfDate('2027-03-12', HOURS)).slice(0, 3)).toEqual([
        '2027-03-12T14:00:00.000Z',
        '2027-03-12T14:30:00.000Z',
        '2027-03-12T15:00:00.000Z',
      ]);
      expect(slotsOfDate('2027-11-05', HOURS)[0].start.toISOString()).toBe('2027-11-05T13:00:00.000Z');
    });

    it('follows the configured hours and slot length', () => {
      const slots = slotsOfDate('2027-03-15', { ...HOURS, start: '10:00', end: '12:00', slotMinutes: 45 });
      expect(starts(slots)).toEqual(['2027-03-15T14:00:00.000Z', '2027-03-15T14:45:00.000Z']);
    });
  });

  describe('the window: 14 weekdays starting tomorrow in New York', () => {
    it('skips weekends and starts tomorrow', () => {
      const dates = bookableDates(new Date('2027-03-12T15:00:00Z'), HOURS); // Friday
      expect(dates).toHaveLength(14);
      expect(dates[0]).toBe('2027-03-15');
      expect(dates.at(-1)).toBe('2027-04-01');
      expect(dates).not.toContain('2027-03-20');
    });

    it('takes "tomorrow" from the New York date, not UTC', () => {
      // 23:30 New York on Monday is already Tuesday in UTC.
      expect(bookableDates(new Date('2027-03-16T03:30:00Z'), HOURS)[0]).toBe('2027-03-16');
    });

    it('offers nothing on a weekend, today, or past the 14th weekday', () => {
      const state = at('2027-03-12T15:00:00Z');
      expect(freeSlots('2027-03-13', HOURS, state)).toEqual([]);
      expect(freeSlots('2027-03-12', HOURS, state)).toEqual([]);
      expect(freeSlots('2027-04-02', HOURS, state)).toEqual([]);
      expect(freeSlots('2027-04-01', HOURS, state)).toHaveLength(18);
    });
  });

  it('offers nothing on a blocked day', () => {
    expect(
      freeSlots('2027-03-15', HOURS, at('2027-03-12T15:00:00Z', { blockedDates: new Set(['2027-03-15']) })),
    ).toEqual([]);
  });

  it('leaves out held slots and anything overlapping an external busy range', () => {
    const busy = [
      { start: new Date('2027-03-15T13:00:00Z'), end: new Date('2027-03-15T13:30:00Z') },
      { start: new Date('2027-03-15T15:10:00Z'), end: new Date('2027-03-15T15:40:00Z') },
    ];
    const slots = starts(freeSlots('2027-03-15', HOURS, at('2027-03-12T15:00:00Z', { busy })));
    expect(slots).not.toContain('2027-03-15T13:00:00.000Z');
    expect(slots).not.toContain('2027-03-15T15:00:00.000Z');
    expect(slots).not.toContain('2027-03-15T15:30:00.000Z');
    expect(slots).toContain('2027-03-15T13:30:00.000Z');
    expect(slots).toHaveLength(15);
  });

  describe('checking a chosen instant', () => {
    const state = at('2027-03-12T15:00:00Z');
    const check = (iso: string, s = state) => checkSlot(new Date(iso), HOURS, s);

    it('accepts an offered slot', () => {
      expect(check('2027-03-15T13:00:00Z')).toEqual({
        slot: { start: new Date('2027-03-15T13:00:00Z'), end: new Date('2027-03-15T13:30:00Z') },
      });
    });

    it.each([
      ['2027-03-11T14:00:00Z', 'past'],
      ['2027-03-13T14:00:00Z', 'weekend'],
      ['2027-03-12T20:00:00Z', 'out-of-window'],
      ['2027-04-02T13:00:00Z', 'out-of-window'],
      ['2027-03-15T13:15:00Z', 'off-grid'],
      ['2027-03-15T12:30:00Z', 'off-grid'],
      ['2027-03-15T22:00:00Z', 'off-grid'],
    ])('refuses %s as %s', (iso, refusal) => {
      expect(check(iso)).toEqual({ refusal });
    });

    it('refuses a blocked day and a held slot', () => {
      expect(check('2027-03-15T13:00:00Z', { ...state, blockedDates: new Set(['2027-03-15']) })).toEqual({
        refusal: 'blocked',
      });
      const busy = [{ start: new Date('2027-03-15T13:00:00Z'), end: new Date('2027-03-15T13:30:00Z') }];
      expect(check('2027-03-15T13:00:00Z', { ...state, busy })).toEqual({ refusal: 'taken' });
    });
  });

  it('validates calendar dates', () => {
    expect(isCalendarDate('2027-03-15')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('2027-3-15')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });

  it('labels a time with its zone', () => {
    expect(formatInZone(new Date('2027-03-15T13:00:00Z'), 'America/New_York')).toBe(
      'Monday, March 15, 2027 at 9:00 AM EDT (America/New_York)',
    );
  });
});
