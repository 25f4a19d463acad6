/**
 * Dates and times of the calendar section (SPEC.md sections 2 and 9): the next 14 weekdays starting
 * tomorrow as date buttons, and slot times shown in the visitor's own time zone.
 */

export const CALENDAR_WEEKDAYS = 14;

/** YYYY-MM-DD of a calendar date in the visitor's zone (the `date` of GET /api/calendar/availability). */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `count` weekdays after `today` (Saturdays and Sundays skipped), each at local midnight. */
export function nextWeekdays(today: Date, count: number = CALENDAR_WEEKDAYS): Date[] {
  const days: Date[] = [];
  // Day by day on the calendar (not +24 h), so a daylight-saving change never skips or repeats a date.
  const cursor = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (days.length < count) {
    cursor.setDate(cursor.getDate() + 1);
    const weekday = cursor.getDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(cursor));
  }
  return days;
}

/** "Mon", "Nov 24": the two lines of a date button. */
export function dateButtonParts(date: Date): { weekday: string; day: string; full: string } {
  return {
    weekday: date.toLocaleDateString('en-US', { weekday: 'short' }),
    day: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
    full: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
  };
}

/** The visitor's IANA time zone ("America/Chicago"), or undefined when the browser does not say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** "2:30 PM" for an ISO instant, in `timeZone` (the visitor's by default). */
export function slotTimeLabel(iso: string, timeZone: string | undefined = visitorTimeZone()): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}

/** "Times are shown in your time zone: America/Chicago (CST)." */
export function timeZoneNote(at: Date = new Date(), timeZone: string | undefined = visitorTimeZone()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone ?? 'your local time';
  return `Times are shown in your time zone: ${short && short !== name ? `${name} (${short})` : name}.`;
}
