/**
 * Canned article bodies (docs/modules/content.md): when an article has no content, a
 * body is chosen by keyword in its slug or title, trying in this order:
 *   "start-business" or "entrepreneur"  -> startBusiness
 *   "international" or "expansion"      -> international
 *   "nonprofit" or "501c3"              -> nonprofit
 *   "marketing" or "digital"            -> marketing
 *   otherwise                           -> generic
 * Keywords begin a word and match slugs and titles alike (see hasKeyword): "Start a Business",
 * "Non-Profit" and "501(c)(3)" are accepted spellings of the same keywords.
 *
 * The bodies use the body format of article-body.ts: paragraphs separated by blank lines, headings
 * that start with What/How/Why/When/Step, and "1. ..." numbered subheadings.
 */

import { hasKeyword } from './article-meta';

export type CannedBodyKey = 'startBusiness' | 'international' | 'nonprofit' | 'marketing' | 'generic';

export const CANNED_BODY_KEYWORDS: readonly { key: Exclude<CannedBodyKey, 'generic'>; keywords: readonly string[] }[] =
  [
    { key: 'startBusiness', keywords: ['start-business', 'start-a-business', 'entrepreneur'] },
    { key: 'international', keywords: ['international', 'expansion'] },
    { key: 'nonprofit', keywords: ['nonprofit', 'non-profit', '501c3', '501-c-3'] },
    { key: 'marketing', keywords: ['marketing', 'digital'] },
  ];

