/**
 * The week view's calendar arithmetic, in the staff's own time zone (the browser's). Antd-free: the
 * route file validates its search with it.
 */
import { addDays, dateKey, fromDateKey } from '../../../components/admin-table/date-range';

export const WEEK_DAYS = 7;

/** The Monday (local midnight) of the week holding `date`. */
export function mondayOf(date: Date): Date {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** The seven local days of the week starting on `monday`. */
export const weekDays = (monday: Date): Date[] =>
  Array.from({ length: WEEK_DAYS }, (_unused, index) => addDays(monday, index));

export interface WeekSearch {
  /** The Monday of the shown week (absent: this week). */
  week?: string;
}

/** The route's validateSearch: a date moves to its week's Monday; anything else means this week. */
export function parseWeekSearch(raw: Record<string, unknown>): WeekSearch {
  const date = typeof raw.week === 'string' ? fromDateKey(raw.week) : undefined;
  return date ? { week: dateKey(mondayOf(date)) } : {};
}

/** The instant range [Monday 00:00, next Monday 00:00) of a week, local time. */
export function weekRange(monday: Date): { from: string; to: string } {
  return { from: monday.toISOString(), to: addDays(monday, WEEK_DAYS).toISOString() };
}

/** A call's local start as HH:mm (24 h: rows sort as text). */
export function timeKey(instant: string): string {
  const date = new Date(instant);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * Calls placed on the grid: the rows are the local start times that hold a call this week, the
 * columns the seven days; each cell lists its calls.
 */
export function weekGrid<Call extends { scheduledAt: string }>(monday: Date, calls: readonly Call[]) {
  const days = weekDays(monday).map(dateKey);
  const cells = new Map<string, Call[]>();
  for (const call of calls) {
    const key = `${dateKey(new Date(call.scheduledAt))} ${timeKey(call.scheduledAt)}`;
    cells.set(key, [...(cells.get(key) ?? []), call]);
  }
  const times = [...new Set(calls.map((call) => timeKey(call.scheduledAt)))].sort();
  return {
    days,
    times,
    callsAt: (day: string, time: string): Call[] => cells.get(`${day} ${time}`) ?? [],
  };
}
