/**
 * Invoice dates are the business's days (America/New_York, as the PDF and the e-mails print them), so a
 * client abroad and staff anywhere read the same due date.
 */
export const BILLING_TIME_ZONE = 'America/New_York';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BILLING_TIME_ZONE });
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: BILLING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "March 2, 2026": the business day an instant falls on; "—" when absent. */
export function billingDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DAY.format(date);
}

/** How far the business zone's wall clock is ahead of UTC at `instant` (ms; negative west of Greenwich). */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** YYYY-MM-DD of the business day `instant` falls on (today by default). */
export function businessDayKey(instant = Date.now()): string {
  return new Date(instant + zoneOffset(instant)).toISOString().slice(0, 10);
}

/**
 * The last millisecond of a business day (YYYY-MM-DD) as an ISO instant: what the API takes as a due
 * date ("due March 31" stays due all of March 31 in New York). Right across daylight-saving changes.
 */
export function endOfBusinessDay(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  const wallEnd = Date.UTC(year, month - 1, day + 1) - 1;
  // The offset at a first guess, then at the corrected instant (a change may fall in between).
  const guess = wallEnd - zoneOffset(wallEnd);
  return new Date(wallEnd - zoneOffset(guess)).toISOString();
}
