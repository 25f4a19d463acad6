import { TIPS_PER_ANSWER, type TipBusinessType, type TipStage } from '../ai.constants';

/** Industries whose businesses face the same kind of decisions at each stage. */
type IndustryGroup = 'online' | 'professional' | 'personal-care' | 'hospitality' | 'goods' | 'property' | 'mission';

/** What sets one type of business apart, in words that fit the stage tips below. */
interface IndustryProfile {
  group: IndustryGroup;
  /** Who pays, plural. */
  customers: string;
  /** What is sold, as "your ...". */
  offer: string;
  /** What it takes to operate legally. */
  compliance: string;
  /** Where customers are found. */
  channels: string;
  /** The numbers that tell whether it works. */
  metrics: string;
}

const INDUSTRIES: Record<TipBusinessType, IndustryProfile> = {
  'E-commerce & Online Store': {
    group: 'online',
    customers: 'online shoppers',
    offer: 'your product catalog',
    compliance: 'sales tax collection in the states where you sell, plus clear shipping, returns and privacy policies',
    channels: 'search, marketplaces and social ads',
    metrics: 'conversion rate, average order value and return rate',
  },
  'Business Consulting': {
    group: 'professional',
    customers: 'client companies',
    offer: 'your consulting packages',
    compliance:
      'a written client agreement covering scope, confidentiality and liability, plus professional liability insurance',
    channels: 'LinkedIn, referrals and speaking at industry events',
    metrics: 'proposal win rate and revenue per client',
  },
  'SaaS & Software Development': {
    group: 'online',
    customers: 'software buyers',
    offer: "your product's core feature set",
    compliance: 'terms of service, a privacy policy and data-protection rules such as GDPR if you have users in the EU',
    channels: 'content marketing, free trials and integration marketplaces',
    metrics: 'trial-to-paid conversion, churn and monthly recurring revenue',
  },
  'Restaurant & Food Service': {
    group: 'hospitality',
    customers: 'diners',
    offer: 'your menu',
    compliance: 'a food service permit, a health department inspection and food handler certifications',
    channels: 'Google Maps, delivery apps and local social media',
    metrics: 'food cost percentage, table turnover and repeat visits',
  },
  'Content Creation & Media': {
    group: 'online',
    customers: 'followers and brand sponsors',
    offer: 'your content and paid offers',
    compliance: 'sponsorship disclosure rules (the FTC endorsement guides) and written contracts for brand deals',
    channels: 'the one or two platforms where your audience is most engaged',
    metrics: 'engagement rate, e-mail list growth and revenue per follower',
  },
  'Professional Service Business': {
    group: 'professional',
    customers: 'clients',
    offer: 'your service packages',
    compliance: 'any state or local license your trade requires, plus general liability insurance',
    channels: 'your Google Business Profile, referrals and local directories',
    metrics: 'lead-to-client conversion and average job value',
  },
  'Real Estate & Property': {
    group: 'property',
    customers: 'buyers, sellers and tenants',
    offer: 'your listings and property services',
    compliance:
      'a state real estate or property management license, fair housing rules and escrow account requirements',
    channels: 'listing portals, local search and a referral network of agents and lenders',
    metrics: 'days on market, occupancy rate and commission per deal',
  },
  'Life & Business Coaching': {
    group: 'professional',
    customers: 'coaching clients',
    offer: 'your coaching programs',
    compliance: 'a coaching agreement stating that coaching is not therapy or legal advice, with clear refund terms',
    channels: 'LinkedIn, webinars and client referrals',
    metrics: 'discovery-call conversion and client retention',
  },
  'Marketing & Advertising Agency': {
    group: 'professional',
    customers: 'client brands',
    offer: 'your agency retainers',
    compliance: 'client contracts covering ad spend, ownership of creative work and the ad platforms’ policies',
    channels: 'case studies, LinkedIn and partner referrals',
    metrics: 'client retention, return on ad spend delivered and margin per retainer',
  },
  'Healthcare & Medical Practice': {
    group: 'personal-care',
    customers: 'patients',
    offer: 'your care services',
    compliance: 'state professional licensing, HIPAA privacy rules and insurance credentialing',
    channels: 'your Google Business Profile, physician referrals and insurance directories',
    metrics: 'patient volume, no-show rate and claim denial rate',
  },
  'Legal & Law Firm': {
    group: 'professional',
    customers: 'legal clients',
    offer: 'your practice areas',
    compliance: 'state bar rules on advertising, client trust (IOLTA) accounts and conflict checks',
    channels: 'referrals, legal directories and local search',
    metrics: 'consultation-to-retainer rate and realization rate',
  },
  'Financial Services & Accounting': {
    group: 'professional',
    customers: 'individual and business clients',
    offer: 'your accounting and advisory services',
    compliance:
      'the credentials or registrations your services require (CPA, enrolled agent, investment adviser) and security rules for client financial data',
    channels: 'referrals from attorneys and bankers, and seasonal search ads',
    metrics: 'client retention and revenue per client',
  },
  'Non-Profit Organization': {
    group: 'mission',
    customers: 'donors and the people you serve',
    offer: 'your programs',
    compliance:
      'state nonprofit incorporation, IRS tax-exempt status (Form 1023) and charitable solicitation registration',
    channels: 'e-mail, community events and grant applications',
    metrics: 'donor retention rate and program outcomes',
  },
  'Manufacturing & Production': {
    group: 'goods',
    customers: 'wholesale buyers',
    offer: 'your product line',
    compliance: 'zoning and environmental permits, OSHA workplace safety rules and product safety standards',
    channels: 'trade shows, distributors and B2B marketplaces',
    metrics: 'unit cost, production yield and on-time delivery',
  },
  'Retail & Physical Store': {
    group: 'goods',
    customers: 'local shoppers',
    offer: "your store's product mix",
    compliance: "a business license, a seller's permit for sales tax and a lease you have had reviewed",
    channels: 'foot traffic, Google Maps and local events',
    metrics: 'sales per square foot, inventory turnover and average basket size',
  },
  'Construction & Contracting': {
    group: 'property',
    customers: 'property owners and general contractors',
    offer: 'your contracting services',
    compliance:
      "a contractor license, bonding, general liability and workers' compensation insurance, and building permits",
    channels: 'referrals, your Google Business Profile and contractor directories',
    metrics: 'bid win rate, job profit margin and change-order value',
  },
  'Education & Training': {
    group: 'mission',
    customers: 'students',
    offer: 'your courses',
    compliance: 'any state approval your courses need, plus clear enrollment and refund terms',
    channels: 'content marketing, webinars and partnerships with employers',
    metrics: 'enrollments, completion rate and student referrals',
  },
  'Technology & IT Services': {
    group: 'online',
    customers: 'business clients',
    offer: 'your IT services',
    compliance: 'service-level agreements, data-security and confidentiality terms, and cyber liability insurance',
    channels: 'LinkedIn, vendor partner programs and referrals',
    metrics: 'monthly recurring revenue, response times and client churn',
  },
  'Transportation & Logistics': {
    group: 'goods',
    customers: 'shippers',
    offer: 'your transport services',
    compliance:
      'USDOT registration and operating authority where required, commercial vehicle insurance and driver qualification rules',
    channels: 'load boards, direct sales to shippers and freight broker relationships',
    metrics: 'revenue per mile, empty miles and on-time delivery rate',
  },
  'Beauty & Wellness': {
    group: 'personal-care',
    customers: 'clients',
    offer: 'your treatment menu',
    compliance: 'state cosmetology or esthetician licenses, salon permits and sanitation rules',
    channels: 'Instagram, online booking and Google reviews',
    metrics: 'rebooking rate, chair utilization and retail add-on sales',
  },
  'Fitness & Health': {
    group: 'personal-care',
    customers: 'members',
    offer: 'your classes and training packages',
    compliance: 'trainer certifications, liability waivers and insurance',
    channels: 'social media, free trial classes and local partnerships',
    metrics: 'member retention, class attendance and revenue per member',
  },
  'Travel & Tourism': {
    group: 'hospitality',
    customers: 'travelers',
    offer: 'your trips and travel packages',
    compliance:
      'seller-of-travel registration where your state requires it, supplier contracts and travel insurance options',
    channels: 'travel marketplaces, social media and partnerships with local suppliers',
    metrics: 'booking conversion, average trip value and repeat bookings',
  },
  'Entertainment & Events': {
    group: 'hospitality',
    customers: 'guests and event clients',
    offer: 'your events and entertainment packages',
    compliance: 'venue contracts, event permits, liability insurance and music licensing',
    channels: 'social media, ticketing platforms and venue partnerships',
    metrics: 'ticket sell-through, cost per attendee and repeat bookings',
  },
  'Agriculture & Farming': {
    group: 'goods',
    customers: 'market, restaurant and wholesale buyers',
    offer: 'your crops and farm products',
    compliance: 'USDA and state agriculture rules, produce food-safety requirements and any organic certification',
    channels: 'farmers markets, CSA subscriptions and direct sales to restaurants',
    metrics: 'yield per acre, cost per unit and sales per channel',
  },
  'Import/Export Business': {
    group: 'goods',
    customers: 'overseas suppliers and buyers',
    offer: 'your product range',
    compliance: 'customs registration, tariff classification and duties, and export controls',
    channels: 'trade fairs, B2B marketplaces and referrals from freight forwarders',
    metrics: 'landed cost per unit, shipping lead time and gross margin',
  },
};

