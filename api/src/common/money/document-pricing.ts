/**
 * Prices a document of lines (an invoice, a proposal) in integer cents with one rounding rule: every amount
 * that is not already whole cents is rounded half up to the cent, and nothing else is rounded.
 *
 * 1. Each line: quantity (hundredths of a unit) × unit price, rounded half up.
 * 2. Subtotal: the sum of the lines.
 * 3. Discount, before tax: a fixed amount (at most the subtotal) or a percent of the subtotal in basis points
 *    (rounded half up). It is spread over the lines in proportion to their totals, by largest remainder, so
 *    the parts are whole cents that add up to the discount exactly and no line goes below zero.
 * 4. Tax, per line: (line − its part of the discount) × the line's rate (its own, else the document's),
 *    rounded half up. The document's tax is the sum of its lines' taxes.
 * 5. Total = subtotal − discount + tax, never negative.
 *
 * Products are taken in BigInt, so the arithmetic is exact whatever the amounts (docs/modules/billing.md).
 */

/** Basis points in one whole: 10,000 basis points = 100%, 825 = 8.25%. */
export const BASIS_POINTS = 10_000;

export interface PricingLine {
  /** Hundredths of a unit (150 = 1.5). */
  quantity: number;
  unitPriceCents: number;
  /** The line's own tax rate in basis points; null or absent: the document's rate. */
  taxRateBasisPoints?: number | null;
}

/** A discount before tax: a fixed amount in cents, or a percent of the subtotal in basis points. */
export type Discount = { amountCents: number } | { basisPoints: number };

export interface PricingInput {
  lines: readonly PricingLine[];
  /** The rate of lines without their own, in basis points (default 0: no tax). */
  taxRateBasisPoints?: number;
  discount?: Discount | null;
}

export interface PricedLine {
  /** quantity × unit price, rounded half up. */
  lineTotalCents: number;
  /** This line's part of the document's discount. */
  discountCents: number;
  /** The rate applied to it: its own, else the document's. */
  taxRateBasisPoints: number;
  taxCents: number;
}

/** The tax of all lines at one rate. */
export interface TaxAtRate {
  rateBasisPoints: number;
  /** The lines' totals less their discount. */
  taxableCents: number;
  taxCents: number;
}

export interface DocumentTotals {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** One entry per rate above zero, lowest rate first. */
  taxes: TaxAtRate[];
}

const big = BigInt;

/** a × b / divisor, rounded half up: exact for non-negative safe integers. */
export function mulDivHalfUp(a: number, b: number, divisor: number): number {
  const numerator = big(a) * big(b);
  const d = big(divisor);
  return Number((big(2) * numerator + d) / (big(2) * d));
}

/** quantity (hundredths) × unit price, rounded half up to the cent. */
export const lineTotalCents = (quantity: number, unitPriceCents: number) => mulDivHalfUp(quantity, unitPriceCents, 100);

/**
 * `amount` split over `weights` in proportion, whole parts that add up to `amount` exactly: each part is
 * rounded down, and the cents left go one each to the largest remainders (the earlier line on a tie).
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = big(amount) * big(weight);
    return { index, part: Number(exact / big(total)), remainder: exact % big(total) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.part, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.part += 1;
    left -= 1;
  }
  return shares.map((share) => share.part);
}

/** The discount in cents a subtotal gets: a fixed amount up to the subtotal, or its percent rounded half up. */
export function discountOf(subtotalCents: number, discount: Discount | null | undefined): number {
  if (!discount) return 0;
  const cents =
    'amountCents' in discount ? discount.amountCents : mulDivHalfUp(subtotalCents, discount.basisPoints, BASIS_POINTS);
  return Math.min(subtotalCents, cents);
}

/** The totals of a document by the rule above. */
export function priceDocument({ lines, taxRateBasisPoints = 0, discount }: PricingInput): DocumentTotals {
  const totals = lines.map((line) => lineTotalCents(line.quantity, line.unitPriceCents));
  const subtotalCents = totals.reduce((sum, total) => sum + total, 0);
  const discountCents = discountOf(subtotalCents, discount);
  const discounts = splitByLargestRemainder(discountCents, totals);
  const priced = lines.map((line, index): PricedLine => {
    const rate = line.taxRateBasisPoints ?? taxRateBasisPoints;
    const taxable = totals[index] - discounts[index];
    return {
      lineTotalCents: totals[index],
      discountCents: discounts[index],
      taxRateBasisPoints: rate,
      taxCents: mulDivHalfUp(taxable, rate, BASIS_POINTS),
    };
  });
  const taxCents = priced.reduce((sum, line) => sum + line.taxCents, 0);
  const byRate = new Map<number, TaxAtRate>();
  for (const line of priced) {
    if (line.taxRateBasisPoints === 0) continue;
    const entry = byRate.get(line.taxRateBasisPoints) ?? {
      rateBasisPoints: line.taxRateBasisPoints,
      taxableCents: 0,
      taxCents: 0,
    };
    entry.taxableCents += line.lineTotalCents - line.discountCents;
    entry.taxCents += line.taxCents;
    byRate.set(line.taxRateBasisPoints, entry);
  }
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
    taxes: [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints),
  };
}

/** Basis points as a percent: 825 → "8.25%", 1000 → "10%", 850 → "8.5%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}
