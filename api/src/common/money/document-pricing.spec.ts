import fc from 'fast-check';
import {
  BASIS_POINTS,
  formatBasisPoints,
  lineTotalCents,
  priceDocument,
  type PricingInput,
  splitByLargestRemainder,
} from './document-pricing';

/**
 * Worked examples of the rule. web/src/features/billing/invoice-pricing.test.ts asserts the same figures for
 * the admin form's preview: change both together.
 */
const EXAMPLES: { name: string; input: PricingInput; expected: object }[] = [
  {
    name: '10% off, then 8.25% tax on each line rounded half up',
    input: {
      lines: [
        { quantity: 100, unitPriceCents: 50000 },
        { quantity: 150, unitPriceCents: 12000 },
      ],
      taxRateBasisPoints: 825,
      discount: { basisPoints: 1000 },
    },
    expected: {
      subtotalCents: 68000,
      discountCents: 6800,
      taxCents: 5050, // 45,000 × 8.25% = 3,712.5 → 3,713; 16,200 × 8.25% = 1,336.5 → 1,337
      totalCents: 66250,
      lines: [
        { lineTotalCents: 50000, discountCents: 5000, taxRateBasisPoints: 825, taxCents: 3713 },
        { lineTotalCents: 18000, discountCents: 1800, taxRateBasisPoints: 825, taxCents: 1337 },
      ],
      taxes: [{ rateBasisPoints: 825, taxableCents: 61200, taxCents: 5050 }],
    },
  },
  {
    name: 'a fixed discount spread by largest remainder (the earlier line on a tie)',
    input: {
      lines: [
        { quantity: 100, unitPriceCents: 1 },
        { quantity: 100, unitPriceCents: 1 },
        { quantity: 100, unitPriceCents: 1 },
      ],
      taxRateBasisPoints: 1000,
      discount: { amountCents: 2 },
    },
    expected: {
      subtotalCents: 3,
      discountCents: 2,
      taxCents: 0, // 1 cent × 10% = 0.1 → 0
      totalCents: 1,
      lines: [{ discountCents: 1 }, { discountCents: 1 }, { discountCents: 0 }],
    },
  },
  {
    name: "a line's own rate (0: exempt) beside the invoice's",
    input: {
      lines: [
        { quantity: 100, unitPriceCents: 1999, taxRateBasisPoints: 0 },
        { quantity: 300, unitPriceCents: 333 },
      ],
      taxRateBasisPoints: 725,
      discount: { amountCents: 500 },
    },
    expected: {
      subtotalCents: 2998,
      discountCents: 500,
      taxCents: 60, // (999 − 167) × 7.25% = 60.32 → 60
      totalCents: 2558,
      lines: [
        { lineTotalCents: 1999, discountCents: 333, taxRateBasisPoints: 0, taxCents: 0 },
        { lineTotalCents: 999, discountCents: 167, taxRateBasisPoints: 725, taxCents: 60 },
      ],
      taxes: [{ rateBasisPoints: 725, taxableCents: 832, taxCents: 60 }],
    },
  },
  {
    name: 'half a cent of tax rounds up',
    input: { lines: [{ quantity: 100, unitPriceCents: 1000 }], taxRateBasisPoints: 825 },
    expected: { subtotalCents: 1000, discountCents: 0, taxCents: 83, totalCents: 1083 },
  },
  {
    name: 'a 100% discount leaves nothing to tax or pay',
    input: {
      lines: [{ quantity: 100, unitPriceCents: 12345 }],
      taxRateBasisPoints: 825,
      discount: { basisPoints: 10000 },
    },
    expected: { subtotalCents: 12345, discountCents: 12345, taxCents: 0, totalCents: 0 },
  },
  {
    name: 'a fixed discount larger than the subtotal takes the subtotal, never more',
    input: { lines: [{ quantity: 100, unitPriceCents: 3000 }], discount: { amountCents: 5000 } },
    expected: { subtotalCents: 3000, discountCents: 3000, taxCents: 0, totalCents: 0 },
  },
  {
    name: 'no tax and no discount: the total is the sum of the lines',
    input: { lines: [{ quantity: 33, unitPriceCents: 101 }] },
    expected: { subtotalCents: 33, discountCents: 0, taxCents: 0, totalCents: 33, taxes: [] },
  },
];

