import fc from 'fast-check';
import { pdfText } from '../../../../test/pdf-text';
import { BASIS_POINTS, formatBasisPoints, mulDivHalfUp, priceDocument } from '../../../common/money/document-pricing';
import { AppConfig } from '../../../config/app.config';
import { formatCents } from '../../billing';
import { documentSha256, type ProposalDocumentView, proposalFigures } from './proposal-document';
import { ProposalPdf } from './proposal-pdf';

const pdf = new ProposalPdf(Object.assign(new AppConfig(), { BUSINESS_TIME_ZONE: 'America/New_York' }));

const ITEMS: ProposalDocumentView['items'] = [
  {
    title: 'LLC formation (Delaware)',
    description: 'Filing and registered agent',
    quantity: 100,
    unitPriceCents: 50000,
    taxRateBasisPoints: null,
  },
  { title: 'Consulting', description: null, quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: null },
  { title: 'Filing fee', description: null, quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
];

const proposalView = (changes: Partial<ProposalDocumentView> = {}): ProposalDocumentView => ({
  proposalId: '6b1f2c9e-5d2a-4c55-9a0e-1f2d3c4b5a69',
  version: 2,
  title: 'Company launch package',
  summary: 'Everything to open your US company and start selling.',
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  items: ITEMS,
  taxRateBasisPoints: 825,
  discount: { basisPoints: 1000 },
  currency: 'USD',
  depositBasisPoints: 5000,
  allowFullPayment: true,
  paymentTerms: 'Each invoice is payable within 15 days.',
  validUntil: '2026-04-01T03:59:59Z',
  issuedAt: '2026-03-02T15:00:00Z',
  ...changes,
});

/** A figure as a regular expression: "$1,234.50" with its $ and . escaped. */
const money = (cents: number) => formatCents(cents).replace(/[$.]/g, (char) => `\\${char}`);

describe('ProposalPdf', () => {
  it('shows the version, dates, client, items, totals, deposit, balance and terms', async () => {
    const text = pdfText(await pdf.render(proposalView()));
    expect(text).toContain('PROPOSAL');
    expect(text).toContain('Version: 2');
    expect(text).toContain('Issued: March 2, 2026');
    expect(text).toContain('Valid until: March 31, 2026'); // 03:59 UTC is still the 31st in New York
    expect(text).toContain('Ana Lopez');
    expect(text).toContain('ana@example.com');
    expect(text).toContain('Company launch package');
    expect(text).toContain('Everything to open your US company and start selling.');
    expect(text).toMatch(/LLC formation \(Delaware\)\s+1\s+\$500\.00\s+\$500\.00/);
    expect(text).toContain('Filing and registered agent');
    expect(text).toMatch(/Consulting\s+1\.5\s+\$120\.00\s+\$180\.00/);
    expect(text).toMatch(/Filing fee\s+1\s+\$90\.00\s+\$90\.00\s+No tax/);
    // 770.00 − 10% = 693.00; the taxed lines 612.00 × 8.25% = 3,712.5 + 1,336.5 cents → 37.13 + 13.37.
    expect(text).toMatch(/Subtotal\s+\$770\.00/);
    expect(text).toMatch(/Discount \(10%\)\s+-\$77\.00/);
    expect(text).toMatch(/Tax 8\.25%\s+\$50\.50/);
    expect(text).toMatch(/Total\s+\$743\.50/);
    expect(text).toMatch(/Deposit at acceptance \(50%\)\s+\$371\.75/);
    expect(text).toMatch(/Balance on completion\s+\$371\.75/);
    expect(text).toContain('A deposit of $371.75 (50% of the total) is invoiced when you accept this proposal');
    expect(text).toMatch(/You may instead pay the whole\s+\$743\.50 at acceptance\./);
    expect(text).toContain('Each invoice is payable within 15 days.');
    expect(text).toContain('This proposal is valid until March 31, 2026.');
    expect(text).toContain('Proposal 6b1f2c9e · version 2 · Page 1 of 1');
  });

  it('gives the same bytes and SHA-256 for the same view, and others when anything shown changes', async () => {
    const first = await pdf.render(proposalView());
    const second = await pdf.render(proposalView());
    expect(second.equals(first)).toBe(true);
    expect(documentSha256(second)).toBe(documentSha256(first));
    expect(documentSha256(first)).toMatch(/^[0-9a-f]{64}$/);
    for (const changed of [
      proposalView({ version: 3 }),
      proposalView({ depositBasisPoints: 3000 }),
      proposalView({ validUntil: '2026-04-15T03:59:59Z' }),
      proposalView({ clientName: 'Ana López' }),
    ]) {
      expect(documentSha256(await pdf.render(changed))).not.toBe(documentSha256(first));
    }
  });

  it('says when the whole total is due at acceptance, at completion, or when paying it all is not offered', async () => {
    const whole = pdfText(await pdf.render(proposalView({ depositBasisPoints: BASIS_POINTS })));
    expect(whole).toContain('The total of $743.50 is invoiced when you accept this proposal.');
    expect(whole).toMatch(/Balance on completion\s+\$0\.00/);
    const none = pdfText(await pdf.render(proposalView({ depositBasisPoints: 0 })));
    expect(none).toContain('The total of $743.50 is invoiced when the project is complete.');
    const depositOnly = pdfText(await pdf.render(proposalView({ allowFullPayment: false })));
    expect(depositOnly).toContain('A deposit of $371.75');
    expect(depositOnly).not.toContain('You may instead pay');
  });

  it('leaves out the summary, the discount, the tax and the terms a proposal does not have', async () => {
    const text = pdfText(
      await pdf.render(
        proposalView({
          summary: null,
          discount: null,
          taxRateBasisPoints: 0,
          items: ITEMS.slice(0, 2),
          paymentTerms: null,
        }),
      ),
    );
    expect(text).not.toMatch(/Discount|Tax \d|selling/);
    expect(text).toMatch(/Subtotal\s+\$680\.00/);
    expect(text).toMatch(/Total\s+\$680\.00/);
  });

  it('breaks a long list of items across pages with the table header repeated, numbering the pages', async () => {
    const items = Array.from({ length: 80 }, (_, index) => ({
      title: `Item ${index + 1}`,
      description: index % 3 === 0 ? 'A longer description that takes a second line in the narrow item column.' : null,
      quantity: 100 + index,
      unitPriceCents: 1234,
      taxRateBasisPoints: null,
    }));
    const text = pdfText(await pdf.render(proposalView({ items, paymentTerms: 'Terms. '.repeat(300) })));
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) =>
      expect(page).toContain(`Proposal 6b1f2c9e · version 2 · Page ${index + 1} of ${pages.length}`),
    );
    for (const page of pages.slice(0, 2)) expect(page).toMatch(/ITEM\s+QTY\s+UNIT PRICE\s+AMOUNT/);
    for (let index = 1; index <= 80; index++) expect(text).toMatch(new RegExp(`Item ${index}\\s`));
    // Long terms flow onto the next page above its number, never over it.
    for (const page of pages) expect(page.trimEnd()).toMatch(/Page \d+ of \d+$/);
  });
});

