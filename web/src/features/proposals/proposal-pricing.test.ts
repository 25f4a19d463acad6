import { DEFAULT_DEPOSIT_BASIS_POINTS, priceProposal, proposalFigures } from './proposal-pricing';

/**
 * The server's worked examples, figure for figure: api/src/modules/proposals/documents/proposal-pdf.spec.ts
 * (the PDF of ITEMS) and proposals.spec.ts (the stored draft, and the 30% deposit that becomes its invoice).
 * The preview must show what the server keeps and prints.
 */
describe('proposalFigures', () => {
  it('prices the PDF example: 10% off, 8.25% tax, an exempt line, half the total as deposit', () => {
    const figures = proposalFigures({
      lines: [
        { quantity: 100, unitPriceCents: 50000, taxRateBasisPoints: null },
        { quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: null },
        { quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
      ],
      taxRateBasisPoints: 825,
      discount: { basisPoints: 1000 },
      depositBasisPoints: DEFAULT_DEPOSIT_BASIS_POINTS,
    });
    // 770.00 − 10% = 693.00; the taxed lines 612.00 × 8.25% = 37.13 + 13.37.
    expect(figures).toMatchObject({
      subtotalCents: 77000,
      discountCents: 7700,
      taxCents: 5050,
      totalCents: 74350,
      depositCents: 37175,
      balanceCents: 37175,
      taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
    });
  });

  it('rounds the deposit half up and leaves the odd cent to the balance (the stored draft)', () => {
    const pricing = {
      lines: [
        { quantity: 100, unitPriceCents: 50000, taxRateBasisPoints: null },
        { quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: 0 },
      ],
      taxRateBasisPoints: 825,
      discount: { basisPoints: 1000 },
    };
    expect(proposalFigures({ ...pricing, depositBasisPoints: 5000 })).toMatchObject({
      subtotalCents: 68000,
      discountCents: 6800,
      taxCents: 3713,
      totalCents: 64913,
      depositCents: 32457,
      balanceCents: 32456,
    });
    // 30% of 649.13 = 194.739 → 194.74, the deposit invoice's amount.
    expect(proposalFigures({ ...pricing, depositBasisPoints: 3000 }).depositCents).toBe(19474);
  });

  it('asks for everything at acceptance at 100%, and never goes negative under a whole discount', () => {
    const whole = proposalFigures({
      lines: [{ quantity: 100, unitPriceCents: 1000, taxRateBasisPoints: null }],
      taxRateBasisPoints: 825,
      discount: null,
      depositBasisPoints: 10_000,
    });
    expect(whole).toMatchObject({ totalCents: 1083, depositCents: 1083, balanceCents: 0 });
    const free = proposalFigures({
      lines: [{ quantity: 100, unitPriceCents: 12345, taxRateBasisPoints: null }],
      taxRateBasisPoints: 825,
      discount: { amountCents: 99999 },
      depositBasisPoints: 5000,
    });
    expect(free).toMatchObject({ discountCents: 12345, totalCents: 0, depositCents: 0, balanceCents: 0 });
  });
});

describe('priceProposal', () => {
  it('answers the items and totals as the API does, for the document the client reads', () => {
    const { items, totals } = priceProposal({
      items: [
        {
          title: 'LLC formation',
          description: 'Delaware',
          quantity: 100,
          unitPriceCents: 50000,
          taxRateBasisPoints: null,
        },
        { title: 'Consulting', description: null, quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: 0 },
      ],
      taxRateBasisPoints: 825,
      discount: { amountCents: 6800 },
      depositBasisPoints: 5000,
      allowFullPayment: false,
    });
    expect(items).toEqual([
      {
        title: 'LLC formation',
        description: 'Delaware',
        quantity: 100,
        unitPriceCents: 50000,
        taxRateBasisPoints: null,
        lineTotalCents: 50000,
        discountCents: 5000,
        taxCents: 3713,
      },
      {
        title: 'Consulting',
        description: null,
        quantity: 150,
        unitPriceCents: 12000,
        taxRateBasisPoints: 0,
        lineTotalCents: 18000,
        discountCents: 1800,
        taxCents: 0,
      },
    ]);
    expect(totals).toEqual({
      currency: 'USD',
      subtotalCents: 68000,
      discountCents: 6800,
      discountBasisPoints: null,
      taxRateBasisPoints: 825,
      taxCents: 3713,
      taxes: [{ rateBasisPoints: 825, taxCents: 3713 }],
      totalCents: 64913,
      depositBasisPoints: 5000,
      depositCents: 32457,
      balanceCents: 32456,
      allowFullPayment: false,
    });
  });
});
