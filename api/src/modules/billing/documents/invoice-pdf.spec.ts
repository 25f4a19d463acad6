import { pdfText } from '../../../../test/pdf-text';
import { AppConfig } from '../../../config/app.config';
import type { InvoiceLineItem } from '../entities/invoice.entity';
import { itemsTotalCents, pricedItems } from '../invoices/invoice-totals';
import { InvoiceDocumentFields, InvoicePdf } from './invoice-pdf';

const pdf = new InvoicePdf(Object.assign(new AppConfig(), { BUSINESS_TIME_ZONE: 'America/New_York' }));

const invoiceOf = (items: InvoiceLineItem[], changes: Partial<InvoiceDocumentFields> = {}): InvoiceDocumentFields => ({
  invoiceNumber: 'INV-2026-0042',
  status: 'sent',
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  clientPhone: '+1 404 555 0134',
  clientCountry: 'United States',
  description: 'Company formation package',
  items,
  amountCents: itemsTotalCents(items),
  creditsAppliedCents: 0,
  paidCents: 0,
  refundedCents: 0,
  dueDate: new Date('2026-04-01T03:59:59Z'),
  notes: 'Thank you for your business.',
  sentAt: new Date('2026-03-02T15:00:00Z'),
  createdAt: new Date('2026-03-02T14:00:00Z'),
  ...changes,
});

const ITEMS = pricedItems([
  {
    title: 'LLC formation (Delaware)',
    description: 'Filing and registered agent',
    quantity: 100,
    unitPriceCents: 50000,
  },
  { title: 'Consulting', quantity: 150, unitPriceCents: 12000 },
]);

describe('InvoicePdf', () => {
  it('shows the number, dates, client, items with decimal quantities, and the totals', async () => {
    const text = pdfText(await pdf.render(invoiceOf(ITEMS)));
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
    const first = await pdf.render(invoiceOf(ITEMS));
    const second = await pdf.render(invoiceOf(ITEMS));
    expect(second.equals(first)).toBe(true);
    const moved = await pdf.render(invoiceOf(ITEMS, { dueDate: new Date('2026-04-15T03:59:59Z') }));
    expect(moved.equals(first)).toBe(false);
  });

  it('shows credits and payments, and stamps a paid invoice PAID with nothing due', async () => {
    const paid = invoiceOf(ITEMS, { status: 'paid', creditsAppliedCents: 2500, paidCents: 65500 });
    const text = pdfText(await pdf.render(paid));
    expect(text).toMatch(/Credits applied\s+-\$25\.00/);
    expect(text).toMatch(/Amount paid\s+-\$655\.00/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
    expect(text).toContain('PAID');
    expect(pdfText(await pdf.render(paid, { paid: false }))).not.toContain('PAID');
  });

  it('breaks a long list of items across pages with the header repeated, numbering the pages', async () => {
    const items = pricedItems(
      Array.from({ length: 100 }, (_, index) => ({
        title: `Item ${index + 1}`,
        description:
          index % 3 === 0
            ? 'A longer description that takes a second line in the narrow item column of the table.'
            : null,
        quantity: 100 + index,
        unitPriceCents: 1234,
      })),
    );
    const text = pdfText(await pdf.render(invoiceOf(items)));
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page).toContain(`INV-2026-0042 · Page ${index + 1} of ${pages.length}`));
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/ITEM\s+QTY\s+UNIT PRICE\s+AMOUNT/);
    for (let index = 1; index <= 100; index++) expect(text).toMatch(new RegExp(`Item ${index}\\s`));
    expect(text).toMatch(/Item 100\s+1\.99\s+\$12\.34\s+\$24\.56/);
    expect(text).toContain(`Amount due`);
  });

  it('marks a draft as such', async () => {
    expect(pdfText(await pdf.render(invoiceOf(ITEMS, { status: 'draft', sentAt: null })))).toContain('DRAFT INVOICE');
  });
});
