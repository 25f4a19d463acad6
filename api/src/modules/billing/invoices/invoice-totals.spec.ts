import type { InvoiceStatus } from '../billing.constants';
import {
  amountDueCents,
  invoiceAmountDueCents,
  invoiceDiscount,
  partialPaymentRange,
  priceInvoice,
  taxesByRate,
} from './invoice-totals';

describe('invoice totals', () => {
  it('prices the items and keeps what the client sent besides the totals', () => {
    const priced = priceInvoice(
      [
        { title: 'Logo design', quantity: 100, unitPriceCents: 50000 },
        {
          title: 'Consulting',
          description: 'Two sessions',
          quantity: 250,
          unitPriceCents: 15000,
          taxRateBasisPoints: 0,
        },
      ],
      { taxRateBasisPoints: 800, discount: { amountCents: 8750 } },
    );
    expect(priced).toEqual({
      items: [
        {
          title: 'Logo design',
          description: null,
          quantity: 100,
          unitPriceCents: 50000,
          taxRateBasisPoints: null,
          lineTotalCents: 50000,
          discountCents: 5000,
          taxCents: 3600, // (500.00 − 50.00) × 8%
        },
        {
          title: 'Consulting',
          description: 'Two sessions',
          quantity: 250,
          unitPriceCents: 15000,
          taxRateBasisPoints: 0,
          lineTotalCents: 37500,
          discountCents: 3750,
          taxCents: 0,
        },
      ],
      subtotalCents: 87500,
      discountCents: 8750,
      taxCents: 3600,
      amountCents: 82350,
    });
  });

  it('reads the discount back from the row, and its taxes by rate', () => {
    expect(invoiceDiscount({ discountCents: 6800, discountBasisPoints: 1000 })).toEqual({ basisPoints: 1000 });
    expect(invoiceDiscount({ discountCents: 500, discountBasisPoints: null })).toEqual({ amountCents: 500 });
    expect(invoiceDiscount({ discountCents: 0, discountBasisPoints: null })).toBeNull();
    const pricing = { taxRateBasisPoints: 825, discount: { basisPoints: 1000 } };
    const items = [
      { title: 'A', quantity: 100, unitPriceCents: 50000 },
      { title: 'B', quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: 500 },
    ];
    const row = { ...priceInvoice(items, pricing), taxRateBasisPoints: 825, discountBasisPoints: 1000 };
    expect(taxesByRate(row)).toEqual([
      { rateBasisPoints: 500, taxableCents: 16200, taxCents: 810 },
      { rateBasisPoints: 825, taxableCents: 45000, taxCents: 3713 },
    ]);
  });

  it('owes the total less credits and payments, never less than nothing', () => {
    expect(amountDueCents({ amountCents: 10000, creditsAppliedCents: 2500, paidCents: 0 })).toBe(7500);
    expect(amountDueCents({ amountCents: 10000, creditsAppliedCents: 2500, paidCents: 7500 })).toBe(0);
    expect(amountDueCents({ amountCents: 10000, creditsAppliedCents: 20000, paidCents: 0 })).toBe(0);
  });
});

describe('invoiceAmountDueCents', () => {
  it('asks nothing of a cancelled invoice', () => {
    const invoice = { amountCents: 10000, creditsAppliedCents: 0, paidCents: 0 };
    expect(invoiceAmountDueCents({ ...invoice, status: 'sent' })).toBe(10000);
    expect(invoiceAmountDueCents({ ...invoice, status: 'cancelled' })).toBe(0);
  });
});

describe('partialPaymentRange', () => {
  const invoice = {
    status: 'sent' as InvoiceStatus,
    allowPartialPayment: true,
    minimumPaymentCents: 10000,
    amountCents: 50000,
    creditsAppliedCents: 0,
    paidCents: 20000,
  };

  it('goes from the minimum to the amount due less the card minimum', () => {
    expect(partialPaymentRange(invoice)).toEqual({ minCents: 10000, maxCents: 29950 });
  });

  it('is none when staff did not allow it, the invoice is not payable, or too little is left to split', () => {
    expect(partialPaymentRange({ ...invoice, allowPartialPayment: false })).toBeNull();
    expect(partialPaymentRange({ ...invoice, status: 'paid' })).toBeNull();
    expect(partialPaymentRange({ ...invoice, paidCents: 40000 })).toBeNull(); // 100.00 due: 99.50 at most < 100.00
    expect(partialPaymentRange({ ...invoice, paidCents: 39950 })).toEqual({ minCents: 10000, maxCents: 10000 });
  });
});
