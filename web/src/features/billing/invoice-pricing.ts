/**
 * The server's pricing rule (api/src/common/money/document-pricing.ts), for the create-invoice form's live
 * preview: the preview follows every keystroke without a request, and the server prices the invoice it keeps
 * by the same rule. Every amount that is not whole cents is rounded half up: each line (quantity in hundredths
 * × unit price), a percent discount, each line's tax. The discount comes off before tax, spread over the lines
 * in proportion by largest remainder; each line is taxed at its own rate, else the invoice's. invoice-pricing.test.ts
 * asserts the server's worked examples: change both together.
 */

/** Basis points in one whole: 10,000 = 100%, 825 = 8.25%. */
export const BASIS_POINTS = 10_000;

export interface PricingLine {
  quantity: number;
  unitPriceCents: number;
  /** Its own rate in basis points; null or absent: the invoice's. */
  taxRateBasisPoints?: number | null;
}

export type Discount = { amountCents: number } | { basisPoints: number };

export interface InvoicePreview {
  lines: { lineTotalCents: number; discountCents: number; taxRateBasisPoints: number; taxCents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** The tax per rate above 0, lowest first. */
  taxes: { rateBasisPoints: number; taxCents: number }[];
}

const big = BigInt;

/** a × b / divisor rounded half up, exact (BigInt) for non-negative whole numbers. */
export function mulDivHalfUp(a: number, b: number, divisor: number): number {
  const d = big(divisor);
  return Number((big(2) * big(a) * big(b) + d) / (big(2) * d));
}

/** quantity (hundredths) × unit price, rounded half up to the cent. */
export const lineTotalCents = (quantity: number, unitPriceCents: number) => mulDivHalfUp(quantity, unitPriceCents, 100);

/** `amount` over `weights` in proportion: parts rounded down, the cents left to the largest remainders (earlier first). */
function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = big(amount) * big(weight);
    return { index, part: Number(exact / big(total)), remainder: exact % big(total) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.part, 0);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of order) {
    if (left === 0) break;
    share.part += 1;
    left -= 1;
  }
  return shares.map((share) => share.part);
}

/** The invoice's totals by the server's rule. */
export function priceInvoice({
  lines,
  taxRateBasisPoints = 0,
  discount,
}: {
  lines: readonly PricingLine[];
  taxRateBasisPoints?: number;
  discount?: Discount | null;
}): InvoicePreview {
  const totals = lines.map((line) => lineTotalCents(line.quantity, line.unitPriceCents));
  const subtotalCents = totals.reduce((sum, total) => sum + total, 0);
  const discountCents = !discount
    ? 0
    : Math.min(
        subtotalCents,
        'amountCents' in discount
          ? discount.amountCents
          : mulDivHalfUp(subtotalCents, discount.basisPoints, BASIS_POINTS),
      );
  const discounts = splitByLargestRemainder(discountCents, totals);
  const priced = lines.map((line, index) => {
    const rate = line.taxRateBasisPoints ?? taxRateBasisPoints;
    return {
      lineTotalCents: totals[index],
      discountCents: discounts[index],
      taxRateBasisPoints: rate,
      taxCents: mulDivHalfUp(totals[index] - discounts[index], rate, BASIS_POINTS),
    };
  });
  const taxCents = priced.reduce((sum, line) => sum + line.taxCents, 0);
  const byRate = new Map<number, number>();
  for (const line of priced) {
    if (line.taxRateBasisPoints > 0) {
      byRate.set(line.taxRateBasisPoints, (byRate.get(line.taxRateBasisPoints) ?? 0) + line.taxCents);
    }
  }
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
    taxes: [...byRate]
      .sort(([a], [b]) => a - b)
      .map(([rateBasisPoints, cents]) => ({ rateBasisPoints, taxCents: cents })),
  };
}
