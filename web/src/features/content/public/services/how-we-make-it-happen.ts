/**
 * The "How We Make It Happen" paragraph of a service card (docs/modules/content.md): chosen by
 * keywords in the service's title, first match wins, so a renamed service still gets a fitting text.
 */
const APPROACHES: readonly { keywords: RegExp; text: string }[] = [
  {
    keywords: /\b(formation|legal)\b/i,
    text: 'We start with a short intake to choose the right structure for your goals, then prepare and file your formation documents, obtain your EIN and draft your operating agreement or bylaws. You receive a compliance calendar with every filing date, so your company is set up correctly from day one, in 30 days or less.',
  },
  {
    keywords: /\b(websites?|apps?)\b/i,
    text: 'We map your pages and customer journey first, then design and build a fast, mobile-first site or app, connect your booking, payment and analytics tools, and test everything before launch. You get a walkthrough so you can update your content yourself.',
  },
  {
    keywords: /\bbrand/i,
    text: 'We research your market and audience, then develop your brand strategy, logo, color palette and typography, and deliver a brand guide with ready-to-use files for print, web and social media.',
  },
  {
    keywords: /\bmarketing\b/i,
    text: 'We define your ideal customers and the channels that reach them, set up tracking, launch campaigns across search, social and e-mail, and report monthly on leads and sales, adjusting the plan as results come in.',
  },
  {
    keywords: /\b(automation|systems?)\b/i,
    text: 'We map how work moves through your business today, then connect your tools for booking, invoicing, follow-ups and bookkeeping so routine tasks run on their own, with documentation and training for your team.',
  },
  {
    keywords: /\bcreators?\b/i,
    text: 'We review your audience and content, choose the monetization model that fits, whether products, memberships, sponsorships or services, set up the business behind it and launch your offers with a plan to grow.',
  },
  {
    keywords: /\binternational\b/i,
    text: 'We form your US company remotely, obtain your EIN even without a Social Security number, arrange a registered agent and US business address, and prepare you for US banking and payment processing, all online from wherever you are.',
  },
  {
    keywords: /\b(e-?commerce|stores?|shops?)\b/i,
    text: 'We choose the right platform for your products, set up your catalog, payments, shipping and sales tax, design a store that converts, and launch it with the marketing that brings in your first orders.',
  },
];

const GENERIC_APPROACH =
  'We start with a consultation to understand your goals, agree on a clear scope and timeline, then deliver the work step by step with regular updates in your client portal and support after launch.';

export function howWeMakeItHappen(title: string): string {
  return APPROACHES.find(({ keywords }) => keywords.test(title))?.text ?? GENERIC_APPROACH;
}
