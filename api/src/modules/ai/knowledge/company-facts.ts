/** A fact the assistant may state, in the company's own words. */
export interface StatedFact {
  title: string;
  text: string;
  /** Where a visitor reads more. */
  url: string;
}

/** The company facts and promises the site states (docs/modules/content.md, the company's facts and policy). */
export const COMPANY_FACTS: readonly StatedFact[] = [
  {
    title: 'Who we are',
    text:
      'Inspivision is a US business-launch and consulting company, founded in 2021. We help entrepreneurs, ' +
      'creators, influencers, nonprofits and business owners, including international founders, start, launch ' +
      'and grow their businesses.',
    url: '/about',
  },
  {
    title: '30-day launch guarantee',
    text:
      'We complete business setup in 30 days or less. Our 30-day launch guarantee: if your business is not ' +
      "operational in 30 days, you don't pay.",
    url: '/refund-policy',
  },
  {
    title: 'Launch timeline',
    text: 'A full launch typically takes 4-8 weeks, depending on the services you choose.',
    url: '/services',
  },
  {
    title: 'Post-launch support and upgrades',
    text:
      'Post-launch support is included in all packages. You can upgrade your package, with credit for the ' +
      'amounts you have already paid.',
    url: '/about',
  },
  {
    title: 'Worldwide service',
    text:
      'Our services are available worldwide: we serve clients nationwide across the USA and work remotely with ' +
      'clients around the world.',
    url: '/about',
  },
  {
    title: 'Track record',
    text: 'We have helped 190 businesses launch, with a 98% success rate and 24/7 support.',
    url: '/about',
  },
  {
    title: 'Response times',
    text: 'A service inquiry is answered within 2 hours, and a quick question within 24 hours.',
    url: '/contact',
  },
  {
    title: 'Business hours and service area',
    text:
      'Our business hours are Monday to Friday 9AM-6PM EST. Service area: nationwide (USA) with remote ' +
      'services worldwide.',
    url: '/contact',
  },
  {
    title: 'Our name',
    text: 'The name Inspivision joins three words: Inspire + Pivot + Vision.',
    url: '/about',
  },
];

/** The refund and cancellation policy (docs/modules/content.md): US dollars, cards through a payment processor. */
export const REFUND_RULES: readonly StatedFact[] = [
  {
    title: 'Cancelling a consultation more than 24 hours ahead',
    text: 'If you cancel more than 24 hours before a consultation, you get a full refund or a free reschedule.',
    url: '/refund-policy',
  },
  {
    title: 'Cancelling a consultation less than 24 hours ahead',
    text:
      'Less than 24 hours before a consultation there is no refund; one reschedule is allowed for a $50 fee. ' +
      'A same-day reschedule is treated as a cancellation.',
    url: '/refund-policy',
  },
  {
    title: 'Missed consultations (no-shows)',
    text: 'A no-show gets no refund and no reschedule.',
    url: '/refund-policy',
  },
  {
    title: 'Rescheduling fees',
    text: 'Your first reschedule is free if done more than 24 hours ahead; further reschedules cost $50 each.',
    url: '/refund-policy',
  },
  {
    title: 'Unpaid consultations',
    text: 'Unpaid consultations are cancelled automatically 30 minutes before the appointment.',
    url: '/refund-policy',
  },
  {
    title: 'Project deposit refunds',
    text:
      'Project deposits are non-refundable once work starts. If a project is cancelled before work begins, the ' +
      'refund is 100% of the deposit minus a $100 administrative fee.',
    url: '/refund-policy',
  },
  {
    title: 'Balance payments',
    text: 'Balance payments are non-refundable.',
    url: '/refund-policy',
  },
  {
    title: 'Revision and concern requests',
    text: 'Revision and concern requests are accepted within 14 days of delivery.',
    url: '/refund-policy',
  },
  {
    title: 'How long refunds take',
    text: 'Approved refunds take 5-10 business days.',
    url: '/refund-policy',
  },
  {
    title: 'Digital products',
    text: 'Digital products are non-refundable once accessed.',
    url: '/refund-policy',
  },
  {
    title: 'Support response time',
    text: 'Support responds within 24 hours on business days.',
    url: '/refund-policy',
  },
];
