import { howWeMakeItHappen } from './how-we-make-it-happen';

const GENERIC = howWeMakeItHappen('General Business Consulting');

describe('howWeMakeItHappen', () => {
  it.each([
    ['Business Formation & Legal Setup', /formation documents, obtain your EIN/],
    ['Legal Setup for Partnerships', /formation documents/],
    ['Website & App Development', /mobile-first site or app/],
    ['Mobile Apps', /mobile-first site or app/],
    ['Branding & Identity Design', /brand guide/],
    ['Digital Marketing', /campaigns across search, social and e-mail/],
    ['Business Systems & Automation', /booking, invoicing, follow-ups and bookkeeping/],
    ['Creator Growth & Business Launch', /monetization model/],
    ['International Business Services', /without a Social Security number/],
    ['E-Commerce & Online Store Solutions', /payments, shipping and sales tax/],
    ['Ecommerce Launch', /payments, shipping and sales tax/],
    ['Online Store Setup', /payments, shipping and sales tax/],
  ])('gives "%s" its own approach', (title, expected) => {
    expect(howWeMakeItHappen(title)).toMatch(expected);
    expect(howWeMakeItHappen(title)).not.toBe(GENERIC);
  });

  it('ignores case and takes the first keyword group that matches', () => {
    expect(howWeMakeItHappen('DIGITAL MARKETING')).toBe(howWeMakeItHappen('Digital Marketing'));
    expect(howWeMakeItHappen('Brand Marketing')).toBe(howWeMakeItHappen('Branding & Identity Design'));
  });

  it('matches whole words: "Services" is not "systems", "apparel" is not "app"', () => {
    expect(howWeMakeItHappen('Apparel Services')).toBe(GENERIC);
  });

  it('falls back to a generic approach', () => {
    expect(GENERIC).toMatch(/consultation to understand your goals/);
    expect(howWeMakeItHappen('')).toBe(GENERIC);
  });
});
