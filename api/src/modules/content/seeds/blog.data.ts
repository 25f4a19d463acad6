import type { SeedBlogPost } from './seed-content.types';

/**
 * Joins paragraphs with blank lines: the site's plain body format (docs/modules/content.md,
 * /blog/{slug}). Headings are short paragraphs; "1. ..." paragraphs are numbered subheadings.
 */
const body = (...paragraphs: string[]): string => paragraphs.join('\n\n');

const LLC_VS_CORPORATION = body(
  'Choosing between an LLC and a corporation is one of the first decisions you make when you start a business, and one of the few that is tedious to undo later. The right answer depends less on what is popular and more on how you plan to pay yourself, whether you will raise outside money and where the owners live. This guide walks through the differences in plain terms so you can arrive at your consultation with a clear idea of what fits.',
  'Why your business structure matters',
  'Your structure decides three things: how the business is taxed, how much paperwork it takes to stay in good standing, and what kind of investors and partners you can bring in. Both an LLC and a corporation separate your personal assets from the debts and lawsuits of the business, as long as you keep the two apart. Where they differ is in everything around that protection.',
  'How an LLC works',
  'A limited liability company is owned by members and run under an operating agreement that the members write for themselves. The agreement can split profits, voting rights and responsibilities in almost any way the owners agree on, which makes the LLC the most flexible option for small teams, family businesses and solo founders.',
  "By default, an LLC does not pay federal income tax itself. A single-member LLC is treated as a disregarded entity, and its profit is reported on the owner's personal return. An LLC with two or more members files a partnership return and gives each member a share of the profit to report. In both cases, owners who work in the business generally pay self-employment tax on their share of the profit.",
  'An LLC can also elect to be taxed as an S corporation. With that election, owners who work in the business take a reasonable salary through payroll, and the remaining profit can be paid out as distributions that are not subject to self-employment tax. For a business with steady profits, that can lower the total tax bill, but it adds payroll and an extra tax return, so it is worth running the numbers with a tax professional first.',
  'How a corporation works',
  'A corporation is owned by shareholders, governed by a board of directors and run day to day by officers. It adopts bylaws, issues stock and is expected to keep records such as board resolutions and annual meeting minutes. That formality is exactly what investors look for: shares, classes of stock and option pools are well understood, and the rules for issuing them are settled.',
  'A standard C corporation pays federal income tax on its own profit at a flat 21 percent rate. When it pays dividends, shareholders pay tax on them again, which is often called double taxation. Many growing companies never pay dividends and instead reinvest profit, so the second layer matters less than it sounds. Founders of venture-backed companies may also benefit from the qualified small business stock rules when they eventually sell.',
  'An S corporation is not a separate type of company but a tax election available to corporations and LLCs. It has strict limits: no more than 100 shareholders, only one class of stock, and shareholders must generally be US citizens or residents. That last rule matters for international founders, because a company with a non-resident owner cannot be an S corporation.',
  'Which structure fits which business',
  'There is no single best choice, but most of the founders our team works with fall into one of four situations. Find the one closest to yours and use it as a starting point.',
  '1. You are a solo owner or a small team with no plans to raise investment',
  'An LLC is usually the simplest fit. Formation is quick, ongoing paperwork is light, and profit flows to your personal return. Service businesses, consultants, local shops and most creators start here, and many never need anything else.',
  '2. Your profit is steady and you want to pay yourself a salary',
  'Consider an LLC or a corporation with an S corporation election once the business earns enough that the payroll and extra filing costs are outweighed by the self-employment tax savings. This is a tax decision more than a legal one, so bring your accountant into the conversation.',
  '3. You plan to raise venture capital or offer stock options',
  'Form a C corporation, and in most cases form it in Delaware, where investors and their lawyers know the corporate law well. Converting an LLC into a corporation later is possible, but it costs time and legal fees, often right when you are trying to close a funding round.',
  '4. You live outside the United States',
  'An LLC or a C corporation both work for non-resident owners; an S corporation election does not. A single-member LLC owned by a non-resident comes with its own annual federal reporting, so understand those obligations before you choose.',
  'What about the state you form in?',
  'If your business operates in one state, forming there is usually cheaper and simpler than forming elsewhere. A company formed in Delaware or Wyoming that actually does business in another state generally has to register in that state as well, which means two sets of fees and two annual reports. Delaware earns its place for companies that will raise venture capital; for most small businesses, the home state is the better default.',
  'When to get advice before you file',
  'If you are unsure, a short conversation before you file costs far less than a conversion later. During a consultation we look at your owners, your plans for funding and how you want to be paid, and recommend a structure. Our business formation service then handles the filing, the EIN, your operating agreement or bylaws and the compliance calendar, with complete setup in 30 days or less. For tax questions specific to your situation, we work alongside your CPA rather than replacing them.',
);