/** Two tips per stage written around an industry's profile. */
const INDUSTRY_TIPS: Record<TipStage, ((profile: IndustryProfile) => string)[]> = {
  'Idea Phase': [
    (p) =>
      `Before you spend money, talk to at least ten ${p.customers} about how they handle the problem today and what would make them switch.`,
    (p) =>
      `Find out early what it takes to operate legally; for this kind of business that usually means ${p.compliance}.`,
  ],
  Planning: [
    (p) =>
      `Write a one-page plan for ${p.offer}: who will pay, at what price, and which few costs decide whether it makes money.`,
    (p) =>
      `Add these to your launch checklist, each with a date and a budget, so none holds up opening day: ${p.compliance}.`,
  ],
  'Launch Preparation': [
    (p) =>
      `Set up the channels your first ${p.customers} will use to find you (${p.channels}) and test each one end to end, as a customer would.`,
    (p) => `Decide how you will judge the launch, and set up tracking for ${p.metrics} before day one.`,
  ],
  'Just Launched': [
    (p) =>
      `Ask your first ${p.customers} for feedback and a review while the experience is fresh; early reviews build trust faster than ads.`,
    (p) =>
      `Review ${p.metrics} every week for the first three months, and change one thing at a time so you know what worked.`,
  ],
  Growing: [
    (p) => `Put more into ${p.channels} only where the numbers show it pays back, and cut what does not.`,
    (p) =>
      `Write down how you deliver ${p.offer} so a new hire can do it without you, then automate the repetitive admin around it.`,
  ],
};

