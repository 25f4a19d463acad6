import { lineTotalCents, priceInvoice } from './invoice-pricing';

/**
 * The server's worked examples (api/src/common/money/document-pricing.spec.ts EXAMPLES), figure for figure:
 * the form's preview must show what the server will keep.
 */
const SERVER_EXAMPLES: { name: string; input: Parameters<typeof priceInvoice>[0]; expected: object }[] = [
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
      taxCents: 5050,
      totalCents: 66250,
      lines: [
        { lineTotalCents: 50000, discountCents: 5000, taxRateBasisPoints: 825, taxCents: 3713 },
        { lineTotalCents: 18000, discountCents: 1800, taxRateBasisPoints: 825, taxCents: 1337 },
      ],
      taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
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
      taxCents: 0,
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
      taxCents: 60,
      totalCents: 2558,
      lines: [
        { lineTotalCents: 1999, discountCents: 333, taxRateBasisPoints: 0, taxCents: 0 },
        { lineTotalCents: 999, discountCents: 167, taxRateBasisPoints: 725, taxCents: 60 },
      ],
      taxes: [{ rateBasisPoints: 725, taxCents: 60 }],
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

describe('priceInvoice: the same figures as the server', () => {
  it.each(SERVER_EXAMPLES)('$name', ({ input, expected }) => {
    expect(priceInvoice(input)).toMatchObject(expected);
  });

  it('rounds each line half up to the cent, exactly at the largest amounts', () => {
    expect(lineTotalCents(150, 12000)).toBe(18000);
    expect(lineTotalCents(33, 1001)).toBe(330); // 330.33
    expect(lineTotalCents(50, 1)).toBe(1); // 0.5 → 1
    expect(lineTotalCents(10_000_000, 100_000_000)).toBe(10_000_000_000_000);
  });
});
