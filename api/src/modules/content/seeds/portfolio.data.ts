import type { SeedPortfolioItem } from './seed-content.types';

/** Case studies shown on /portfolio (and the first 3 on the home page). Clients are anonymised. */
export const SEED_PORTFOLIO: SeedPortfolioItem[] = [
  {
    slug: 'houston-meal-prep-launch',
    title: 'From Text-Message Orders to a Registered Meal-Prep Business',
    description:
      'Two chefs were selling weekly meal-prep boxes to friends by text message and wanted to grow without putting their personal savings at risk. We formed a Texas LLC, obtained the EIN, drafted an operating agreement for the two owners, prepared them to open a business bank account and listed the city and county food permits they needed. We also built a simple ordering site with a weekly menu and pickup or delivery options. The business was operational 26 days after kickoff, inside our 30-day launch guarantee.',
    image: '/images/portfolio/houston-meal-prep-launch.svg',
    clientName: 'A Houston meal-prep startup',
    industry: 'Food & Beverage',
    serviceCategory: 'formation',
    results: [
      'Operational 26 days after kickoff',
      'Texas LLC, EIN and business bank account in place',
      'Online ordering replaced text-message orders',
      '60 weekly subscribers within three months of launch',
    ],
    tags: ['LLC Formation', 'Texas', 'Food & Beverage', 'Website'],
  },
  {
    slug: 'berlin-saas-us-company',
    title: 'A US Company for a European Software Founder, Without a Trip to the US',
    description:
      'A software founder in Berlin had US customers asking for invoices from a US company and a US payment setup. We formed a Delaware C corporation remotely, obtained an EIN without a Social Security number, arranged a registered agent and US business address, and prepared the documents for a US business bank account and card payment processing. Every signature and call happened online across a six-hour time difference. The company issued its first US invoices five weeks after kickoff.',
    image: '/images/portfolio/berlin-saas-us-company.svg',
    clientName: 'A Berlin-based SaaS founder',
    industry: 'Software (SaaS)',
    serviceCategory: 'international',
    results: [
      'Delaware C corporation formed with no travel to the US',
      'EIN obtained without an SSN',
      'US business bank account and card payments active',
      'First US customer invoices issued in week five',
    ],
    tags: ['International', 'Delaware', 'SaaS', 'EIN'],
  },
  {
    slug: 'atlanta-youth-mentoring-nonprofit',
    title: 'Giving a Volunteer Mentoring Program a Legal Home and 501(c)(3) Status',
    description:
      'A group of volunteers had run a weekend mentoring program for teens for two years without a legal structure, which kept them from applying for most grants. We incorporated a Georgia nonprofit corporation, drafted bylaws and a conflict-of-interest policy, helped them seat a board and prepared and filed IRS Form 1023 for 501(c)(3) status. We also set up an online donation page and a simple donor database. The IRS determination letter arrived about five months after filing, and the organization sent its first grant applications that season.',
    image: '/images/portfolio/atlanta-youth-mentoring-nonprofit.svg',
    clientName: 'An Atlanta youth mentoring group',
    industry: 'Nonprofit / Youth Services',
    serviceCategory: 'nonprofit',
    results: [
      'Georgia nonprofit corporation formed and bylaws adopted',
      '501(c)(3) determination received about five months after filing',
      'Online donation page and donor database live',
      'First two foundation grant applications submitted',
    ],
    tags: ['Nonprofit', '501(c)(3)', 'Georgia', 'Fundraising'],
  },
  {
    slug: 'phoenix-hvac-local-marketing',
    title: 'Steadier Off-Season Leads for a Family HVAC Company',
    description:
      'A family-owned heating and cooling company relied on word of mouth and an outdated website, and its phone went quiet outside the summer peak. We rebuilt its Google Business Profile, corrected its listings across directories, set up local search ads with call tracking and added a quote-request form that feeds a simple CRM with follow-up reminders. Monthly reports showed which campaigns produced booked jobs, and budget moved toward them. Over six months, website inquiries rose and the cost of each lead fell.',
    image: '/images/portfolio/phoenix-hvac-local-marketing.svg',
    clientName: 'A Phoenix family-owned HVAC company',
    industry: 'Home Services',
    serviceCategory: 'marketing',
    results: [
      'Website quote requests up 41% over six months',
      'Cost per lead down 23% after two months of ad tuning',
      'Profile calls up 35% compared with the previous off-season',
      'Every web lead logged in the CRM with a follow-up reminder',
    ],
    tags: ['Local SEO', 'Google Ads', 'Home Services', 'CRM'],
  },
  {
    slug: 'portland-skincare-rebrand-store',
    title: 'A Farmers-Market Skincare Line Rebranded for Retail and Online Sales',
    description:
      'A small-batch skincare maker was selling at farmers markets with hand-lettered labels and wanted to sell online and through local boutiques. We created a new wordmark, color palette and label system, wrote the brand voice and product descriptions, and built a Shopify store with shipping rates, sales tax settings and order e-mails configured. Wholesale line sheets in the new identity gave her something professional to show boutique buyers. The store took its first online orders in launch week.',
    image: '/images/portfolio/portland-skincare-rebrand-store.svg',
    clientName: 'A Portland small-batch skincare maker',
    industry: 'Beauty & Wellness',
    serviceCategory: 'branding',
    results: [
      'Logo, label system and brand guide delivered',
      'Shopify store live with 18 products at launch',
      'Stocked by 3 local boutiques within two months',
      'Online orders reached about 30% of monthly sales by month three',
    ],
    tags: ['Branding', 'Packaging', 'Shopify', 'E-commerce'],
  },
  {
    slug: 'miami-fitness-creator-monetization',
    title: 'Turning a Fitness Audience Into a Business With Three Income Streams',
    description:
      'A fitness creator with a growing social following earned almost all of her income from occasional sponsored posts paid into her personal account. We formed an LLC, separated her business banking, built a media kit and rate card for brand pitches, and launched a paid 8-week training program with a storefront page and an e-mail list. A content plan tied her weekly posts to the program launch. Her income now comes from brand deals, program sales and affiliate links instead of sponsorships alone.',
    image: '/images/portfolio/miami-fitness-creator-monetization.svg',
    clientName: 'A Miami fitness creator',
    industry: 'Fitness & Creator Media',
    serviceCategory: 'monetization',
    results: [
      '120 program sales in the launch month',
      'E-mail list grew to 2,300 subscribers in 90 days',
      'Three brand partnerships signed with the new media kit',
      'All creator income now runs through the LLC',
    ],
    tags: ['Creator Economy', 'Digital Products', 'LLC', 'Brand Partnerships'],
  },
];