/** One tip per industry group and stage. */
const GROUP_TIPS: Record<IndustryGroup, Record<TipStage, string>> = {
  online: {
    'Idea Phase':
      'Study how competitors sell online today: their pricing pages, reviews and complaints show you the gap to aim for.',
    Planning:
      'Choose your platform and payment processor with their fees in mind; transaction and subscription fees add up quickly at small margins.',
    'Launch Preparation':
      'Try your checkout or signup on a phone: most visitors arrive on mobile, and one broken step loses the sale.',
    'Just Launched':
      'Watch in your analytics where visitors drop off between landing and paying, and fix the biggest leak first.',
    Growing:
      'Turn one-time buyers into repeat customers with e-mail: a welcome series and a reorder or upgrade reminder pay for themselves.',
  },
  professional: {
    'Idea Phase':
      'Pick a niche you can name in one sentence; specialists win clients and charge more than generalists.',
    Planning:
      'Package your service with a fixed scope and price instead of open-ended hourly work, so clients know exactly what they buy.',
    'Launch Preparation':
      'Prepare a short case study or work sample, even from a pilot client: buyers of services want proof before they commit.',
    'Just Launched':
      'Ask every satisfied client for a referral and a testimonial at the end of the engagement, when they value you most.',
    Growing: 'Move your best clients onto a retainer or recurring package to smooth out cash flow between projects.',
  },
  'personal-care': {
    'Idea Phase':
      'Visit or call local competitors to learn their prices, waiting times and what their reviews praise or complain about.',
    Planning:
      'Plan space, equipment and insurance costs in detail; for hands-on services they usually decide your break-even point.',
    'Launch Preparation':
      'Set up online booking with reminders before you open; it fills your calendar and cuts no-shows from the start.',
    'Just Launched':
      'Give clients a reason to come back, such as a package, a membership or their next appointment, before they leave the first visit.',
    Growing:
      'Find out which services earn the most per hour and promote those, rather than growing the busiest but thinnest-margin ones.',
  },
  hospitality: {
    'Idea Phase':
      'Test your concept with a pop-up, a pilot event or a small trip before committing to a lease or large deposits.',
    Planning:
      'Agree supplier and venue terms in writing, cancellation terms included, because your margins depend on them.',
    'Launch Preparation':
      'Run a soft launch for friends and local influencers to find the rough edges before paying guests arrive.',
    'Just Launched':
      'Reply to every online review, good or bad, within a couple of days; future guests read the replies too.',
    Growing: 'Fill your quiet periods with off-peak offers, private bookings or partnerships before adding capacity.',
  },
  goods: {
    'Idea Phase':
      'Work out your cost per unit or per delivery early, shipping and waste included, so you know the price you must charge.',
    Planning:
      'Get quotes from at least two suppliers or partners for everything critical, so one delay cannot stop your business.',
    'Launch Preparation':
      'Start with lean stock or capacity and reorder from real sales, rather than tying up cash in inventory on day one.',
    'Just Launched':
      'Watch cash flow closely: stock, fuel and supplier bills often come due before your customers pay you.',
    Growing: 'Negotiate better terms with suppliers once your volume is steady, and put the savings into growth.',
  },
  property: {
    'Idea Phase': 'Learn your local market in detail: prices, permit timelines and who the established players are.',
    Planning:
      'Budget for the long gap between starting work and getting paid; property deals and projects often pay late.',
    'Launch Preparation':
      'Build a portfolio page with photos and details of past work or listings, so prospects can see what you deliver.',
    'Just Launched':
      'Put every agreement, estimate and change in writing; clear paperwork prevents most disputes in this field.',
    Growing:
      'Build relationships with the professionals who send you work, such as agents, lenders, architects and suppliers.',
  },
  mission: {
    'Idea Phase':
      'Describe the change you want to create and how you will measure it; funders and learners both look for clear outcomes.',
    Planning:
      'Plan several sources of income, such as fees, grants and sponsorships, so losing one does not end the program.',
    'Launch Preparation':
      'Recruit a small group of early supporters or pilot participants who will give honest feedback and spread the word.',
    'Just Launched':
      'Share results early with stories and numbers: evidence of impact brings in the next round of support.',
    Growing:
      'Partner with organizations that serve the same people, so you reach more of them without doubling your costs.',
  },
};

