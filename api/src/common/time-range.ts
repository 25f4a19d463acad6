import { DateTime } from 'luxon';

/** A time range as instants; a slot's end is its start plus the slot length. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Whole days of a time zone, `from` to `to` (YYYY-MM-DD, both included), with the instants they span: `start`
 * is `from`'s midnight and `end` (exclusive) the midnight after `to`, each at the zone's own offset that day
 * (a day of a daylight-saving change is 23 or 25 hours long).
 */
export interface DayRange extends TimeRange {
  from: string;
  to: string;
  timeZone: string;
}

/** `from` to `to` (YYYY-MM-DD, both included) as instants of `timeZone`'s midnights. */
export function dayRangeInZone(from: string, to: string, timeZone: string): DayRange {
  const first = DateTime.fromISO(from, { zone: timeZone }).startOf('day');
  const afterLast = DateTime.fromISO(to, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  return { from, to, timeZone, start: first.toJSDate(), end: afterLast.toJSDate() };
}

/** The day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export const dayInZone = (instant: Date, timeZone: string): string =>
  DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!;

/** Days from `from` to `to` (YYYY-MM-DD), counted as calendar days: 0 for the same day, negative before. */
export const daysBetween = (from: string, to: string): number =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);
