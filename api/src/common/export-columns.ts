import { DateTime } from 'luxon';

/**
 * What a column's cells are, decided per column (never guessed from a value), so each format writes
 * them right: `text` (the default; numbers and booleans are typed by their value), `phone` (a phone
 * number as the app stores it, written as it is), `instant` (a Date or an ISO 8601 string) and
 * `money` (a number of dollars).
 */
export type ExportColumnType = 'text' | 'phone' | 'instant' | 'money';

export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column of an export: the header, how a row gives its cell, and what the cell is. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => ExportValue;
  type?: ExportColumnType;
}

/**
 * A phone number as people and the app write it: an optional "+", then digits with spaces, dots,
 * hyphens or brackets. Nothing a spreadsheet could run (no function, reference or text), so a phone
 * column writes such a value as it is; anything else in it is guarded like any text.
 */
export const isPhoneNumber = (text: string) => /^\+?[0-9(][0-9 ().-]*$/.test(text);

/** An instant cell's value as a Date (null when empty or unreadable). */
export function instantOf(value: ExportValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "UTC−05:00" (with a real minus sign, as printed), the offset of `date` in `timeZone`. */
const utcOffset = (date: Date, timeZone: string) =>
  `UTC${DateTime.fromJSDate(date, { zone: timeZone }).toFormat('ZZ').replace('-', '\u2212')}`;

/**
 * The header of an instant column, in either format: the business's zone is named, "Created
 * (America/New_York)". A CSV cell carries its own offset (instantText); a spreadsheet's date cell
 * cannot, so the .xlsx passes the column's `instants` and the header adds each offset they have:
 * "Created (America/New_York, UTC−05:00)" (both, when they straddle a daylight-saving change;
 * today's when the column is empty).
 */
export function zonedHeader(header: string, timeZone: string, instants?: readonly (Date | null)[]): string {
  if (!instants) return `${header} (${timeZone})`;
  const offsets = new Set(instants.flatMap((instant) => (instant ? [utcOffset(instant, timeZone)] : [])));
  if (offsets.size === 0) offsets.add(utcOffset(new Date(), timeZone));
  return `${header} (${timeZone}, ${[...offsets].sort().join(' / ')})`;
}

/** An instant as text: ISO 8601 in `timeZone` with its offset, "2026-11-29T09:00:00-05:00". */
export const instantText = (date: Date, timeZone: string): string =>
  DateTime.fromJSDate(date, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");

/**
 * The wall-clock time of `date` in `timeZone`, as the Date a spreadsheet stores for it: spreadsheet
 * dates have no zone, and exceljs writes a Date's UTC fields.
 */
export const wallClock = (date: Date, timeZone: string): Date =>
  DateTime.fromJSDate(date, { zone: timeZone }).setZone('UTC', { keepLocalTime: true }).toJSDate();
