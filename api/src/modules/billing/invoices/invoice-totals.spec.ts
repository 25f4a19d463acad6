import { amountDueCents, invoiceAmountDueCents, itemsTotalCents, lineTotalCents, pricedItems } from './invoice-totals';

describe('invoice totals', () => {
  it('multiplies hundredths of a unit by the unit price, rounding half a cent up', () => {
    expect(lineTotalCents(100, 2500)).toBe(2500); // 1 × $25.00
    expect(lineTotalCents(150, 12000)).toBe(18000); // 1.5 h × $120.00
    expect(lineTotalCents(33, 101)).toBe(33); // 0.33 × $1.01 = 33.33 cents
    expect(lineTotalCents(50, 1)).toBe(1); // 0.5 cent rounds up
    expect(lineTotalCents(49, 1)).toBe(0);
  });

  it('stays exact at the largest amounts the API accepts', () => {
    expect(lineTotalCents(10_000_000, 100_000_000)).toBe(10_000_000_000_000);
  });

  it('totals the priced items and keeps what the client sent except the totals', () => {
    const items = pricedItems([
      { title: 'Logo design', quantity: 100, unitPriceCents: 50000 },
      { title: 'Consulting', description: 'Two sessions', quantity: 250, unitPriceCents: 15000 },
    ]);
    expect(items.map((item) => item.lineTotalCents)).toEqual([50000, 37500]);
    expect(items[0].description).toBeNull();
    expect(itemsTotalCents(items)).toBe(87500);
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
