/** "$1,234.50": cents as US dollars, for documents and e-mails (the API itself speaks integer cents). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A quantity in hundredths as a decimal: 100 → "1", 150 → "1.5", 33 → "0.33", 250000 → "2,500". */
export function formatQuantity(hundredths: number): string {
  const whole = Math.floor(hundredths / 100).toLocaleString('en-US');
  const fraction = hundredths % 100;
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** "March 2, 2026": the day an instant falls on in `timeZone` (the business's, for documents and e-mails). */
export const longDate = (value: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(value);

/**
 * An amount in the smallest unit of any ISO 4217 currency ("¥15,000", "€12.50"): for money that came in
 * another currency than the invoice's. US dollars read as formatCents.
 */
export function formatMoney(amount: number, currency: string): string {
  if (currency === 'USD') return formatCents(amount);
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