/** Two tips per stage that hold for any business. */
const STAGE_TIPS: Record<TipStage, string[]> = {
  'Idea Phase': [
    'Write your idea in one sentence: who it is for, what problem it solves and why they would choose you over what they use today.',
    'Test demand cheaply before building anything: a landing page, a pre-order or a small pilot tells you more than a survey.',
  ],
  Planning: [
    'Choose your business structure early, since it decides how you are taxed and protected, and keep business money in its own bank account from day one.',
    'Build a 12-month budget with a cautious and an optimistic case, and know how many months of costs you can cover before revenue arrives.',
  ],
  'Launch Preparation': [
    'Make it easy to buy from you: a clear offer, visible prices or a quote form, and a way to pay or book online.',
    'Line up your first customers before launch day, from your waitlist, network and pre-orders, so launch day brings in revenue.',
  ],
  'Just Launched': [
    'Follow up with every lead within a day; early on, a fast reply wins more business than a bigger marketing budget.',
    'Keep your bookkeeping current every week, and set aside money for taxes from every payment you receive.',
  ],
  Growing: [
    'Raise prices for new customers once demand is steady; growth built on thin margins gets harder with every sale.',
    'Hand off the tasks that keep you from selling and serving customers, starting with the ones you repeat every week.',
  ],
};

/**
 * Five tips for a type of business at a stage, from the curated library: two written around the industry's
 * profile, one for its industry group and two for the stage. No two pairs get the same five.
 */
export function libraryTips(businessType: TipBusinessType, stage: TipStage): string[] {
  const profile = INDUSTRIES[businessType];
  const [first, second] = INDUSTRY_TIPS[stage].map((tip) => tip(profile));
  return [first, GROUP_TIPS[profile.group][stage], second, ...STAGE_TIPS[stage]].slice(0, TIPS_PER_ANSWER);
}

/** The industry profile in a sentence, for a language model asked for the same kind of tips. */
export function industryBrief(businessType: TipBusinessType): string {
  const p = INDUSTRIES[businessType];
  return (
    `Customers: ${p.customers}. What they sell: ${p.offer.replace(/^your /, '')}. Operating requirements: ` +
    `${p.compliance}. Channels: ${p.channels}. Key numbers: ${p.metrics}.`
  );
}
