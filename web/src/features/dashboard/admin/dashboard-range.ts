/**
 * The dashboard's range: presets, the default, and New York days turned into the admin tables' instant bounds
 * (docs/modules/dashboard.md#screens). The URL's parser is dashboard-search.ts.
 */
import { businessDayKey, endOfBusinessDay } from '../../billing/billing-dates';
import { DAY_MS, type DashboardSearch } from './dashboard-search';

/** The range when the URL names none: the last 30 days, today included (the API's default too). */
export const DASHBOARD_DEFAULT_PRESET = 'last30';

/** `days` calendar days after a YYYY-MM-DD (UTC arithmetic on the date itself: no time zone involved). */
export function shiftDay(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DashboardPreset {
  key: string;
  label: string;
  range: (today: string) => { from: string; to: string };
}

const quarterStart = (today: string) => {
  const month = Number(today.slice(5, 7));
  return `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
};

/** The ranges offered at the top of the dashboard, ending today (the business's today). */
export const DASHBOARD_PRESETS: readonly DashboardPreset[] = [
  { key: 'last7', label: 'Last 7 days', range: (today) => ({ from: shiftDay(today, -6), to: today }) },
  { key: 'last30', label: 'Last 30 days', range: (today) => ({ from: shiftDay(today, -29), to: today }) },
  { key: 'last90', label: 'Last 90 days', range: (today) => ({ from: shiftDay(today, -89), to: today }) },
  { key: 'month', label: 'This month', range: (today) => ({ from: `${today.slice(0, 7)}-01`, to: today }) },
  { key: 'quarter', label: 'This quarter', range: (today) => ({ from: quarterStart(today), to: today }) },
  { key: 'year', label: 'This year', range: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }) },
  { key: 'last365', label: 'Last 12 months', range: (today) => ({ from: shiftDay(today, -364), to: today }) },
];

/** The range shown: the URL's, else the default preset's (so the figures and the links agree). */
export function resolveRange(search: DashboardSearch, today = businessDayKey()): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return DASHBOARD_PRESETS.find((preset) => preset.key === DASHBOARD_DEFAULT_PRESET)!.range(today);
}

/** The preset a range is, if any (the period select shows it). */
export function presetOf(range: { from: string; to: string }, today = businessDayKey()): string | undefined {
  return DASHBOARD_PRESETS.find((preset) => {
    const candidate = preset.range(today);
    return candidate.from === range.from && candidate.to === range.to;
  })?.key;
}

/** The first millisecond of a business day, as an ISO instant. */
export const startOfBusinessDay = (key: string): string =>
  new Date(Date.parse(endOfBusinessDay(shiftDay(key, -1))) + 1).toISOString();

/**
 * A range of business days as the admin tables' instant bounds (their createdFrom/createdTo, dueFrom/…),
 * so a table linked from a figure lists the same days.
 */
export const instantBounds = (range: { from: string; to: string }) => ({
  from: startOfBusinessDay(range.from),
  to: endOfBusinessDay(range.to),
});

const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Oct 1, 2026": a YYYY-MM-DD as staff read it (the day itself, whatever their zone). */
export const formatDay = (key: string): string => LONG_DAY.format(new Date(`${key}T00:00:00Z`));

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Oct 2026": a YYYY-MM. */
export const formatMonth = (key: string): string => MONTH.format(new Date(`${key}-01T00:00:00Z`));
