import { DateTime } from 'luxon';
import { dayInZone, type TimeRange } from '../../../common/time-range';

/** The bookable hours: Monday to Friday, `start` to `end` (HH:mm) in `timeZone`, cut into slots. */
export interface BusinessHours {
  timeZone: string;
  start: string;
  end: string;
  slotMinutes: number;
  /** How many weekdays, starting tomorrow in `timeZone`, can be booked. */
  windowWeekdays: number;
}

/** Why an instant is not a bookable slot (`taken`: another booking or a busy external calendar holds it). */
export type SlotRefusal = 'past' | 'weekend' | 'out-of-window' | 'off-grid' | 'blocked' | 'taken';

/** What is known at one moment: the time, the days staff blocked, the ranges already held. */
export interface CalendarState {
  now: Date;
  blockedDates: ReadonlySet<string>;
  busy: readonly TimeRange[];
}

/**
 * A date of the window as the forms show it: `open` (its free slots may still all be taken), closed for a
 * US federal `holiday` staff did not reopen (`reason`: its name), or `blocked` by staff (their reason stays
 * private, so `reason` is null).
 */
export interface WindowDay {
  date: string;
  state: WindowDayState;
  reason: string | null;
}
export const WINDOW_DAY_STATES = ['open', 'holiday', 'blocked'] as const;
export type WindowDayState = (typeof WINDOW_DAY_STATES)[number];

const LAST_WEEKDAY = 5; // luxon: Monday 1 ... Friday 5

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A calendar date YYYY-MM-DD that exists (2027-02-30 does not). */
export const isCalendarDate = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date, { zone: 'utc' }).isValid;

/** The dates (YYYY-MM-DD in the business time zone) that can be booked: the next weekdays from tomorrow. */
export function bookableDates(now: Date, hours: BusinessHours): string[] {
  let day = DateTime.fromJSDate(now, { zone: hours.timeZone }).startOf('day');
  const dates: string[] = [];
  while (dates.length < hours.windowWeekdays) {
    day = day.plus({ days: 1 });
    if (day.weekday <= LAST_WEEKDAY) dates.push(day.toISODate()!);
  }
  return dates;
}

/**
 * Every slot of a date's business hours. Each slot starts at a wall-clock time of the business time zone,
 * so 09:00 New York is 13:00Z in summer time and 14:00Z in winter time.
 */
export function slotsOfDate(date: string, hours: BusinessHours): TimeRange[] {
  const day = DateTime.fromISO(date, { zone: hours.timeZone }).startOf('day');
  if (!day.isValid || day.weekday > LAST_WEEKDAY) return [];
  const open = day.plus({ minutes: minutesOf(hours.start) });
  const close = day.plus({ minutes: minutesOf(hours.end) });
  const slots: TimeRange[] = [];
  for (let start = open; start.plus({ minutes: hours.slotMinutes }) <= close;) {
    const end = start.plus({ minutes: hours.slotMinutes });
    slots.push({ start: start.toJSDate(), end: end.toJSDate() });
    start = end;
  }
  return slots;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** The instant the window next changes: the business time zone's next midnight after `now`. */
export function windowChangesAt(now: Date, hours: BusinessHours): Date {
  return DateTime.fromJSDate(now, { zone: hours.timeZone }).startOf('day').plus({ days: 1 }).toJSDate();
}

/** The slots of a date that can be booked now: none outside the window or on a blocked day, none held. */
export function freeSlots(date: string, hours: BusinessHours, state: CalendarState): TimeRange[] {
  if (!bookableDates(state.now, hours).includes(date) || state.blockedDates.has(date)) return [];
  return slotsOfDate(date, hours).filter(
    (slot) => slot.start > state.now && !state.busy.some((busy) => overlaps(busy, slot)),
  );
}

/** The business-time-zone date of an instant (YYYY-MM-DD). */
export const dateOf = (instant: Date, hours: BusinessHours): string => dayInZone(instant, hours.timeZone);

/** The slot starting at `instant` if it can be booked now, else why not. */
export function checkSlot(
  instant: Date,
  hours: BusinessHours,
  state: CalendarState,
): { slot: TimeRange } | { refusal: SlotRefusal } {
  if (instant <= state.now) return { refusal: 'past' };
  const local = DateTime.fromJSDate(instant, { zone: hours.timeZone });
  if (local.weekday > LAST_WEEKDAY) return { refusal: 'weekend' };
  const date = local.toISODate()!;
  if (!bookableDates(state.now, hours).includes(date)) return { refusal: 'out-of-window' };
  const slot = slotsOfDate(date, hours).find((candidate) => candidate.start.getTime() === instant.getTime());
  if (!slot) return { refusal: 'off-grid' };
  if (state.blockedDates.has(date)) return { refusal: 'blocked' };
  if (state.busy.some((busy) => overlaps(busy, slot))) return { refusal: 'taken' };
  return { slot };
}
