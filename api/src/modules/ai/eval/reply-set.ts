import type { ReplyCase } from './reply-cases';
import { BRANDING, CREATOR, FORMATION, INTERNATIONAL, MARKETING, STORE, SYSTEMS, WEB } from './eval-set';

/** A price answer: the site lists no fixed price, the cost depends on the scope. */
const NO_FIXED_PRICE = /no fixed price|depends/i;
/** Where a price is set: in a proposal after a consultation. */
const PROPOSAL_OR_CONSULTATION = /proposal|consultation/i;
/** Any dollar figure, invented when the visitor named none (the site publishes no service price). */
const DOLLAR_FIGURE = /\$\s?\d/;
/** The refund rules' fees, a neighbouring answer to a budget question. */
const POLICY_FEE = /\$50\b|\$100\b/;
/** A number of days other than the 30 days of business setup. */
const OTHER_DAYS = /(?<!\d\s*(?:-|–|to)?\s*)(?!30\b)\d+(?:\s*(?:-|–|to)\s*\d+)?\s*(?:business\s+|working\s+)?days/i;
/** A number of weeks other than the 4-8 weeks of a full launch. */
const OTHER_WEEKS = /(?<!\d\s*(?:-|–|to)?\s*)(?!4\s*(?:-|–|to)\s*8\b)\d+(?:\s*(?:-|–|to)\s*\d+)?\s*weeks/i;
/** A number of months: the site states none. */
const MONTHS = /\d+\s*months?/i;
/** How a reply turns down something we do not offer, wrong for an ask we serve. */
const NOT_OFFERED = /not something we offer/i;
const AUTOMATED_ASSISTANT = /automated assistant/i;
const PRETENDS_HUMAN = /I(?:'m| am) (?:a )?(?:real )?(?:person|human)/i;

/**
 * The tuned reply-quality set for the website chat assistant: the assistant is tuned on these cases, so its score on
 * them is not a measure of how it does on new messages (reply-fresh-set.ts is). Written by hand from the site's
 * content (the services' texts, the FAQs, the company facts and refund rules) and the labelling rules in
 * reply-cases.ts, as visitors type in the chat box (casual, misspelled, many trades, needs said without a service's
 * name), without looking at how the assistant understands or answers: each case checks that the reply answers the
 * question asked first, leads to the right services (or none), states the facts a correct answer states, and does
 * not answer a neighbouring question, invent a figure or turn a buyer away.
 */
export const REPLY_SET: readonly ReplyCase[] = [
  // --- recommend ---
  {
    message:
      'i run a mobile dog grooming van and people call me at all hours to book, half the time i forget to write it down',
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'I have an email list of 4,000 and never send anything',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'we use 6 tools and none of them talk to each other',
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I want my clients' bookings to flow into my CRM",
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [/24 hours|\$50|reschedule/i],
  },
  {
    message: 'our bakery has no website at all, we just want somewhere to show the menu and opening hours',
    question: 'recommend',
    services: [WEB],
    mustNotContain: [/9AM-6PM/i, NOT_OFFERED],
  },
  {
    message: 'i make soy candles in my kitchen and want to start selling them online',
    question: 'recommend',
    services: [STORE],
    mustNotContain: [/manufactur/i, NOT_OFFERED],
  },
  {
    message: 'our logo honestly looks like it was made in ms paint in 2003 lol',
    question: 'recommend',
    services: [BRANDING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'nobody finds my plumbing business on google maps, my competitor down the road gets all the calls',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'im a tiktoker with about 200k followers and brands keep dming me with offers, i have no idea how to handle the money side',
    question: 'recommend',
    services: [CREATOR],
    mustNotContain: [/not something we offer|accounting/i],
  },
  {
    message: "I'm based in Germany and want to sell to american customers through a US LLC",
    question: 'recommend',
    services: [INTERNATIONAL],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'starting a landscaping company with my brother and we want to make it official',
    question: 'recommend',
    services: [FORMATION],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'need a mobile app so my gym members can check in and see the class schedule on their phones',
    question: 'recommend',
    services: [WEB],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'sending invoices takes me every sunday night and half my clients pay late anyway',
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [/not something we offer|accounting/i],
  },
  {
    message: "we're launching a taco truck, need the business registered, a logo and a simple site",
    question: 'recommend',
    services: [FORMATION, BRANDING, WEB],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'my etsy shop is doing well and i want my own store so i stop paying etsy fees',
    question: 'recommend',
    services: [STORE],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'leads from my contact form just sit in my inbox for days before anyone answers them',
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [/within 24 hours|within 2 hours/i],
  },
  {
    message: 'our instagram posts get like 10 likes, how do we actually get customers from social media',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'wedding photographer here, i want a portfolio site that looks pro and lets couples send inquiries',
    question: 'recommend',
    services: [WEB],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'i spent $2000 on facebook ads last month and got basically nothing',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [/no fixed price/i, NOT_OFFERED],
  },
  {
    message: 'I have a podcast with 30k listeners and want to make money from it beyond the ad reads',
    question: 'recommend',
    services: [CREATOR],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'want my salon to look more upscale, new colors, new look, the whole vibe',
    question: 'recommend',
    services: [BRANDING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "my mom's catering business still runs on paper, orders get lost every week",
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "i'm a contractor working under my own name and i don't want my house on the line if a job goes wrong",
    question: 'recommend',
    services: [FORMATION],
    mustNotContain: [/insurance|lawyer/i, NOT_OFFERED],
  },
  {
    message: 'i sell sneakers through instagram dms and its chaos, i just want people to be able to check out',
    question: 'recommend',
    services: [STORE],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'Canadian founder here. Need an american company and a bank account so I can use Stripe',
    question: 'recommend',
    services: [INTERNATIONAL],
    mustNotContain: [/loan|not something we offer/i],
  },
  {
    message: 'opening a ramen place in the fall and need people in the neighborhood to know we exist',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'my website looks terrible on phones, the buttons are tiny and the text runs off the screen',
    question: 'recommend',
    services: [WEB],
    mustNotContain: [/computer|hardware|not something we offer/i],
  },
  {
    message: 'youtuber with 80k subs, i want to launch a course for my audience',
    question: 'recommend',
    services: [CREATOR],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'personal trainer, clients text me to book sessions and i chase payments every single week',
    question: 'recommend',
    services: [SYSTEMS],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'need a websit for my cleening company',
    question: 'recommend',
    services: [WEB],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'we are starting a community garden that takes donations and want it to be a proper charity',
    question: 'recommend',
    services: [FORMATION],
    mustNotContain: [/grant|not something we offer/i],
  },
  {
    message: 'our newsletter goes out but nobody opens it and nobody buys',
    question: 'recommend',
    services: [MARKETING],
    mustNotContain: [NOT_OFFERED],
  },

  // --- can-you ---
  {
    message: 'can you come up with names for my coffee truck',
    question: 'can-you',
    services: [BRANDING],
    mustNotContain: [NOT_OFFERED],
  },
  { message: 'do you guys do logos?', question: 'can-you', services: [BRANDING], mustContain: [/logo/i] },
  {
    message: 'can you build a shopify store',
    question: 'can-you',
    services: [STORE],
    mustContain: [/Shopify/i],
    mustNotContain: [NOT_OFFERED],
  },
  { message: 'do you make mobile apps?', question: 'can-you', services: [WEB], mustContain: [/app/i] },
  {
    message: 'can you run my google ads for me',
    question: 'can-you',
    services: [MARKETING],
    mustContain: [/Google/i],
    mustNotContain: [NOT_OFFERED],
  },
  { message: 'do u set up CRMs', question: 'can-you', services: [SYSTEMS], mustContain: [/CRM/i] },
  {
    message: 'can you get me an EIN for my new LLC?',
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/EIN/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do you do 501c3 paperwork?',
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/nonprofit|1023/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you set up a newsletter for my shop',
    question: 'can-you',
    services: [MARKETING],
    mustContain: [/e-?mail|newsletter/i],
  },
  {
    message: 'do you help with media kits for pitching brands?',
    question: 'can-you',
    services: [CREATOR],
    mustContain: [/media kit/i],
  },
  {
    message: 'can you automate the follow up emails to my leads so i stop forgetting',
    question: 'can-you',
    services: [SYSTEMS],
    mustContain: [/follow-?up/i],
  },
  {
    message: 'can you redo an existing website or do you only build new ones',
    question: 'can-you',
    services: [WEB],
    mustNotContain: [NOT_OFFERED],
  },
  { message: 'can u do wordpress', question: 'can-you', services: [WEB], mustNotContain: [NOT_OFFERED] },
  {
    message: 'can you make my restaurant show up on google maps',
    question: 'can-you',
    services: [MARKETING],
    mustContain: [/Google Business Profile|local/i],
  },
  {
    message: 'do you set up sales tax for online stores?',
    question: 'can-you',
    services: [STORE],
    mustContain: [/sales tax/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you set up quickbooks for me',
    question: 'can-you',
    services: [SYSTEMS],
    mustContain: [/bookkeeping|QuickBooks/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you write the operating agreement for me and my two partners?',
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/operating agreement/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you be our registered agent?',
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/registered agent/i],
  },
  {
    message: 'do you make brand guidelines, like a doc with our colors and fonts',
    question: 'can-you',
    services: [BRANDING],
    mustContain: [/guide/i],
  },

  // --- need ---
  {
    message: 'Do I need an LLC for brand deals?',
    question: 'need',
    services: [CREATOR],
    mustContain: [/depends|liabilit/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'should I get a website or is instagram enough for my nail studio?',
    question: 'need',
    services: [WEB],
    mustContain: [/depends|customers/i],
  },
  {
    message: 'do i really need a logo before i launch?',
    question: 'need',
    services: [BRANDING],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'is an s corp worth it for me? i make about 90k from consulting',
    question: 'need',
    services: [FORMATION],
    mustContain: [/depends|consultation/i],
    mustNotContain: [NOT_OFFERED, /you(?:'ll| will) save \$/i],
  },
  {
    message: 'do I need a registered agent for my LLC?',
    question: 'need',
    services: [FORMATION],
    mustContain: [/registered agent/i],
  },
  {
    message: 'is a crm worth it for a 3 person team?',
    question: 'need',
    services: [SYSTEMS],
    mustContain: [/depends|leads|follow-?up/i],
  },
  {
    message: 'should i run google ads or facebook ads for my roofing company',
    question: 'need',
    services: [MARKETING],
    mustContain: [/depends|customers|audience/i],
  },
  {
    message: 'do i need my own shopify store or can i just keep selling on amazon',
    question: 'need',
    services: [STORE],
    mustContain: [/depends/i],
  },
  {
    message: 'I live in Spain, do I need a US company to sell on Amazon US?',
    question: 'need',
    services: [INTERNATIONAL],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do i need a separate business bank account for my youtube income?',
    question: 'need',
    services: [CREATOR],
    mustContain: [/bank/i],
    mustNotContain: [/loan|not something we offer/i],
  },
  {
    message: 'does our nonprofit need bylaws?',
    question: 'need',
    services: [FORMATION],
    mustContain: [/bylaws/i],
  },
  {
    message: "I'm a freelance designer, do I even need an EIN?",
    question: 'need',
    services: [FORMATION],
    mustContain: [/depends|consultation/i],
    mustNotContain: [NOT_OFFERED],
  },

  // --- price ---
  {
    message: 'how much for a website?',
    question: 'price',
    services: [WEB],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'what do you charge to form an llc',
    question: 'price',
    services: [FORMATION],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'is $3k realistic for a logo and a website?',
    question: 'price',
    services: [BRANDING, WEB],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [POLICY_FEE],
  },
  {
    message: 'is $3k realistic?',
    question: 'price',
    services: [],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [POLICY_FEE],
  },
  {
    message: 'how much?',
    question: 'price',
    services: [],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'pricing??',
    question: 'price',
    services: [],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: "what's the cost of a shopify store build",
    question: 'price',
    services: [STORE],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'i only have like $500 to spend, what can i get',
    question: 'price',
    services: [],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [POLICY_FEE],
  },
  {
    message: 'how much does a consultation cost?',
    question: 'price',
    services: [],
    mustContain: [/consultation/i],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'is the first consultation free?',
    question: 'price',
    services: [],
    mustContain: [/paid/i],
    mustNotContain: [/free consultation|consultations? (?:is|are) free/i, DOLLAR_FIGURE],
  },
  {
    message: 'do you offer payment plans or do i pay everything upfront',
    question: 'price',
    services: [],
    mustContain: [/deposit/i, /balance/i],
    mustNotContain: [/loan|financing/i],
  },
  {
    message: 'how much is digital marketing per month',
    question: 'price',
    services: [MARKETING],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'what do you charge to set up a crm and booking system',
    question: 'price',
    services: [SYSTEMS],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'price for a US LLC? im in india',
    question: 'price',
    services: [INTERNATIONAL],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'how much is the creator package',
    question: 'price',
    services: [CREATOR],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'can i pay in euros?',
    question: 'price',
    services: [],
    mustContain: [/US dollars|USD/i],
  },
  {
    message: 'cheapest way to just get my llc done, nothing fancy',
    question: 'price',
    services: [FORMATION],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE, NOT_OFFERED],
  },
  {
    message: 'rough cost for the whole thing: llc, logo, website and some marketing?',
    question: 'price',
    services: [FORMATION, BRANDING, WEB, MARKETING],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'is it expensive?',
    question: 'price',
    services: [],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },

  // --- timeline ---
  {
    message: 'how long does it take to form an llc',
    question: 'timeline',
    services: [FORMATION],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how fast can i get an EIN for my business',
    question: 'timeline',
    services: [FORMATION],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long for a full launch, llc plus branding plus website plus marketing?',
    question: 'timeline',
    services: [FORMATION, BRANDING, WEB, MARKETING],
    mustContain: [/4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long does it take to launch my business?',
    question: 'timeline',
    services: [],
    mustContain: [/30 days/i, /4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'when would my website be ready?',
    question: 'timeline',
    services: [WEB],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long does a logo take',
    question: 'timeline',
    services: [BRANDING],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: "i'm in the UK, how quickly can you set up my US company?",
    question: 'timeline',
    services: [INTERNATIONAL],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'can our nonprofit be set up within a month?',
    question: 'timeline',
    services: [FORMATION],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS],
  },
  {
    message: 'how long until the crm and automations are running',
    question: 'timeline',
    services: [SYSTEMS],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long before marketing actually brings in customers?',
    question: 'timeline',
    services: [MARKETING],
    mustContain: [/depends|month/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: "what's the turnaround on an app?",
    question: 'timeline',
    services: [WEB],
    mustContain: [/depends|feature/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how many weeks for branding and a website together',
    question: 'timeline',
    services: [BRANDING, WEB],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'can you get my llc done by next week?',
    question: 'timeline',
    services: [FORMATION],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long does it take to set up the business side of my channel',
    question: 'timeline',
    services: [CREATOR],
    mustContain: [/depends|30 days|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'how long to get an online store up and selling',
    question: 'timeline',
    services: [STORE],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },

  // --- process ---
  {
    message: 'what happens after I book a consultation?',
    question: 'process',
    services: [],
    mustContain: [/confirm/i],
    mustNotContain: [/refund/i],
  },
  {
    message: 'what do we actually do on the consultation call',
    question: 'process',
    services: [],
    mustContain: [/goals|budget|timeline/i, /proposal|next steps/i],
  },
  {
    message: 'how do i get started with you guys',
    question: 'process',
    services: [],
    mustContain: [/consultation/i],
  },
  {
    message: 'what should i have ready before the call',
    question: 'process',
    services: [],
    mustContain: [/goals|budget|timeline|idea/i],
  },
  {
    message: 'how does forming an llc with you work, step by step?',
    question: 'process',
    services: [FORMATION],
    mustContain: [/EIN/i, /state|fil/i],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'i live in Kenya and want a US LLC. how does it work, do i have to fly over?',
    question: 'process',
    services: [INTERNATIONAL],
    mustContain: [/remote|without travel|online/i],
  },
  {
    message: 'what happens after my business launches? are you just gone?',
    question: 'process',
    services: [],
    mustContain: [/post-launch support/i],
  },
  {
    message: 'which form should i fill out, the consultation or the service inquiry?',
    question: 'process',
    services: [],
    mustContain: [/consultation/i, /inquiry/i],
  },
  {
    message: 'what are the steps when you build a website',
    question: 'process',
    services: [WEB],
    mustContain: [/plan|design|build/i],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'walk me through how the branding work goes',
    question: 'process',
    services: [BRANDING],
    mustContain: [/audience|competitor/i],
  },
  {
    message: 'how do you figure out what in my business should be automated',
    question: 'process',
    services: [SYSTEMS],
    mustContain: [/map|workflow/i],
  },
  {
    message: 'do i have to sign documents in person?',
    question: 'process',
    services: [],
    mustContain: [/online|remote/i],
  },

  // --- eligibility ---
  {
    message: 'do you work with people outside the US?',
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/yes/i, /worldwide|remote/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I'm in Nigeria, can I still work with you to start a US company?",
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/remote|worldwide/i],
    mustNotContain: [/immigration|visa|not something we offer/i],
  },
  {
    message: 'do you help nonprofits?',
    question: 'eligibility',
    services: [FORMATION],
    mustContain: [/nonprofit/i],
    mustNotContain: [/grant|not something we offer/i],
  },
  {
    message:
      "I'm based in Ohio and want to take card payments on my store and ship to customers overseas too, can you help with that?",
    question: 'eligibility',
    services: [STORE],
    mustNotContain: [/International Business Services|US company/i, NOT_OFFERED],
  },
  {
    message: 'is it too early to talk to you? i only have an idea so far',
    question: 'eligibility',
    services: [],
    mustContain: [/idea/i],
  },
  {
    message: 'do you work with businesses that already exist or only new ones',
    question: 'eligibility',
    services: [],
    mustContain: [/grow|existing|business owners/i],
  },
  {
    message: 'im a small youtuber, like 2k subs. is that too small for you?',
    question: 'eligibility',
    services: [CREATOR],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do you work with UK founders who want to sell on amazon US?',
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/yes|worldwide|remote/i],
  },
  {
    message: "i'm not a US resident and have no SSN, can I still get an EIN through you?",
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/without an SSN|no SSN|without a Social Security/i],
  },
  {
    message: 'I live in Texas, do you take clients from Texas?',
    question: 'eligibility',
    services: [],
    mustContain: [/nationwide|yes/i],
    mustNotContain: [/International Business Services|US company/i],
  },
  {
    message: "we're an established nonprofit in california, could you still help us with a new website?",
    question: 'eligibility',
    services: [WEB],
    mustNotContain: [/Form 1023|not something we offer/i],
  },

  // --- policy ---
  {
    message: 'if i cancel my consultation 3 days before, do i get my money back?',
    question: 'policy',
    services: [],
    mustContain: [/full refund/i],
    mustNotContain: [/\$100/],
  },
  {
    message: 'my consultation is tomorrow afternoon, about 20 hours from now. can i still move it?',
    question: 'policy',
    services: [],
    mustContain: [/\$50/],
  },
  {
    message: 'I missed my appointment yesterday, can I get a refund?',
    question: 'policy',
    services: [],
    mustContain: [/no refund|no-show/i],
  },
  {
    message: "what's the 30 day guarantee exactly?",
    question: 'policy',
    services: [],
    mustContain: [/operational/i, /don'?t pay|do not pay/i],
    mustNotContain: [OTHER_DAYS],
  },
  {
    message: "we paid the deposit but you haven't started the work yet and we want to cancel",
    question: 'policy',
    services: [],
    mustContain: [/\$100/],
  },
  {
    message: 'work started last week, can i get my deposit back?',
    question: 'policy',
    services: [],
    mustContain: [/non-?refundable|not refundable/i],
  },
  {
    message: 'how long do refunds take to show up on my card',
    question: 'policy',
    services: [],
    mustContain: [/5\s*(?:-|–|to)\s*10 business days/i],
  },
  {
    message: "i'm not happy with the logo you delivered 5 days ago, can i still ask for changes?",
    question: 'policy',
    services: [BRANDING],
    mustContain: [/14 days/i],
  },
  {
    message: 'i bought one of your digital guides and opened it, can i return it?',
    question: 'policy',
    services: [],
    mustContain: [/non-?refundable|not refundable/i],
  },
  {
    message: 'what happens if i forget to pay for my consultation before the call',
    question: 'policy',
    services: [],
    mustContain: [/cancel/i, /30 minutes/i],
  },

  // --- company ---
  {
    message: 'where are you located?',
    question: 'company',
    services: [],
    mustContain: [/nationwide|worldwide|remote/i],
  },
  {
    message: 'what are your hours',
    question: 'company',
    services: [],
    mustContain: [/9\s*AM\s*(?:-|–|to)\s*6\s*PM/i],
  },
  {
    message: 'are you open on saturdays?',
    question: 'company',
    services: [],
    mustContain: [/Monday/i],
  },
  { message: 'what time zone are you in', question: 'company', services: [], mustContain: [/EST|Eastern/i] },
  {
    message: 'how long have you been in business?',
    question: 'company',
    services: [],
    mustContain: [/2021/],
  },
  {
    message: 'how many businesses have you helped launch so far',
    question: 'company',
    services: [],
    mustContain: [/190/],
  },
  {
    message: 'what does the name inspivision mean?',
    question: 'company',
    services: [],
    mustContain: [/Inspire/i, /Pivot/i, /Vision/i],
  },
  {
    message: 'how do i reach an actual person at your company',
    question: 'company',
    services: [],
    mustContain: [/contact|form/i],
  },
  {
    message: 'who are you guys?',
    question: 'company',
    services: [],
    mustContain: [/launch/i],
  },
  {
    message: 'are you legit? whats your track record',
    question: 'company',
    services: [],
    mustContain: [/190|98%/],
  },
  {
    message: 'if i send you a message how fast does someone reply',
    question: 'company',
    services: [],
    mustContain: [/2 hours|24 hours/i],
  },

  // --- bot ---
  {
    message: 'are you a bot?',
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT],
    mustNotContain: [PRETENDS_HUMAN],
  },
  {
    message: 'am i talking to a real person right now',
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT, /contact|form/i],
    mustNotContain: [PRETENDS_HUMAN],
  },
  {
    message: 'is this AI or a human',
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT],
    mustNotContain: [PRETENDS_HUMAN],
  },
  {
    message: 'r u a robot lol',
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT],
    mustNotContain: [PRETENDS_HUMAN],
  },
  {
    message: 'can i talk to a human instead of a chatbot?',
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT, /24 hours|2 hours/i],
    mustNotContain: [PRETENDS_HUMAN],
  },

  // --- overview ---
  {
    message: 'what do you do?',
    question: 'overview',
    services: [],
    mustContain: [/formation|LLC/i, /website/i],
  },
  {
    message: 'what services do you offer',
    question: 'overview',
    services: [],
    mustContain: [/brand/i, /marketing/i],
  },
  {
    message: 'so what exactly can you help me with?',
    question: 'overview',
    services: [],
    mustContain: [/formation|LLC/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'give me the list of everything you guys do',
    question: 'overview',
    services: [],
    mustContain: [/store|e-commerce/i, /automation|systems/i],
  },
  {
    message: 'whats inspivision about, what kind of stuff do you handle',
    question: 'overview',
    services: [],
    mustContain: [/launch/i],
  },

  // --- small-talk ---
  { message: 'hi', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },
  { message: 'good morning!', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },
  { message: 'thanks so much, that helped a lot', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },
  { message: 'how are you today?', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },
  { message: 'ok bye', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },
  { message: 'hey there 👋', question: 'small-talk', services: [], mustNotContain: [NOT_OFFERED] },

  // --- not-offered ---
  {
    message: 'I need a lawyer to represent me in court against my landlord',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/real estate/i],
  },
  {
    message: 'can you file my personal tax return this year?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/sales tax/i],
  },
  {
    message: 'i need a business loan to buy a used food truck',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/invest/i],
  },
  {
    message: 'Would your company invest in my startup?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/LLC|corporation/i],
  },
  {
    message: 'can you fix my credit score so i can get approved for financing',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'my business is going under, can you help me file for bankruptcy?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/form(?:ing)? (?:a|an|your) (?:new )?(?:LLC|company)/i],
  },
  {
    message: 'my laptop screen is cracked, do you repair computers?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/website/i],
  },
  {
    message: 'I need to hire 5 warehouse workers for my distribution business',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED, /hir|staff|recruit/i],
    mustNotContain: [/warehousing|storage|fulfil/i],
  },
  {
    message: 'can you sponsor an H1B visa for my developer?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/International Business Services/i],
  },
  {
    message: 'i need general liability insurance for my painting company',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'looking for a commercial space to lease for my restaurant, can you help me find one',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'i already have my design, i just need 500 business cards printed',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'can you find a factory to manufacture my skincare line?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED, /manufactur/i],
  },
  {
    message: 'can you store my inventory and ship orders out of your warehouse',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/hiring|staffing/i],
  },
  {
    message: 'a customer is suing me, what should i say to their lawyer?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'can you run payroll for my 12 employees every two weeks',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },

  // --- out-of-scope ---
  {
    message: "what's the weather going to be like in miami tomorrow",
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do you have a good lasagna recipe',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you help with my algebra homework, solve 2x + 5 = 17',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'who won the lakers game last night',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'recommend me a movie for tonight',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "what's the capital of australia?",
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  { message: 'write me a poem about my cat', question: 'out-of-scope', services: [], mustNotContain: [NOT_OFFERED] },
  {
    message: 'how do i get red wine out of a white carpet',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },

  // --- follow-ups (history) ---
  {
    message: 'how much is it?',
    history: [
      { role: 'user', content: 'I need a logo for my bakery' },
      {
        role: 'assistant',
        content:
          'Branding & Identity Design fits: a logo suite, a color palette and a short brand guide. You can book a consultation to talk it through.',
      },
    ],
    question: 'price',
    services: [BRANDING],
    mustContain: [NO_FIXED_PRICE, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'how long?',
    history: [
      { role: 'user', content: 'want to start an llc for my cleaning business' },
      {
        role: 'assistant',
        content:
          'Business Formation & Legal Setup covers that: choosing the entity and state, the filing, your EIN and an operating agreement.',
      },
    ],
    question: 'timeline',
    services: [FORMATION],
    mustContain: [/30 days/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: "what's the process?",
    history: [
      { role: 'user', content: 'i need a website for my yoga studio' },
      {
        role: 'assistant',
        content:
          'Website & App Development fits: a mobile-friendly site with class bookings connected to your calendar and e-mail.',
      },
    ],
    question: 'process',
    services: [WEB],
    mustContain: [/plan|design|build/i],
    mustNotContain: [/refund/i],
  },
  {
    message: 'do i need one?',
    history: [
      { role: 'user', content: "i stream on twitch and sponsors started paying me, it's getting real" },
      {
        role: 'assistant',
        content:
          'Creator Growth & Business Launch is made for that: a business entity for your creator income, a business bank account and a monetization plan.',
      },
    ],
    question: 'need',
    services: [CREATOR],
    mustContain: [/depends|liabilit/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'how much is it?',
    history: [
      { role: 'user', content: 'im in mexico and want to sell to customers in the US with an american company' },
      {
        role: 'assistant',
        content:
          'International Business Services fits: a US LLC formed remotely, an EIN without an SSN, a registered agent and US banking preparation.',
      },
    ],
    question: 'price',
    services: [INTERNATIONAL],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'how long does that take?',
    history: [
      { role: 'user', content: 'leads keep falling through the cracks, we forget to call people back' },
      {
        role: 'assistant',
        content:
          'Business Systems & Automation fits: a CRM with a lead pipeline, follow-up reminders and automated e-mails.',
      },
    ],
    question: 'timeline',
    services: [SYSTEMS],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'can you do it on shopify?',
    history: [
      { role: 'user', content: 'i want to sell my handmade jewelry online' },
      {
        role: 'assistant',
        content:
          'E-Commerce & Online Store Solutions fits: a store with your products, payments and shipping set up and tested.',
      },
    ],
    question: 'can-you',
    services: [STORE],
    mustContain: [/Shopify/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'how much?',
    history: [
      { role: 'user', content: "nobody knows our restaurant exists, it's been open 3 months" },
      {
        role: 'assistant',
        content:
          'Digital Marketing fits: a Google Business Profile and local SEO, social media and ads aimed at your neighborhood.',
      },
    ],
    question: 'price',
    services: [MARKETING],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'do you actually work with nonprofits though?',
    history: [
      { role: 'user', content: 'we want to start an animal rescue that takes donations' },
      {
        role: 'assistant',
        content:
          'Business Formation & Legal Setup covers nonprofit setup: the nonprofit corporation, bylaws, board resolutions and Form 1023 preparation.',
      },
    ],
    question: 'eligibility',
    services: [FORMATION],
    mustContain: [/yes|nonprofit/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "what if it's not done in 30 days?",
    history: [
      { role: 'user', content: 'I need an LLC for my consulting work' },
      {
        role: 'assistant',
        content: 'Business Formation & Legal Setup fits: the filing, your EIN and an operating agreement.',
      },
    ],
    question: 'policy',
    services: [FORMATION],
    mustContain: [/don'?t pay|do not pay/i],
  },
  {
    message: 'how long will both take?',
    history: [
      { role: 'user', content: 'need a site and a logo for my coffee shop' },
      {
        role: 'assistant',
        content:
          'Two services fit: Website & App Development for the site and Branding & Identity Design for the logo and colors.',
      },
    ],
    question: 'timeline',
    services: [WEB, BRANDING],
    mustContain: [/depends|4\s*(?:-|–|to)\s*8 weeks/i],
    mustNotContain: [OTHER_DAYS, OTHER_WEEKS, MONTHS],
  },
  {
    message: 'what happens after i book?',
    history: [
      { role: 'user', content: 'i need a store for my candles' },
      {
        role: 'assistant',
        content:
          'E-Commerce & Online Store Solutions fits: the store build, your catalog, payments, shipping and order e-mails.',
      },
    ],
    question: 'process',
    services: [STORE],
    mustContain: [/confirm|proposal/i],
    mustNotContain: [/refund/i],
  },
  {
    message: 'is $3k realistic?',
    history: [
      { role: 'user', content: 'i want help with google and facebook ads for my roofing company' },
      {
        role: 'assistant',
        content: 'Digital Marketing fits: paid campaigns on Google and Meta, set up, managed and reported on monthly.',
      },
    ],
    question: 'price',
    services: [MARKETING],
    mustContain: [NO_FIXED_PRICE],
    mustNotContain: [POLICY_FEE],
  },
  {
    message: 'thanks!',
    history: [
      { role: 'user', content: 'I need a website for my law office' },
      {
        role: 'assistant',
        content:
          'Website & App Development fits: a fast, mobile-friendly site with a contact form connected to your e-mail.',
      },
    ],
    question: 'small-talk',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'wait are you a real person?',
    history: [
      { role: 'user', content: 'I need a logo' },
      {
        role: 'assistant',
        content: 'Branding & Identity Design fits: a logo suite in print and web formats, colors and a brand guide.',
      },
    ],
    question: 'bot',
    services: [],
    mustContain: [AUTOMATED_ASSISTANT],
    mustNotContain: [PRETENDS_HUMAN],
  },
  {
    message: 'can you also do my taxes every year?',
    history: [
      { role: 'user', content: 'I want an LLC for my food truck' },
      {
        role: 'assistant',
        content: 'Business Formation & Legal Setup fits: the state filing, your EIN and a compliance calendar.',
      },
    ],
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
];
