import fc from 'fast-check';
import { pdfText } from '../../../../test/pdf-text';
import { BASIS_POINTS, formatBasisPoints } from '../../../common/money/document-pricing';
import { AppConfig } from '../../../config/app.config';
import { PAYMENT_METHODS } from '../billing.constants';
import { formatCents } from '../formatting';
import { type InvoiceItemInput, type InvoicePricing, priceInvoice, taxesByRate } from '../invoices/invoice-totals';
import { InvoiceDocumentFields, InvoicePdf, type ReceivedPayment, receivedTotals } from './invoice-pdf';

const pdf = new InvoicePdf(Object.assign(new AppConfig(), { BUSINESS_TIME_ZONE: 'America/New_York' }));

const NO_TAX: InvoicePricing = { taxRateBasisPoints: 0, discount: null };

const invoiceOf = (
  items: InvoiceItemInput[],
  changes: Partial<InvoiceDocumentFields> = {},
  pricing: InvoicePricing = NO_TAX,
): InvoiceDocumentFields => ({
  invoiceNumber: 'INV-2026-0042',
  status: 'sent',
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  clientPhone: '+1 404 555 0134',
  clientCountry: 'United States',
  description: 'Company formation package',
  ...priceInvoice(items, pricing),
  taxRateBasisPoints: pricing.taxRateBasisPoints,
  discountBasisPoints: pricing.discount && 'basisPoints' in pricing.discount ? pricing.discount.basisPoints : null,
  dueDate: new Date('2026-04-01T03:59:59Z'),
  notes: 'Thank you for your business.',
  sentAt: new Date('2026-03-02T15:00:00Z'),
  createdAt: new Date('2026-03-02T14:00:00Z'),
  ...changes,
});

const ITEMS: InvoiceItemInput[] = [
  {
    title: 'LLC formation (Delaware)',
    description: 'Filing and registered agent',
    quantity: 100,
    unitPriceCents: 50000,
  },
  { title: 'Consulting', quantity: 150, unitPriceCents: 12000 },
];

const payment = (amountCents: number, day: string, changes: Partial<ReceivedPayment> = {}): ReceivedPayment => ({
  method: 'card',
  amountCents,
  creditsCents: 0,
  refundedCents: 0,
  succeededAt: new Date(`${day}T15:00:00Z`),
  ...changes,
});

describe('InvoicePdf', () => {
  it('shows the number, dates, client, items with decimal quantities, and the totals', async () => {
    const text = pdfText(await pdf.render(invoiceOf(ITEMS), []));
    expect(text).toContain('INV-2026-0042');
    expect(text).toContain('Issued: March 2, 2026');
    expect(text).toContain('Due: March 31, 2026'); // 03:59 UTC is still the 31st in New York
    expect(text).toContain('Ana Lopez');
    expect(text).toContain('ana@example.com');
    expect(text).toMatch(/LLC formation \(Delaware\)\s+1\s+\$500\.00\s+\$500\.00/);
    expect(text).toContain('Filing and registered agent');
    expect(text).toMatch(/Consulting\s+1\.5\s+\$120\.00\s+\$180\.00/);
    expect(text).toMatch(/Subtotal\s+\$680\.00/);
    expect(text).toMatch(/Amount due\s+\$680\.00/);
    expect(text).toContain('Thank you for your business.');
    expect(text).not.toContain('PAID');
  });

  it('gives the same bytes for the same invoice, and different ones when it changes', async () => {
    const first = await pdf.render(invoiceOf(ITEMS), []);
    const second = await pdf.render(invoiceOf(ITEMS), []);
    expect(second.equals(first)).toBe(true);
    const moved = await pdf.render(invoiceOf(ITEMS, { dueDate: new Date('2026-04-15T03:59:59Z') }), []);
    expect(moved.equals(first)).toBe(false);
  });

  it('shows credits and payments, and stamps a paid invoice PAID with nothing due', async () => {
    const paid = invoiceOf(ITEMS, { status: 'paid' });
    const payments = [payment(65500, '2026-03-05', { creditsCents: 2500 })];
    const text = pdfText(await pdf.render(paid, payments));
    expect(text).toMatch(/Credits applied\s+-\$25\.00/);
    expect(text).toMatch(/Amount paid\s+-\$655\.00/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
    expect(text).toMatch(/PAYMENTS RECEIVED\s+March 5, 2026\s+Card and account credits\s+\$680\.00/);
    expect(text).toContain('PAID');
    expect(pdfText(await pdf.render(paid, payments, { paid: false }))).not.toContain('PAID');
  });

  it('shows the discount, the tax per rate, the total, each payment received and the balance due', async () => {
    const items: InvoiceItemInput[] = [
      ...ITEMS,
      { title: 'Filing fee', quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
    ];
    const invoice = invoiceOf(items, {}, { taxRateBasisPoints: 825, discount: { basisPoints: 1000 } });
    const payments = [
      payment(20000, '2026-03-05'),
      payment(15000, '2026-03-20', { method: 'wire', refundedCents: 1000 }),
    ];
    const text = pdfText(await pdf.render(invoice, payments));
    // 770.00 − 10% = 693.00; the taxed lines 612.00 × 8.25% = 3,712.5 + 1,336.5 cents → 37.13 + 13.37.
    expect(text).toMatch(/Filing fee\s+1\s+\$90\.00\s+\$90\.00/);
    expect(text).toMatch(/No tax/);
    expect(text).toMatch(/Subtotal\s+\$770\.00/);
    expect(text).toMatch(/Discount \(10%\)\s+-\$77\.00/);
    expect(text).toMatch(/Tax 8\.25%\s+\$50\.50/);
    expect(text).toMatch(/Total\s+\$743\.50/);
    expect(text).toMatch(/Amount paid\s+-\$350\.00/);
    expect(text).toMatch(/Refunded\s+\$10\.00/);
    expect(text).toMatch(/Amount due\s+\$393\.50/);
    expect(text).toMatch(/March 5, 2026\s+Card\s+\$200\.00/);
    expect(text).toMatch(/March 20, 2026\s+Wire transfer\s+\$150\.00/);
    expect(text).not.toContain('PAID');
  });

  it('keeps the document of an invoice without discount or tax as it was: no discount, tax or total lines', async () => {
    const text = pdfText(await pdf.render(invoiceOf(ITEMS), []));
    expect(text).not.toMatch(/Discount|Tax|Total\s|PAYMENTS RECEIVED/);
  });

  it('breaks a long list of items across pages with the header repeated, numbering the pages', async () => {
    const items: InvoiceItemInput[] = Array.from({ length: 100 }, (_, index) => ({
      title: `Item ${index + 1}`,
      description:
        index % 3 === 0
          ? 'A longer description that takes a second line in the narrow item column of the table.'
          : null,
      quantity: 100 + index,
      unitPriceCents: 1234,
    }));
    const text = pdfText(await pdf.render(invoiceOf(items), []));
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page).toContain(`INV-2026-0042 · Page ${index + 1} of ${pages.length}`));
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/ITEM\s+QTY\s+UNIT PRICE\s+AMOUNT/);
    for (let index = 1; index <= 100; index++) expect(text).toMatch(new RegExp(`Item ${index}\\s`));
    expect(text).toMatch(/Item 100\s+1\.99\s+\$12\.34\s+\$24\.56/);
    expect(text).toContain(`Amount due`);
  });

  it('marks a draft as such', async () => {
    expect(pdfText(await pdf.render(invoiceOf(ITEMS, { status: 'draft', sentAt: null }), []))).toContain(
      'DRAFT INVOICE',
    );
  });
});

