/**
 * Date-range filters of the admin tables: staff pick days in their own time zone (the browser's); the
 * URL and the API hold the range as instants. Antd-free: route files validate their search with it.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** YYYY-MM-DD of a local date. */
export function dateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD, or undefined when it names no real day. */
export function fromDateKey(key: string): Date | undefined {
  if (!DATE_PATTERN.test(key)) return undefined;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return dateKey(date) === key ? date : undefined;
}

/** `days` days after `date` (calendar days: right across daylight-saving changes). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The staff's time zone name, for the labels ("times in America/Chicago"). */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A local date range of two YYYY-MM-DD inputs as the API's inclusive instant bounds. */
export function dayBounds(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const start = from ? fromDateKey(from) : undefined;
  const end = to ? fromDateKey(to) : undefined;
  return {
    from: start?.toISOString(),
    // The last millisecond of the "to" day.
    to: end ? new Date(addDays(end, 1).getTime() - 1).toISOString() : undefined,
  };
}

/** The local day (YYYY-MM-DD) of an instant bound, for a date input. */
export const dayOf = (instant: string | undefined): string => (instant ? dateKey(new Date(instant)) : '');

/** A URL filter: an ISO 8601 instant (a bound of a date range), or absent. */
export function isoInstant(value: unknown): string | undefined {
  if (typeof value !== 'string' || !INSTANT_PATTERN.test(value)) return undefined;
  return Number.isNaN(Date.parse(value)) ? undefined : value;
}