const INTERNATIONAL_FOUNDERS = body(
  'You do not need to be a US citizen or resident to own a US company, and you do not need to travel to the United States to form one. What trips up most international founders is not the state filing itself but the three building blocks that come right after it: a registered agent, an Employer Identification Number and a US business bank account. This guide explains what each one is, what it takes to get it from abroad and what to plan for once the company exists.',
  'Why these three pieces matter',
  'Formation documents prove your company exists. The registered agent keeps it in contact with the state, the EIN identifies it to the IRS, and the bank account lets it take payments and pay bills. Payment processors, marketplaces and many US customers will ask for all three before they do business with you, so it pays to plan them together rather than one at a time.',
  'What a registered agent does',
  'Every LLC and corporation must name a registered agent with a physical street address in the state where it was formed. The agent must be available during normal business hours to accept legal papers, such as notice of a lawsuit, and official mail from the state, such as annual report reminders. An owner can act as their own agent only with an address in that state, so founders abroad use a commercial registered agent service.',
  'A registered agent address is not always accepted as your business address. Some banks and payment processors want a separate US address for the business, so many international founders add a business address or virtual mailbox service that scans incoming mail. Choose a provider that forwards state and tax notices promptly, because missed deadlines can lead to penalties or, eventually, the state dissolving your company.',
  'How to get an EIN without a Social Security number',
  "The EIN is your company's federal tax ID. You need it to open a bank account, connect a payment processor, file tax returns and hire employees. The IRS online application requires the responsible party to have a Social Security number or an individual taxpayer identification number, so most non-resident founders cannot use it.",
  'Instead, you submit Form SS-4 to the IRS by fax or mail, or apply by phone through the line the IRS runs for international applicants. You do not need an ITIN to get an EIN. Fax and phone applications are usually processed faster than mailed ones, but all of them take longer than the online route, so plan for some waiting time between formation and banking. Keep the EIN confirmation letter the IRS sends you; banks will ask for it.',
  'How to open a US business bank account from abroad',
  'Banks decide for themselves which non-resident owners they accept, and their requirements change often. Expect to provide your formation documents, your EIN confirmation letter, your operating agreement or bylaws, a valid passport and proof of your home address. Some traditional banks still require the owner to visit a branch in person, while several online banks and financial technology providers open accounts for non-resident founders remotely.',
  'Approval is never automatic, even with perfect paperwork. Explain clearly what your company does, where your customers are and how money will flow through the account, and have a second option ready if the first application is declined. Once the account is open, connect your payment processor and keep business and personal money strictly separate.',
  'What you owe after the company is formed',
  'Formation is the start of your obligations, not the end. Most states require an annual report or franchise tax payment, and missing it can put the company out of good standing. A foreign-owned single-member LLC must file Form 5472 with a pro forma corporate return every year, even when it owes no US tax, and the penalties for missing it are steep.',
  'Whether your company owes US income tax depends on where and how it earns money, and your home country may tax the same income. Beneficial ownership reporting rules under the Corporate Transparency Act also changed several times in 2024 and 2025, so check the current guidance when you form. A tax professional who handles cross-border cases is worth involving from the first year.',
  'Step by step: the order that saves the most time',
  '1. Choose your state and entity type',
  'Decide between an LLC and a C corporation based on your plans for investors and where you will do business. Remember that a company with a non-resident owner cannot elect S corporation status.',
  '2. Appoint a registered agent and set up a business address',
  'Name the registered agent in your formation filing and arrange a business address and mail scanning at the same time, so every later application uses the same details.',
  '3. File the formation documents',
  'Submit the Articles of Organization or Incorporation, then prepare your operating agreement or bylaws so the ownership of the company is documented from day one.',
  '4. Apply for the EIN',
  'Submit Form SS-4 as soon as the state approves the company, since the EIN is the step that most often holds up banking and payment processing.',
  '5. Open the bank account and connect payments',
  'Apply with a bank that accepts non-resident owners, then connect your payment processor and any marketplaces you sell on.',
  '6. Put your compliance dates on a calendar',
  'Record the annual report, registered agent renewal and federal filing deadlines so nothing arrives as a surprise a year later.',
  'How our team can help',
  'Our International Business Services handle this whole sequence remotely: business formation, the EIN application for owners without an SSN, the registered agent and US business address, and preparation for banking and payments, with documents, signatures and calls arranged around your time zone. If you are weighing a US company, book a consultation and we will map out the steps for your situation.',
);