describe('ProposalPdf over random proposals (fast-check)', () => {
  const rate = fc.integer({ min: 0, max: BASIS_POINTS });
  const item = fc.record({
    title: fc.constantFrom('Design', 'Filing', 'Consulting'),
    description: fc.constant(null),
    quantity: fc.integer({ min: 1, max: 100_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
    taxRateBasisPoints: fc.option(rate, { nil: null }),
  });
  const terms = fc.record({
    taxRateBasisPoints: rate,
    discount: fc.option(
      fc.oneof(fc.record({ basisPoints: rate }), fc.record({ amountCents: fc.integer({ min: 0, max: 1_000_000 }) })),
      { nil: null },
    ),
    depositBasisPoints: rate,
  });

  it('prints priceDocument’s figures and the deposit and balance of the total, to the cent, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 6 }), terms, async (items, pricing) => {
        const view = proposalView({ items, ...pricing });
        const totals = priceDocument({ lines: items, ...pricing });
        const figures = proposalFigures(view);
        expect(figures).toMatchObject(totals);
        expect(figures.depositCents).toBe(mulDivHalfUp(totals.totalCents, pricing.depositBasisPoints, BASIS_POINTS));
        expect(figures.depositCents + figures.balanceCents).toBe(totals.totalCents);
        for (const cents of [figures.totalCents, figures.depositCents, figures.balanceCents]) {
          expect(cents).toBeGreaterThanOrEqual(0);
        }

        const text = pdfText(await pdf.render(view));
        totals.lines.forEach((line, index) =>
          expect(text).toMatch(new RegExp(`${items[index].title}.*\\s${money(line.lineTotalCents)}\\n`)),
        );
        expect(text).toMatch(new RegExp(`Subtotal\\s+${money(totals.subtotalCents)}`));
        if (totals.discountCents > 0) expect(text).toMatch(new RegExp(`Discount.*-${money(totals.discountCents)}`));
        for (const tax of totals.taxes) {
          const percent = formatBasisPoints(tax.rateBasisPoints).replace('.', '\\.');
          expect(text).toMatch(new RegExp(`Tax ${percent}\\s+${money(tax.taxCents)}`));
        }
        expect(text).toMatch(new RegExp(`Total\\s+${money(totals.totalCents)}`));
        expect(text).toMatch(new RegExp(`Deposit at acceptance \\(.*\\)\\s+${money(figures.depositCents)}`));
        expect(text).toMatch(new RegExp(`Balance on completion\\s+${money(figures.balanceCents)}`));
      }),
      { numRuns: 40 },
    );
  });
});
