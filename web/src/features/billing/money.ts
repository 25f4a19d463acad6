/**
 * Money and quantities as the billing screens show and read them. The API speaks integer cents and
 * hundredths of a unit; these helpers turn them into text and read staff's typed amounts back without
 * going through floating point ("0.1 + 0.2"), refusing what cannot be said in whole cents.
 */

import { formatWholeNumber } from '../../lib/number-text';

/** The API's limits (api/src/modules/billing/billing.constants.ts INVOICE_LIMITS). */
export const MONEY_LIMITS = {
  /** $1,000,000.00 per unit, per invoice and per payment. */
  maxCents: 100_000_000,
  /** 100,000 units, in hundredths. */
  maxQuantity: 10_000_000,
} as const;

/**
 * An amount in the smallest unit of another currency ("¥15,000"): money that came in another currency than
 * the invoice's. US dollars read as formatCents.
 */
export function formatMoney(amount: number, currency: string): string {
  if (currency === 'USD') return formatCents(amount);
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** "$1,234.50": cents as US dollars (the only currency of the site). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const dollars = formatWholeNumber(Math.floor(absolute / 100));
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "1234.50": cents as the text of an amount field (no symbol, no separators). */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A quantity in hundredths as a decimal: 100 → "1", 150 → "1.5", 33 → "0.33", 250000 → "2,500". */
export function formatQuantity(hundredths: number): string {
  const whole = formatWholeNumber(Math.floor(hundredths / 100));
  const fraction = hundredths % 100;
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** Basis points as a percent, as the server writes them: 825 → "8.25%", 1000 → "10%", 850 → "8.5%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

/** A non-negative decimal with at most two decimals, read as an integer number of hundredths. */
const DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * A decimal typed by staff ("1,234.5", "$12", ".75") in hundredths, exactly. More than two decimals is
 * refused rather than rounded: a price of "12.345" is a typo, not a price.
 */
function parseHundredths(input: string, { what, currency }: { what: string; currency: boolean }): Parsed {
  const text = input.trim().replace(currency ? /^\$\s*/ : /^$/, '');
  if (!text) return { ok: false, error: `Enter ${what}.` };
  if (text.startsWith('-')) return { ok: false, error: `${capitalize(what)} cannot be negative.` };
  const match = DECIMAL.exec(text);
  if (!match || (match[1] === undefined && !match[2])) {
    return { ok: false, error: `${capitalize(what)} must be a number, like ${currency ? '1,250.00' : '1.5'}.` };
  }
  const fraction = match[2] ?? '';
  if (fraction.length > 2) {
    return {
      ok: false,
      error: currency
        ? `${capitalize(what)} has at most 2 decimals (whole cents).`
        : `${capitalize(what)} has at most 2 decimals.`,
    };
  }
  const whole = (match[1] ?? '0').replace(/,/g, '');
  // Digits beyond the limits are refused below; guard the conversion itself against absurd lengths.
  if (whole.length > 12) return { ok: false, error: `${capitalize(what)} is too large.` };
  return { ok: true, value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Dollars typed by staff → cents: "12.5" → 1250, "1,234.56" → 123456; "12.345" and "-3" refused. */
export function parseDollars(
  input: string,
  { what = 'an amount', min = 0, max = MONEY_LIMITS.maxCents }: { what?: string; min?: number; max?: number } = {},
): Parsed {
  const parsed = parseHundredths(input, { what, currency: true });
  if (!parsed.ok) return parsed;
  if (parsed.value < min) return { ok: false, error: `${capitalize(what)} must be at least ${formatCents(min)}.` };
  if (parsed.value > max) return { ok: false, error: `${capitalize(what)} is at most ${formatCents(max)}.` };
  return parsed;
}

/** A quantity typed by staff → hundredths: "1.5" → 150, "2" → 200; zero, "1.255" and "-1" refused. */
export function parseQuantity(input: string): Parsed {
  const parsed = parseHundredths(input, { what: 'a quantity', currency: false });
  if (!parsed.ok) return parsed;
  if (parsed.value < 1) return { ok: false, error: 'A quantity must be more than 0.' };
  if (parsed.value > MONEY_LIMITS.maxQuantity) {
    return { ok: false, error: `A quantity is at most ${formatQuantity(MONEY_LIMITS.maxQuantity)}.` };
  }
  return parsed;
}

/** A percent typed by staff → basis points: "8.25" → 825, "10%" → 1000; more than 100 or 2 decimals refused. */
export function parsePercent(input: string, { what = 'a rate' }: { what?: string } = {}): Parsed {
  const parsed = parseHundredths(input.trim().replace(/\s*%$/, ''), { what, currency: false });
  if (!parsed.ok) return parsed;
  if (parsed.value > 10_000) return { ok: false, error: `${capitalize(what)} is at most 100%.` };
  return parsed;
}