describe('priceDocument', () => {
  it.each(EXAMPLES)('$name', ({ input, expected }) => {
    expect(priceDocument(input)).toMatchObject(expected);
  });

  it('multiplies hundredths of a unit by the unit price, rounding half a cent up, exactly at the largest amounts', () => {
    expect(lineTotalCents(150, 12000)).toBe(18000);
    expect(lineTotalCents(50, 1)).toBe(1);
    expect(lineTotalCents(49, 1)).toBe(0);
    expect(lineTotalCents(10_000_000, 100_000_000)).toBe(10_000_000_000_000);
  });

  it('splits into whole parts that add up exactly', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [0, 0])).toEqual([0, 0]);
    expect(splitByLargestRemainder(0, [5, 7])).toEqual([0, 0]);
  });

  it('writes basis points as a percent', () => {
    expect(formatBasisPoints(825)).toBe('8.25%');
    expect(formatBasisPoints(1000)).toBe('10%');
    expect(formatBasisPoints(850)).toBe('8.5%');
    expect(formatBasisPoints(5)).toBe('0.05%');
  });
});

const rate = fc.integer({ min: 0, max: BASIS_POINTS });
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 10_000_000 }),
  unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  taxRateBasisPoints: fc.option(rate, { nil: undefined }),
});
const discount = fc.option(
  fc.oneof(fc.record({ amountCents: fc.integer({ min: 0, max: 100_000_000 }) }), fc.record({ basisPoints: rate })),
  { nil: null },
);
const document = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 30 }),
  taxRateBasisPoints: rate,
  discount,
});

/** |2·(value·divisor) − 2·exact| ≤ divisor, ties up: `value` is exact/divisor rounded half up. */
const roundedHalfUp = (value: number, exact: bigint, divisor: number) => {
  const twice = BigInt(2) * (BigInt(value) * BigInt(divisor) - exact);
  return twice > -BigInt(divisor) && twice <= BigInt(divisor);
};

describe('priceDocument over random documents (fast-check)', () => {
  it('agrees to the cent: lines, subtotal, discount, tax and total, never negative', () => {
    fc.assert(
      fc.property(document, (input) => {
        const priced = priceDocument(input);
        const { subtotalCents, discountCents, taxCents, totalCents, lines, taxes } = priced;
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

        expect(lines).toHaveLength(input.lines.length);
        lines.forEach((line, index) => {
          const { quantity, unitPriceCents, taxRateBasisPoints } = input.lines[index];
          expect(roundedHalfUp(line.lineTotalCents, BigInt(quantity) * BigInt(unitPriceCents), 100)).toBe(true);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeLessThanOrEqual(line.lineTotalCents);
          // Its part of the discount is within a cent of its exact share.
          if (subtotalCents > 0) {
            const exact = (discountCents * line.lineTotalCents) / subtotalCents;
            expect(Math.abs(line.discountCents - exact)).toBeLessThan(1);
          }
          expect(line.taxRateBasisPoints).toBe(taxRateBasisPoints ?? input.taxRateBasisPoints);
          const taxable = BigInt(line.lineTotalCents - line.discountCents) * BigInt(line.taxRateBasisPoints);
          expect(roundedHalfUp(line.taxCents, taxable, BASIS_POINTS)).toBe(true);
        });

        expect(subtotalCents).toBe(sum(lines.map((line) => line.lineTotalCents)));
        expect(discountCents).toBe(sum(lines.map((line) => line.discountCents)));
        expect(discountCents).toBeGreaterThanOrEqual(0);
        expect(discountCents).toBeLessThanOrEqual(subtotalCents);
        if (input.discount && 'basisPoints' in input.discount) {
          const exact = BigInt(subtotalCents) * BigInt(input.discount.basisPoints);
          expect(roundedHalfUp(discountCents, exact, BASIS_POINTS)).toBe(true);
        } else if (input.discount) {
          expect(discountCents).toBe(Math.min(subtotalCents, input.discount.amountCents));
        }
        expect(taxCents).toBe(sum(lines.map((line) => line.taxCents)));
        expect(taxCents).toBe(sum(taxes.map((tax) => tax.taxCents)));
        expect(totalCents).toBe(subtotalCents - discountCents + taxCents);
        expect(totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(totalCents)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
