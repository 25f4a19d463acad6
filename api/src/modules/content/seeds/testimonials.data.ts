import type { SeedTestimonial } from './seed-content.types';

/** Approved testimonials shown on the home page (first 3) and elsewhere on the site. */
export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Marcus T.',
    company: 'Third Coast Meal Prep',
    content:
      'We had been putting off making our meal-prep side business official for a year. Inspivision explained the difference between an LLC and an S-corp election in plain English, filed everything and had our EIN and operating agreement ready before we had finished our menu. We were taking paid orders through our own site in under a month.',
    rating: 5,
    serviceCategory: 'Business Formation & Legal Setup',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
  {
    name: 'Priya N.',
    company: 'Lumen Analytics',
    content:
      'I run my company from Bengaluru and assumed I would have to fly to the US to set up a company there. The team formed our LLC, got the EIN without an SSN and walked me through every document for the bank account, all over video calls that fit my time zone. Knowing exactly which filings I owe each year was worth it on its own.',
    rating: 5,
    serviceCategory: 'International Business Services',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
  {
    name: 'Angela M.',
    company: 'Clearwater Cleaning Co.',
    content:
      'Bookings used to come in by phone, text and Facebook, and I kept a paper list of who still owed me. Now customers book online, get a reminder the day before and receive an invoice automatically when the job is marked done. I spend my Sunday evenings with my family instead of on paperwork.',
    rating: 5,
    serviceCategory: 'Business Systems & Automation',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
  {
    name: 'Carlos R.',
    company: 'Desert Air Heating & Cooling',
    content:
      'The first month of ads was slower than I hoped, but the monthly reports showed exactly which searches were bringing in booked jobs, and the budget was moved to those. By the end of our second quarter we had more quote requests than in any off-season before. I would like the reports a little shorter, but the results speak for themselves.',
    rating: 4,
    serviceCategory: 'Digital Marketing',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
  {
    name: 'Jasmine L.',
    company: 'Jas Moves Fitness',
    content:
      'I had followers but no business, just sponsored posts landing in my personal account. Inspivision set up my LLC, built a media kit I actually feel confident sending to brands and helped me launch my first paid training program. My income no longer depends on one brand deal at a time.',
    rating: 5,
    serviceCategory: 'Creator Growth & Business Launch',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
  {
    name: 'Tom B.',
    company: 'Harbor & Pine Goods',
    content:
      'Our old logo looked homemade next to the brands we sit beside on store shelves. The new identity came with a clear guide, label templates and social graphics, so our packaging, website and market booth finally match. Two boutique buyers mentioned the new look in their first meeting with us.',
    rating: 5,
    serviceCategory: 'Branding & Identity Design',
    source: 'website',
    status: 'approved',
    isActive: true,
    consentPublic: true,
  },
];