const body = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const CANNED_BODIES: Readonly<Record<CannedBodyKey, string>> = {
  startBusiness: body(
    'Starting a business in the United States is less about one big filing and more about doing a dozen small things in the right order. Founders who get stuck usually did the right steps in the wrong sequence: a website before a name check, a bank visit before an EIN, ads before a way to take payment. This guide lays out the order we follow with every client, so your business is legally set up, able to take money and visible to customers as quickly as possible.',
    'Why the order of your first steps matters',
    'Each step produces something the next one needs. The state filing produces the documents the IRS asks about; the EIN is what the bank wants to see; the bank account is what your payment processor connects to; and your website is only useful once people can actually pay you. Doing them in sequence means every application goes through the first time, with the same name and address everywhere.',
    'Step by step: from idea to open for business',
    '1. Check your name and choose a structure',
    'Search your state business registry and the federal trademark database for your name, and check that a matching domain and social handles are free. Then choose a structure: most small businesses, creators and solo founders start as an LLC, while founders who plan to raise venture capital usually form a C corporation.',
    '2. File with the state and appoint a registered agent',
    'Submit your Articles of Organization or Incorporation to the state and name a registered agent, the person or service that receives legal and state mail for the company. Prepare an operating agreement or bylaws at the same time so ownership is written down from day one.',
    '3. Get your EIN',
    'The Employer Identification Number is your business tax ID. It is free from the IRS, and you need it to open a bank account, work with payment processors and hire. Keep the confirmation letter: banks ask for it.',
    '4. Open a business bank account and set up payments',
    'Keep business and personal money apart from the first day. With your formation documents and EIN, open a business account, then connect a payment processor and an invoicing tool so customers can pay you by card and bank transfer.',
    '5. Build your brand and website',
    'A clear logo, a consistent color palette and a fast, mobile-friendly website tell customers you are real. Your site needs only a few pages at first: what you offer, who it is for, proof that you deliver, and an easy way to book or buy.',
    '6. Launch and win your first customers',
    'Tell your existing network, set up your Google Business Profile if you serve a local area, and choose one or two marketing channels you can keep up every week. Ask every early customer for a review; nothing sells a new business like other people saying it delivered.',
    'What to keep up after launch',
    'Put your state annual report, tax deadlines and license renewals on a calendar as soon as the company exists. Review your numbers monthly: revenue, costs, and where your customers came from. Small, regular check-ins prevent the expensive surprises that catch new owners out.',
    'How we help you launch',
    'Our team handles business formation, EIN, banking setup guidance, branding and your website as one project, with complete business setup in 30 days or less. A full launch with website and marketing typically takes 4 to 8 weeks, and every package includes post-launch support. Our 30-day launch guarantee is simple: if your business is not operational in 30 days, you do not pay. Book a consultation and we will map out your launch together.',
  ),
  international: body(
    'You do not need to live in the United States, or even visit, to own a US company. Founders from all over the world form US LLCs and corporations to sell to American customers, work with US payment processors and marketplaces, and present a business that partners recognise. The process is well established, but it has a few steps that differ for non-residents. This guide walks through them.',
    'Why international founders choose a US company',
    'A US company gives you access to the largest consumer market in the world, to payment processors and platforms that require a US entity, and to investors who are used to US corporate law. It also separates the business from you personally, which protects your own assets and makes it easier to bring in partners later.',
    'What you need before you start',
    'Have a valid passport, a proof of address in your home country, a business name and a clear description of what the company will do. Decide who the owners are and how ownership is split. If you expect to raise venture capital, plan for a Delaware C corporation; for most service, e-commerce and creator businesses, an LLC is the simpler choice.',
    'Step by step: forming from abroad',
    '1. Choose your state and entity type',
    'Form in the state where you will actually operate if you have a physical presence there. If you operate entirely online from abroad, Delaware and Wyoming are common choices. Note that a company with a non-resident owner cannot elect S corporation tax status.',
    '2. Appoint a registered agent and a business address',
    'Every company needs a registered agent with a street address in its state of formation. Founders abroad use a commercial agent service, and many add a US business address with mail scanning so that bank and tax letters reach them quickly.',
    '3. File the formation documents',
    'The state filing creates the company. Alongside it, prepare an operating agreement or bylaws that record who owns what; banks and payment processors will ask for them.',
    '4. Get your EIN without a Social Security number',
    'Non-residents usually cannot use the IRS online application, so the EIN is requested with Form SS-4 by fax or mail, or by phone on the line the IRS runs for international applicants. You do not need an ITIN to get an EIN. Expect this step to take longer than the state filing.',
    '5. Open a US bank account',
    'Some banks require an in-person visit; several online banks and financial technology providers open accounts for non-resident owners remotely. Bring your formation documents, EIN letter, operating agreement and passport, and be ready to explain how money will flow through the account.',
    'What to plan for after formation',
    'Annual state reports, registered agent renewals and federal reporting continue every year. A foreign-owned single-member LLC must file Form 5472 with a pro forma return each year even when it owes no US tax, and the penalties for missing it are steep. Work with a tax professional who knows both US rules and your home country.',
    'How we support global expansion',
    'Our International Business Services cover formation, registered agent and address setup, EIN filing and banking guidance, and we can launch your website, branding and marketing in the same project. Business setup is complete in 30 days or less under our 30-day launch guarantee, our services are available worldwide, and every package includes post-launch support. Book a consultation to plan your US expansion.',
  ),
  nonprofit: body(
    'Starting a nonprofit is a way to turn a cause into an organisation that can accept tax-deductible donations, apply for grants and outlast its founders. It takes two separate steps that people often mix up: forming a nonprofit corporation under state law, and then obtaining 501(c)(3) recognition from the IRS. This guide explains both, and what it takes to stay in good standing afterwards.',
    'What 501(c)(3) status gives you',
    'A 501(c)(3) organisation is exempt from federal income tax, and donations to it are generally tax-deductible for the donor. Many foundations and government programmes only fund recognised charities, and some states extend sales or property tax exemptions. In exchange, the organisation must serve its charitable purpose, may not benefit private individuals, and must stay out of political campaigns.',
    'Step by step: from idea to IRS recognition',
    '1. Define your mission and your board',
    'Write a mission statement that says who you serve and how. Recruit a board of directors; most states require at least three, and grant makers prefer board members who are not related to each other.',
    '2. Form a nonprofit corporation in your state',
    'File Articles of Incorporation for a nonprofit corporation with the state. For 501(c)(3) purposes, the articles must include a purpose clause limited to exempt purposes and a dissolution clause that sends remaining assets to another charity.',
    '3. Adopt bylaws and a conflict of interest policy',
    'Bylaws set out how the board is elected, how meetings and votes work and who the officers are. Hold your first board meeting to adopt them, approve a conflict of interest policy and record the decisions in minutes.',
    '4. Get an EIN and open a bank account',
    "Apply for the organisation's Employer Identification Number with the IRS, then open a bank account in the organisation's name. Keep every donation and expense in that account from the start.",
    '5. Apply to the IRS for exemption',
    'Most organisations file Form 1023 online; smaller ones that expect modest revenue and assets may qualify for the shorter Form 1023-EZ. Check the current eligibility rules and user fees on the IRS website before you file. If you apply within 27 months of forming, recognition usually applies back to your formation date.',
    'What keeps your status after approval',
    'File the annual Form 990 series return every year; an organisation that misses three years in a row loses its exemption automatically. Register for charitable solicitation in the states where you fundraise, renew your state filings, and keep board minutes and donation records in order.',
    'How we help nonprofits launch',
    'Our non-profit setup service covers the state formation, bylaws, EIN and the exemption application, and we can build the website and donation page that help you raise your first funds. Setup is complete in 30 days or less under our 30-day launch guarantee; the IRS decision itself follows on the IRS timeline. Every package includes post-launch support. Book a consultation to talk through your mission.',
  ),
  marketing: body(
    'Most new businesses do not fail for lack of marketing ideas; they fail because they try ten channels at once, measure none of them and give up before anything compounds. Digital marketing works best as a short plan you can actually follow. Here is the approach we use with clients in their first months.',
    'Why a focused plan beats doing everything',
    'Every channel takes time to learn and a few weeks to show results. Spreading a small budget and a few hours a week across search ads, three social networks, a newsletter and influencers guarantees that none of them get enough attention to work. Two channels done well will teach you more than six done half-heartedly.',
    'Step by step: a 90-day digital marketing plan',
    '1. Fix the foundation first',
    'Make sure your website loads quickly on a phone, says clearly what you offer and to whom, and has one obvious next step: book, buy or call. Claim your Google Business Profile if you serve a local area, and set up analytics so you can see where visitors come from.',
    '2. Pick two channels your customers already use',
    'A local service business might choose search and reviews; a creator brand might choose short video and e-mail; a business-to-business consultancy might choose LinkedIn and a newsletter. Choose based on where your customers spend time, not on what is fashionable.',
    '3. Publish on a schedule you can keep',
    'Two or three useful posts a week that answer real customer questions will outperform a burst of daily posts that stops after a month. Build a simple content calendar and batch the work.',
    '4. Measure, then double down',
    'After 60 days, look at leads by source, cost per lead and how many inquiries turned into customers. Put more time and budget into what works and stop what does not.',
    'Which numbers to watch',
    'Traffic and followers are encouraging, but the numbers that pay the bills are leads, conversion rate and the cost of winning a customer compared with what that customer is worth. Review them monthly and keep the history; trends matter more than any single week.',
    'How we can help you grow',
    'Our Digital Marketing service builds the plan, sets up tracking, and runs campaigns with you, alongside branding and website work when you need it. A full launch with website and marketing typically takes 4 to 8 weeks, every package includes post-launch support, and you can upgrade your package later with credit for what you have already paid. Book a consultation to build your 90-day plan.',
  ),
  generic: body(
    'Building a business is a long series of decisions, and the early ones shape everything that follows: the structure you choose, how you present yourself, and the systems you put in place before you get busy. Since 2021 we have helped entrepreneurs, creators, nonprofits and international founders make those decisions with confidence. These are the principles we come back to with every client.',
    'What a strong foundation looks like',
    'A well-set-up business has the right legal structure, a registered agent and its EIN, a business bank account kept separate from personal money, and a simple calendar of filing deadlines. None of it is glamorous, but it is what lets you sign contracts, get paid and grow without surprises.',
    'Why presentation matters from day one',
    'Customers decide in seconds whether a business looks trustworthy. A consistent logo and color palette, a fast website that explains clearly what you do, and a few genuine reviews do more for a new business than any amount of advertising pointed at a confusing page.',
    'How to choose where to spend your time',
    'Focus on the few activities that bring in customers and automate the rest. Online booking, automatic reminders, invoicing with online payment and a simple customer database free hours every week, and they make the business easier to hand over when you hire help.',
    'Step by step: turning plans into progress',
    '1. Write down the next three outcomes that matter',
    'Not tasks, outcomes: "company formed and bank account open", "website live with online booking", "first ten customers". Each one should be achievable within a few weeks.',
    '2. Put dates on them and review weekly',
    'A fifteen-minute weekly review of what moved, what is stuck and what comes next keeps momentum without heavy planning.',
    '3. Get help where mistakes are expensive',
    'Legal setup, tax registrations and anything customers see at launch are worth doing right the first time. Spend your own time where your knowledge of the business is irreplaceable.',
    'How we work with you',
    'We offer eight services, from business formation and legal setup to websites, branding, digital marketing, automation, creator growth, international business and e-commerce, and we can combine them into one launch. Business setup is complete in 30 days or less under our 30-day launch guarantee: if your business is not operational in 30 days, you do not pay. A full launch typically takes 4 to 8 weeks, and every package includes post-launch support. Book a consultation to talk about your plans.',
  ),
};

/** Which canned body fits an article, by keyword in its slug or title. */
export function cannedBodyKey(...slugOrTitle: (string | null | undefined)[]): CannedBodyKey {
  return CANNED_BODY_KEYWORDS.find(({ keywords }) => hasKeyword(slugOrTitle, keywords))?.key ?? 'generic';
}

/** The canned body for an article, by keyword in its slug or title. */
export function cannedBodyFor(...slugOrTitle: (string | null | undefined)[]): string {
  return CANNED_BODIES[cannedBodyKey(...slugOrTitle)];
}

/**
 * The body to render: the article's own content when it has any (not only whitespace), else the
 * canned body for its slug and title.
 */
export function articleBodyText(article: {
  content?: string | null;
  slug?: string | null;
  title?: string | null;
}): string {
  return article.content?.trim() ? article.content : cannedBodyFor(article.slug, article.title);
}
