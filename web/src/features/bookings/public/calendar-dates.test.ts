import { calendarDateOf, dateButtonParts, slotLabel, slotTimeLabel, timeZoneName } from './calendar-dates';

describe('calendarDateOf', () => {
  it('is the calendar day of a date of the API, at local midnight', () => {
    const day = calendarDateOf('2027-03-15');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2027, 2, 15, 0]);
    expect(dateButtonParts(calendarDateOf('2026-11-26')).full).toBe('Thursday, November 26');
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

  it("names every day of a year as Intl's US English does", () => {
    for (let day = new Date(2027, 0, 1); day.getFullYear() === 2027; day.setDate(day.getDate() + 1)) {
      expect(dateButtonParts(day)).toEqual({
        weekday: day.toLocaleDateString('en-US', { weekday: 'short' }),
        day: day.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
        full: day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
      });
    }
  });

  it("names a time by its weekday too when, in the visitor's zone, it falls on another day than the date chosen", () => {
    // Built from local fields: the visitor's zone is this machine's.
    const sameDay = new Date(2027, 2, 15, 14, 30).toISOString();
    const nextDay = new Date(2027, 2, 16, 1, 0).toISOString();
    expect(slotLabel(sameDay, '2027-03-15')).toBe('2:30 PM');
    expect(slotLabel(nextDay, '2027-03-15')).toBe('Tue 1:00 AM');
  });

  it('shows a slot in the given time zone and names the zone', () => {
    expect(slotTimeLabel('2027-03-15T13:00:00.000Z', 'America/New_York')).toBe('9:00 AM');
    expect(slotTimeLabel('2027-03-15T13:00:00.000Z', 'America/Los_Angeles')).toBe('6:00 AM');
    expect(timeZoneName(new Date('2027-03-15T13:00:00Z'), 'America/New_York')).toBe('America/New_York (EDT)');
  });
});
