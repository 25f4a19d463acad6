import { dateButtonParts, isoDate, nextWeekdays, slotTimeLabel, timeZoneNote } from './calendar-dates';

describe('nextWeekdays', () => {
  it('gives the 14 weekdays starting tomorrow, skipping Saturdays and Sundays', () => {
    // Thursday 2027-03-11, late evening: tomorrow is Friday the 12th.
    const days = nextWeekdays(new Date(2027, 2, 11, 23, 30)).map(isoDate);
    expect(days).toEqual([
      '2027-03-12',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
    ]);
  });

  it('starts on Monday when today is Saturday, and never offers today', () => {
    const days = nextWeekdays(new Date(2027, 2, 13, 9, 0));
    expect(isoDate(days[0]!)).toBe('2027-03-15');
    expect(days.map((day) => day.getDay())).not.toContain(0);
    expect(days.map((day) => day.getDay())).not.toContain(6);
    expect(nextWeekdays(new Date(2027, 2, 15, 8, 0)).map(isoDate)).not.toContain('2027-03-15');
  });
});

describe('labels', () => {
  it('names a date button by weekday and day', () => {
    expect(dateButtonParts(new Date(2027, 2, 15))).toEqual({
      weekday: 'Mon',
      day: 'Mar 15',
      full: 'Monday, March 15',
    });
  });

  it('shows a slot in the given time zone and names the zone', () => {
    expect(slotTimeLabel('2027-03-15T13:00:00.000Z', 'America/New_York')).toBe('9:00 AM');
    expect(slotTimeLabel('2027-03-15T13:00:00.000Z', 'America/Los_Angeles')).toBe('6:00 AM');
    expect(timeZoneNote(new Date('2027-03-15T13:00:00Z'), 'America/New_York')).toBe(
      'Times are shown in your time zone: America/New_York (EDT).',
    );
  });
});