const AUTOMATION_BEFORE_HIRING = body(
  'When a small business gets busy, the first instinct is to hire someone to handle the admin. Sometimes that is the right move, but often the work that is burying the owner is repetitive: copying details from one app to another, sending the same reminder e-mails, chasing unpaid invoices. Automating those tasks first makes your first hire more valuable, because that person can spend their time on customers instead of data entry.',
  'Why automate before you hire',
  'A new employee needs training, a clear process and tools that work. If the process only exists in your head and the tools do not talk to each other, you end up paying someone to work around the gaps. Automation forces you to write the process down, and the systems you set up become the training manual for whoever joins you later.',
  'Here are five systems our team sets up most often for owners who are about to make their first hire, roughly in the order they pay off.',
  '1. Lead capture and follow-up',
  'Every inquiry from your website, social media or phone should land in one place, usually a simple CRM. Set up an automatic reply that confirms you received the inquiry and says when you will respond, and a reminder that prompts you to follow up if a lead has not heard back. Leads that go cold because nobody replied are the most expensive leak in most small businesses.',
  '2. Online booking and reminders',
  'If you sell appointments, consultations or service visits, let customers book themselves against your real availability. Automatic confirmation and reminder messages cut down on no-shows, and rescheduling through a link saves a round of phone tag. Connect the booking tool to your calendar so double bookings cannot happen.',
  '3. Invoicing and payment collection',
  'Send invoices automatically when a job is finished or a milestone is reached, and let customers pay by card from the invoice itself. Schedule polite reminders before and after the due date. Most owners find that invoices get paid sooner once paying takes one click and nobody has to remember to ask.',
  '4. Bookkeeping',
  'Connect your business bank account and payment processor to your accounting software, and set rules that categorize recurring transactions on their own. Snap photos of receipts as you go instead of collecting them in a drawer. Your monthly bookkeeping shrinks from an evening to a short review, and your accountant gets cleaner records at tax time.',
  '5. Client onboarding',
  'When someone becomes a customer, the same things usually happen: a welcome message, a questionnaire, a request for documents, a kickoff call. Turn that into a sequence that runs when the first payment arrives, and give clients one place to find their documents and messages. New customers get a consistent start, and you stop rebuilding the same e-mails from memory.',
  'How to get started without breaking what already works',
  'Pick one process, ideally the one that costs you the most hours or the most missed revenue, and map it from start to finish on a single page. Mark every step where information is typed twice or where something depends on you remembering it. Automate one of those steps, run it for two weeks, and only then move to the next. Changing everything at once makes it hard to tell what helped and what broke.',
  'Keep the tool list short. A CRM, a booking tool, your accounting software and a payment processor that connect well to each other will cover most small businesses. Adding a new app for every problem creates exactly the kind of copying between systems you are trying to remove.',
  'Finally, write down how each automated process works and what to do when it fails. A one-page procedure per process is enough, and it becomes the first thing your new hire reads.',
  'When it makes sense to get help',
  'If you can describe the process but do not have the time to connect the tools, or you have tried and ended up with a tangle of half-finished integrations, that is where our Business Systems & Automation service comes in. We review how work moves through your business, set up and connect the tools, and train you and your team on the result. Book a consultation and bring the one process that frustrates you most; it is usually the right place to start.',
);

