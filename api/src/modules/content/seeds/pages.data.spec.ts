import { SEED_PAGES } from './pages.data';
import type { LegalPageContent, SeedPageSlug } from './seed-content.types';

function legalPage(slug: Extract<SeedPageSlug, 'terms' | 'privacy' | 'refund-policy'>): LegalPageContent {
  const page = SEED_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No seeded page ${slug}`);
  return page.content as LegalPageContent;
}

/** A legal page as one text: intro and every paragraph, whitespace collapsed. */
function fullText(content: LegalPageContent): string {
  return [content.intro, ...content.sections.flatMap((section) => section.paragraphs)].join(' ').replace(/\s+/g, ' ');
}

function headings(content: LegalPageContent): string[] {
  return content.sections.map((section) => section.heading);
}

describe('seeded legal pages', () => {
  it.each(['terms', 'privacy', 'refund-policy'] as const)('%s is dated October 10, 2025', (slug) => {
    expect(legalPage(slug).effectiveDate).toBe('2025-10-10');
  });

  describe('the refund policy states every rule of docs/modules/content.md', () => {
    const text = fullText(legalPage('refund-policy'));

    it.each([
      [
        'US dollars and card payments',
        /All amounts are in US dollars, and payments are made by card through our third-party card payment processor/,
      ],
      ['payment due at least 2 hours before', /Consultation payment is due at least 2 hours before your appointment/],
      [
        'unpaid consultations auto-cancelled 30 minutes before',
        /still unpaid 30 minutes before its scheduled start time is cancelled automatically/,
      ],
      [
        'more than 24 hours: full refund or free reschedule',
        /cancel more than 24 hours before your appointment, you can choose a full refund or a free reschedule/,
      ],
      [
        'less than 24 hours: no refund, one reschedule for $50',
        /cancel less than 24 hours before your appointment, the payment is not refunded\. You may reschedule once, for a \$50 fee/,
      ],
      [
        'no-show: no refund, no reschedule',
        /do not attend your consultation .* the payment is not refunded and the consultation cannot be rescheduled/,
      ],
      [
        'first reschedule free more than 24 hours ahead',
        /first reschedule is free if you make it more than 24 hours before your appointment/,
      ],
      ['further reschedules $50 each', /Each further reschedule costs \$50/],
      [
        'same-day reschedule counts as a cancellation',
        /reschedule on the same day as your appointment is treated as a cancellation/,
      ],
      ['deposits non-refundable once work starts', /Project deposits are non-refundable once work has started/],
      [
        'before work begins: 100% minus a $100 fee',
        /before work begins, we refund 100% of your deposit minus a \$100 administrative fee/,
      ],
      ['balance payments non-refundable', /Balance payments are non-refundable/],
      ['revisions and concerns within 14 days', /revision requests or concerns within 14 days of delivery/],
      ['approved refunds in 5-10 business days', /Approved refunds .* take 5-10 business days/],
      [
        'digital products non-refundable once accessed',
        /Digital products, .* are non-refundable once they have been accessed/,
      ],
      ['support within 24 hours on business days', /support team responds within 24 hours on business days/],
      ['the 30-day launch guarantee', /If your business is not operational within 30 days, you don't pay/],
    ])('%s', (_rule, sentence) => {
      expect(text).toMatch(sentence);
    });
  });

  it('the terms cover what a services agreement needs', () => {
    const terms = legalPage('terms');
    expect(headings(terms)).toEqual(
      expect.arrayContaining([
        'Agreement to These Terms',
        'Our Services',
        'Not Legal, Tax or Financial Advice',
        'Proposals, Invoices and Payment',
        'Package Upgrades',
        'Timelines and the 30-Day Launch Guarantee',
        'Revisions and Acceptance',
        'Intellectual Property',
        'Limitation of Liability',
        'Governing Law and Disputes',
        'Changes to These Terms',
        'Contact Us',
      ]),
    );
    expect(fullText(terms)).toMatch(/Refund Policy/);
  });

  it('the privacy policy covers collection, use, sharing, retention, security, rights and children', () => {
    const privacy = legalPage('privacy');
    expect(headings(privacy)).toEqual(
      expect.arrayContaining([
        'Information You Give Us',
        'Payment Information',
        'Information Collected Automatically',
        'How We Use Information',
        'How We Share Information',
        'How Long We Keep Information',
        'Security',
        'Your Rights and Choices',
        "Children's Privacy",
        'Contact Us',
      ]),
    );
    expect(fullText(privacy)).toMatch(/We do not sell your personal information/);
  });
});