describe('InvoicePdf over random invoices and payments (fast-check)', () => {
  const rate = fc.integer({ min: 0, max: BASIS_POINTS });
  const item = fc.record({
    title: fc.constantFrom('Design', 'Filing', 'Consulting'),
    quantity: fc.integer({ min: 1, max: 100_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
    taxRateBasisPoints: fc.option(rate, { nil: null }),
  });
  const pricing = fc.record({
    taxRateBasisPoints: rate,
    discount: fc.option(
      fc.oneof(fc.record({ basisPoints: rate }), fc.record({ amountCents: fc.integer({ min: 0, max: 1_000_000 }) })),
      { nil: null },
    ),
  });
  /** Part payments of the total: each a share of what is left, in random methods. */
  const payments = fc.array(
    fc.record({
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      method: fc.constantFrom(...PAYMENT_METHODS),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 4 },
  );

  it('prints the figures of the invoice, its payments and its balance, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 6 }),
        pricing,
        payments,
        async (items, terms, paid) => {
          const invoice = invoiceOf(items, {}, terms);
          let left = invoice.amountCents;
          const received = paid.map(({ share, method, day }) => {
            const amountCents = Math.floor(left * share);
            left -= amountCents;
            return payment(amountCents, `2026-03-${String(day).padStart(2, '0')}`, { method });
          });
          const totals = receivedTotals(invoice.amountCents, received);
          expect(totals.amountDueCents).toBe(invoice.amountCents - totals.paidCents);
          expect(totals.amountDueCents).toBeGreaterThanOrEqual(0);

          const text = pdfText(await pdf.render(invoice, received));
          const money = (cents: number) => formatCents(cents).replace(/[$.]/g, (char) => `\\${char}`);
          expect(text).toMatch(new RegExp(`Subtotal\\s+${money(invoice.subtotalCents)}`));
          if (invoice.discountCents > 0) expect(text).toMatch(new RegExp(`Discount.*-${money(invoice.discountCents)}`));
          for (const tax of taxesByRate(invoice)) {
            const percent = formatBasisPoints(tax.rateBasisPoints).replace('.', '\\.');
            expect(text).toMatch(new RegExp(`Tax ${percent}\\s+${money(tax.taxCents)}`));
          }
          if (invoice.discountCents > 0 || invoice.taxCents > 0) {
            expect(text).toMatch(new RegExp(`Total\\s+${money(invoice.amountCents)}`));
          }
          if (totals.paidCents > 0) expect(text).toMatch(new RegExp(`Amount paid\\s+-${money(totals.paidCents)}`));
          expect(text).toMatch(new RegExp(`Amount due\\s+${money(totals.amountDueCents)}`));
          for (const { amountCents } of received) expect(text).toMatch(new RegExp(`\\s${money(amountCents)}\\n`));
        },
      ),
      { numRuns: 40 },
    );
  });
});
