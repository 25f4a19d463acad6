/** The months' names in US English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "January 14, 2025", read in UTC, so a date shows the same day for every visitor and on the server.
 * Written out rather than through Intl: the first Intl formatter of a page costs a long task on a
 * slow phone, and this label is on the first screen of the blog.
 */
export function longDateUtc(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