const DIGITAL_MARKETING_90_DAYS = body(
  'New business owners are told to be on every platform, post every day, run ads, start a newsletter and rank on Google, all at once. Trying to do everything usually means doing nothing well. A 90-day plan gives your digital marketing a clear order: build the foundation, start conversations with the right people, then measure and put your money behind what works.',
  'Why a 90-day plan beats doing everything at once',
  'Ninety days is long enough to see real results from search and social and short enough to change course if something is not working. It also gives you a fixed point to review your numbers instead of reacting to every slow week. The plan below assumes a small budget and an owner who can spend a few hours a week on marketing, with or without help.',
  'Step 1: Build the foundation in days 1 to 30',
  'Start by writing down who your best customer is, what problem they come to you with and the words they use to describe it. Every later decision, from ad keywords to social posts, comes back to this. If you cannot describe your ideal customer in two sentences, marketing spend will be spread too thin to work.',
  'Next, make sure your website does its job. It should say clearly what you offer and where, load quickly on a phone, and give visitors one obvious next step, such as booking a call or requesting a quote. Install analytics and set up conversion tracking on your forms and phone number so you can tell where inquiries come from.',
  "If customers find you locally, claim and complete your Google Business Profile with accurate hours, services, photos and a description that uses your customers' words. Check that your business name, address and phone number are the same everywhere they appear online. Finally, add a simple way for visitors to join an e-mail list, even if you will not send much at first.",
  'Step 2: Start conversations in days 31 to 60',
  'Choose one or two social platforms where your customers actually spend time, not the ones you feel you should be on. Plan a simple content calendar of two or three posts a week that answer real customer questions, show your work and explain what happens when someone hires you. Consistency matters more than volume.',
  'Write a short welcome sequence for new e-mail subscribers: a thank-you message, a useful piece of advice and an invitation to take the next step. Ask every happy customer for a review, and reply to each review you receive. If your budget allows, run a small paid search or social campaign aimed at the exact services and areas you serve, so you have real data by the end of the month.',
  'Step 3: Measure and double down in days 61 to 90',
  'Now look at what the first two months produced. Compare channels by the leads and sales they brought in, not by likes or impressions. Move budget and time toward the channels that produce inquiries, pause the ones that do not, and refine your ads and posts based on the questions prospects actually ask.',
  'Which numbers to watch',
  '1. Leads by source',
  'Know how many inquiries came from search, social, ads, referrals and e-mail. Without this, every other decision is a guess.',
  '2. Cost per lead',
  'Divide what you spent on a channel, including your own time if you value it, by the leads it produced. This is the number that tells you where the next dollar should go.',
  '3. Inquiry-to-customer rate',
  'If plenty of leads come in but few become customers, the problem may be your offer, your pricing or how quickly you respond, not your marketing.',
  '4. Reviews and ratings',
  'Reviews influence both local search rankings and whether a visitor calls you or a competitor. Track how many you receive each month.',
  'What to avoid in your first 90 days',
  'Avoid boosting posts without a clear goal, buying followers, and signing long contracts for ads before you know your cost per lead. Resist the urge to redesign your logo or website halfway through the plan; change one thing at a time so you can see what made the difference.',
  'How we can help',
  'Our Digital Marketing service follows the same order: strategy and channel plan first, then profile, campaign and tracking setup, then monthly reporting on traffic, leads and cost per lead. If you would like a second opinion on your plan, book a consultation and our team will review where your customers come from today and what to do next.',
);

