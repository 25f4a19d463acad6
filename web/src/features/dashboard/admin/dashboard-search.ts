/**
 * The dashboard's URL (?from=YYYY-MM-DD&to=YYYY-MM-DD): days of the business (America/New_York), both included,
 * as the API takes them (docs/modules/dashboard.md#screens). The route file validates with it: it is in the main
 * bundle, so it holds only the parser (the rest is in dashboard-range.ts).
 */

export interface DashboardSearch {
  from?: string;
  to?: string;
}

/** The API's longest range, both days counted. */
export const DASHBOARD_MAX_DAYS = 731;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that names a real day, or undefined. */
export function dayKey(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The router's validateSearch: a range the API would refuse (a day that is not one, `to` before `from`,
 * longer than two years, one end alone) is dropped, and the dashboard shows its default.
 */
export function parseDashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const from = dayKey(raw.from);
  const to = dayKey(raw.to);
  if (!from || !to || to < from || daysInRange(from, to) > DASHBOARD_MAX_DAYS) return {};
  return { from, to };
}
