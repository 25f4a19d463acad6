/**
 * Dates and times of the calendar section (docs/modules/bookings.md): the next 14 weekdays starting
 * tomorrow as date buttons (the business's, from GET /api/calendar/dates), and slot times shown in the
 * visitor's own time zone.
 */
import type { WindowDayState } from '../../../api/generated/model';
import { MONTH_NAMES } from '../../../lib/long-date';
import { CALENDAR_TEXT } from './booking-texts';

export const CALENDAR_WEEKDAYS = 14;

/** YYYY-MM-DD of a Date's calendar day in the visitor's zone. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date of GET /api/calendar/dates (YYYY-MM-DD, a day of the business time zone) as a local Date at
 * midnight, to name it with dateButtonParts: a calendar day, whatever the visitor's zone.
 */
export function calendarDateOf(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Why a date of the window cannot be booked ("Closed for Thanksgiving Day"), or null when it is open. */
export function closedReason(state: WindowDayState, reason: string | null): string | null {
  if (state === 'holiday') return CALENDAR_TEXT.closedFor(reason ?? CALENDAR_TEXT.holiday);
  if (state === 'blocked') return CALENDAR_TEXT.closedByStaff;
  return null;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "Mon", "Nov 24": the two lines of a date button, and "Monday, November 24", its name; in US English
 * as Intl would put them, without Intl: a page's first use of Intl costs a phone tens of milliseconds.
 */
export function dateButtonParts(date: Date): { weekday: string; day: string; full: string } {
  const weekday = WEEKDAY_NAMES[date.getDay()]!;
  const month = MONTH_NAMES[date.getMonth()]!;
  return {
    weekday: weekday.slice(0, 3),
    day: `${month.slice(0, 3)} ${date.getDate()}`,
    full: `${weekday}, ${month} ${date.getDate()}`,
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

/**
 * A time button's label: "2:30 PM" in the visitor's zone, or "Fri 1:00 AM" when there it falls on
 * another day than `date`, the business day chosen (seen from Tokyo, a New York day spans two).
 */
export function slotLabel(iso: string, date: string): string {
  const start = new Date(iso);
  const time = slotTimeLabel(iso);
  return isoDate(start) === date ? time : `${dateButtonParts(start).weekday} ${time}`;
}

/**
 * "America/Chicago (CST)": the zone the slot times are shown in (the visitor's by default), named
 * under "Times are shown in your time zone:".
 */
export function timeZoneName(at: Date = new Date(), timeZone: string | undefined = visitorTimeZone()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone ?? 'your local time';
  return short && short !== name ? `${name} (${short})` : name;
}