const BRAND_IDENTITY_CHECKLIST = body(
  'A brand identity is more than a logo. It is the set of decisions that makes your business recognizable and consistent everywhere a customer meets it: your website, invoices, packaging, social media and even the way you answer e-mail. You do not need a large budget to get it right, but you do need to make those decisions on purpose, ideally before you print anything.',
  'What a brand identity includes',
  'At a minimum, a working identity has a clear position in the market, a name you can own, a logo in the formats you will actually use, a color palette, typefaces, a recognizable voice and templates for the things you produce most. The checklist below covers each one and what to look for.',
  '1. A clear positioning statement',
  'Write one or two sentences that say who you serve, what you do for them and why they should choose you over the alternatives. Every design decision should support this statement. If a logo or color choice does not fit it, it is the wrong choice, however good it looks on its own.',
  '2. A name you can own',
  'Before you commit to a name, check that the domain and the social media handles you need are available, search the state business registry, and run a search of the federal trademark database for similar names in your industry. A name that is already in use nearby can force an expensive rebrand later.',
  '3. A logo suite, not a single file',
  'You need a primary logo, a simplified version for small spaces such as social profile pictures, and an icon. Each should come in full color, one color and reversed versions, in vector formats for print and in web formats for screens. One file that only works on a white background will not be enough.',
  '4. Colors and typography',
  'Choose a small palette, usually two or three main colors and a few neutrals, with exact color codes for print and screen. Pick one or two typefaces and decide where each is used. Check that text in your colors is readable for people with low vision, especially on buttons and small print.',
  '5. A recognizable voice',
  'Decide how your business sounds: formal or relaxed, technical or plain-spoken, playful or serious. Write a short tagline and an elevator pitch, and list a few words you use and a few you avoid. Consistent wording builds recognition just as much as consistent colors do.',
  '6. Templates for everyday use',
  'Create templates for the things you produce most often, such as business cards, invoices, proposals, social media posts and e-mail signatures. Templates keep your identity consistent when you are busy and make it easy for a future team member to get it right.',
  'Which details belong in your brand guide',
  'Collect all of the above in a short brand guide: logo usage and spacing, colors, type, voice and examples. It does not need to be long. A few clear pages that a printer, a web designer or a new hire can follow are worth more than a thick document nobody opens.',
  'How to roll out a new identity',
  'Change everything a customer sees within a short window rather than piece by piece: website, social profiles, e-mail signature, invoices, signage and packaging. Keep a simple list of every place your old logo appears, work through it, and retire the old files so nobody on your team reaches for them by mistake. A tidy switch looks deliberate; a slow one looks like two different businesses.',
  'When to invest in professional branding',
  'A do-it-yourself identity can carry a business through its first months, but it is worth investing in professional work when you are about to print packaging or signage, pitch retailers or larger clients, or launch a website you expect to keep for years. Our Branding & Identity Design service delivers the full logo suite, color and type system, brand guidelines and templates, and our team can coordinate it with your business formation and website so everything launches together. Book a consultation to talk through where your brand stands today.',
);

/**
 * Seven articles: six published, one draft. Two published articles have empty content so the
 * site's canned bodies apply ("start-business" and "nonprofit"/"501c3" keywords).
 * Category badges by the keyword rule of docs/modules/content.md (/blog):
 *   how-to-start-business-in-the-us-step-by-step  -> Startup Guide      (empty content)
 *   llc-vs-corporation-choosing-a-structure       -> Business Insights
 *   how-to-form-a-501c3-nonprofit                 -> Non-Profit         (empty content)
 *   international-founders-registered-agent-ein-us-bank-account -> Global Business
 *   automate-your-small-business-before-you-hire  -> Business Insights
 *   digital-marketing-plan-first-90-days          -> Marketing
 *   brand-identity-checklist-new-business         -> Business Insights  (draft)
 */
