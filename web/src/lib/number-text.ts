/**
 * "12,345": a whole number with US thousands separators. Written out rather than through Intl or
 * toLocaleString: the first Intl use of a page costs a long task on a slow phone, and counts show on the
 * forms' first screen (lib/off-main-thread.ts).
 */
export function formatWholeNumber(value: number): string {
  const whole = Math.trunc(value);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