export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'how-to-start-business-in-the-us-step-by-step',
    title: 'How to Start a Business in the US: A Step-by-Step Guide',
    excerpt:
      'From choosing a structure to opening a bank account and telling the world you are open, here is the order that gets a new US business running without wasted steps.',
    metaDescription:
      'A step-by-step guide to starting a business in the US: structure, state filing, EIN, banking, website and your first customers.',
    tags: ['Startup Guide', 'Business Formation', 'LLC'],
    image: '/images/blog/how-to-start-business-in-the-us-step-by-step.svg',
    isPublished: true,
    publishedAt: '2025-01-14T14:00:00.000Z',
    content: '',
  },
  {
    slug: 'llc-vs-corporation-choosing-a-structure',
    title: 'LLC vs. Corporation: How to Choose the Right Structure for Your Business',
    excerpt:
      'An LLC and a corporation both protect your personal assets, but they differ in taxes, paperwork and who can invest. Here is how to tell which one fits your plans.',
    metaDescription:
      'LLC or corporation? Compare taxes, paperwork, S corporation elections and investor needs to choose the right structure for your new business.',
    tags: ['Business Structure', 'LLC', 'Corporation', 'Taxes'],
    image: '/images/blog/llc-vs-corporation-choosing-a-structure.svg',
    isPublished: true,
    publishedAt: '2025-03-04T14:00:00.000Z',
    content: LLC_VS_CORPORATION,
  },
  {
    slug: 'how-to-form-a-501c3-nonprofit',
    title: 'How to Form a 501(c)(3) Nonprofit: From Idea to IRS Recognition',
    excerpt:
      'Incorporating a nonprofit and winning tax-exempt status are two separate steps. Here is what each involves and how long to plan for.',
    metaDescription:
      'How to form a 501(c)(3) nonprofit: incorporation, bylaws, board, EIN and the IRS application for tax-exempt status, explained step by step.',
    tags: ['Nonprofit', '501(c)(3)', 'Business Formation'],
    image: '/images/blog/how-to-form-a-501c3-nonprofit.svg',
    isPublished: true,
    publishedAt: '2025-04-22T14:00:00.000Z',
    content: '',
  },
  {
    slug: 'international-founders-registered-agent-ein-us-bank-account',
    title: 'Registered Agents, EINs and US Bank Accounts: A Guide for International Founders',
    excerpt:
      'You can own a US company without living in the US. Here is how non-resident founders handle the registered agent, the EIN without an SSN and a US business bank account.',
    metaDescription:
      'For non-US founders: what a registered agent does, how to get an EIN without an SSN, and how to open a US business bank account remotely.',
    tags: ['International', 'EIN', 'Banking', 'US Company'],
    image: '/images/blog/international-founders-registered-agent-ein-us-bank-account.svg',
    isPublished: true,
    publishedAt: '2025-06-10T14:00:00.000Z',
    content: INTERNATIONAL_FOUNDERS,
  },
  {
    slug: 'automate-your-small-business-before-you-hire',
    title: 'Five Systems to Automate Before You Hire Your First Employee',
    excerpt:
      'Before you hire someone to handle admin, automate the repetitive work. These five systems save owners the most time and make a first hire far more effective.',
    metaDescription:
      'Lead follow-up, booking, invoicing, bookkeeping and onboarding: five small business systems to automate before you hire your first employee.',
    tags: ['Automation', 'Operations', 'Small Business'],
    image: '/images/blog/automate-your-small-business-before-you-hire.svg',
    isPublished: true,
    publishedAt: '2025-08-05T14:00:00.000Z',
    content: AUTOMATION_BEFORE_HIRING,
  },
  {
    slug: 'digital-marketing-plan-first-90-days',
    title: 'A Digital Marketing Plan for Your First 90 Days',
    excerpt:
      'Skip the pressure to be everywhere at once. This 90-day plan builds your foundation, starts the right conversations and shows you where to put your budget.',
    metaDescription:
      'A practical 90-day digital marketing plan for new businesses: website and tracking, local search, social, e-mail, small ad tests and the numbers to watch.',
    tags: ['Marketing', 'Digital Marketing', 'Local SEO'],
    image: '/images/blog/digital-marketing-plan-first-90-days.svg',
    isPublished: true,
    publishedAt: '2025-10-07T14:00:00.000Z',
    content: DIGITAL_MARKETING_90_DAYS,
  },
  {
    slug: 'brand-identity-checklist-new-business',
    title: 'A Brand Identity Checklist for New Businesses',
    excerpt:
      'A brand is more than a logo. Use this checklist to cover positioning, naming, logo files, colors, voice and templates before you print anything.',
    metaDescription:
      'A brand identity checklist for new businesses: positioning, a name you can own, logo suite, colors, typography, voice, templates and a short brand guide.',
    tags: ['Branding', 'Design', 'Small Business'],
    image: '/images/blog/brand-identity-checklist-new-business.svg',
    isPublished: false,
    publishedAt: '2025-10-21T14:00:00.000Z',
    content: BRAND_IDENTITY_CHECKLIST,
  },
];
