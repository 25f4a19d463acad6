import { BRANDING, CREATOR, FORMATION, INTERNATIONAL, MARKETING, STORE, SYSTEMS, WEB } from './eval-set';
import type { ReplyCase } from './reply-cases';

/** The not-offered opening: required for an ask we do not do, and anywhere else a reply that turns a buyer away. */
const NOT_OFFERED = /not something we offer/i;
/** A service price in dollars: the site publishes none, so any such figure in a price reply is invented. */
const DOLLAR_FIGURE = /\$\s?\d/;
/** The price answer: no fixed price, it depends on the scope. */
const DEPENDS = /no fixed price|depends/i;
/** Where a price or a scope gets set: a proposal after a consultation. */
const PROPOSAL_OR_CONSULTATION = /proposal|consult/i;
const FULL_LAUNCH = /4\s?(-|–|to)\s?8 weeks/i;
const SETUP_DAYS = /30(-| )days?/i;
/** Telling a US founder about forming a US company from abroad answers a neighbouring question. */
const ABROAD = /non-?US resident|outside the (US|United States)|from abroad|without (an |a )?(SSN|social security)/i;
/** A timeline shorter than any the site states. */
const INVENTED_WEEKS = /\b(1|2|3|one|two|three)[ -]weeks?\b/i;

const assistantTurnNaming = (title: string, offer: string) => ({
  role: 'assistant' as const,
  content: `Our ${title} service fits that: ${offer} You can book a consultation for it here.`,
});

/**
 * A fresh reply-quality set for the website chat assistant: 100 messages as visitors type them, each labelled with
 * the question it asks, the services it should lead to and the facts its reply must or must not state.
 *
 * Written apart from the assistant's tuning, from the site's content (company facts, refund rules, FAQs, the
 * services' texts) and the labelling rules in reply-cases.ts only, without looking at how the assistant answers;
 * it is never tuned on, so its figures are reported as measured.
 */
export const REPLY_FRESH_SET: readonly ReplyCase[] = [
  // recommend
  {
    message:
      'hey so i bake custom cakes out of my home kitchen and ppl keep asking if they can order online and pay ahead, idk where to start',
    question: 'recommend',
    services: [STORE],
    mustContain: [/online store|e-?commerce|shop/i, /consult/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },
  {
    message:
      'Im a youtuber w about 40k subs and i make basically nothing besides adsense. want to turn this into an actual business',
    question: 'recommend',
    services: [CREATOR],
    mustContain: [/creator/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'my dad and I want to open a landscaping company together, need to make it official and figure out who owns what',
    question: 'recommend',
    services: [FORMATION],
    mustContain: [/LLC|entity|operating agreement/i, /consult/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },
  {
    message:
      'i live in germany and want to start an amazon thing selling to americans. need a US company and a bank account there',
    question: 'recommend',
    services: [INTERNATIONAL],
    mustContain: [/EIN|bank/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'our logo was made in ms paint 10 yrs ago by my nephew lol. plumbing company. we look cheap next to everyone else',
    question: 'recommend',
    services: [BRANDING],
    mustContain: [/logo|brand/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'I run a small dog grooming salon and I spend hours every week texting people to confirm appointments and chasing payments',
    question: 'recommend',
    services: [SYSTEMS],
    mustContain: [/booking|automat|reminder|invoic/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'nobody new is walking into my nail salon, its been dead since the new place opened across the street',
    question: 'recommend',
    services: [MARKETING],
    mustContain: [/marketing|Google Business|local/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'Retired art teacher here. I would like to sell my watercolor paintings online, people could buy and I ship them',
    question: 'recommend',
    services: [STORE],
    mustContain: [/online store|e-?commerce|shop/i, /consult/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },
  {
    message:
      "we're a group of parents starting a free after school tutoring program and want to take donations the proper way, tax deductible and all",
    question: 'recommend',
    services: [FORMATION],
    mustContain: [/nonprofit|non-profit|501/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I'm a personal trainer, clients find me on instagram but I have nowhere to send them. no site, nothing",
    question: 'recommend',
    services: [WEB],
    mustContain: [/website|site/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'got an idea for an app that connects dog walkers with owners in my neighborhood, kinda like uber for dogs. zero tech background',
    question: 'recommend',
    services: [WEB],
    mustContain: [/app/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'just got laid off and want to start my own freelance bookkeeping business. need the whole thing, llc, logo, website, finding clients',
    question: 'recommend',
    services: [FORMATION, BRANDING, WEB, MARKETING],
    mustContain: [/formation|LLC/i, /brand|logo/i, /website/i, /marketing/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },
  {
    message:
      'food truck owner. want more people to know we exist and keep coming back. we post on insta sometimes but no real plan',
    question: 'recommend',
    services: [MARKETING],
    mustContain: [/marketing|social media/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'I do a true crime podcast, ~15k listeners. sponsors reach out but i have no clue what to charge or how to get paid as a business',
    question: 'recommend',
    services: [CREATOR],
    mustContain: [/media kit|rate card|creator/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      "we're a 6 person HVAC company, everything lives in spreadsheets and leads just get lost. need something real",
    question: 'recommend',
    services: [SYSTEMS],
    mustContain: [/CRM/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'Hi, I am from Pakistan and I want to open a US LLC so I can use Stripe for my software product',
    question: 'recommend',
    services: [INTERNATIONAL],
    mustContain: [/payment|Stripe|bank/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'my wife makes soy candles and sells at farmers markets, she wants her own shop online instead of etsy',
    question: 'recommend',
    services: [STORE],
    mustContain: [/Shopify|WooCommerce|online store|e-?commerce/i, /consult/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },
  {
    message:
      'starting a mobile car detailing business. need a name, a logo, some kind of look so we seem legit and not like 2 guys with a bucket',
    question: 'recommend',
    services: [BRANDING],
    mustContain: [/logo|brand/i, /consult/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "Our family restaurant's website is from like 2012 and it doesnt even work on phones",
    question: 'recommend',
    services: [WEB],
    mustContain: [/website|site/i, /mobile|phone|device/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message:
      'I just got my green card, now I want to open a cleaning company in Texas. need the LLC and some way to actually get customers',
    question: 'recommend',
    services: [FORMATION, MARKETING],
    mustContain: [/LLC|formation|entity/i, /marketing|customers/i],
    mustNotContain: [NOT_OFFERED, ABROAD],
  },

  // can-you
  {
    message: 'can you build an iphone app?',
    question: 'can-you',
    services: [WEB],
    mustContain: [/yes|we (can|do|build)/i, /app/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do u guys do shopify stores',
    question: 'can-you',
    services: [STORE],
    mustContain: [/yes|we (can|do|build)/i, /Shopify/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you set up quickbooks for me and hook it up to my invoicing?',
    question: 'can-you',
    services: [SYSTEMS],
    mustContain: [/yes|we (can|do|set)/i, /bookkeeping|QuickBooks/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do you run facebook and google ads or just do strategy',
    question: 'can-you',
    services: [MARKETING],
    mustContain: [/Google/i, /Meta|Facebook/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "can you write our operating agreement? there's 3 of us splitting it",
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/yes|we (can|do|draft)/i, /operating agreement/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'could you make me a media kit for pitching brands?',
    question: 'can-you',
    services: [CREATOR],
    mustContain: [/yes|we (can|do)/i, /media kit/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I live in Mexico and don't have a social security number. Can you still get an EIN for my company?",
    question: 'can-you',
    services: [INTERNATIONAL],
    mustContain: [/yes|we (can|do)/i, /EIN/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you help with our 501c3 application, the form 1023?',
    question: 'can-you',
    services: [FORMATION],
    mustContain: [/yes|we (can|do|prepare)/i, /1023/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you redo our logo and colors but we keep the same name',
    question: 'can-you',
    services: [BRANDING],
    mustContain: [/yes|we (can|do)/i, /palette|colou?rs?|typography/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can you also set up the shipping rates and sales tax stuff on it?',
    history: [
      { role: 'user', content: 'I want to start selling my loose leaf teas online' },
      assistantTurnNaming(STORE, 'we build your store, load your products and set up payments and order e-mails.'),
    ],
    question: 'can-you',
    services: [STORE],
    mustContain: [/shipping/i, /sales tax/i],
    mustNotContain: [NOT_OFFERED],
  },

  // need
  {
    message: 'do i even need an LLC to sell my candles at the market or can i just... do it',
    question: 'need',
    services: [FORMATION],
    mustContain: [/LLC|entity|structure/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'photographer here. should i get an actual website or is my instagram enough',
    question: 'need',
    services: [WEB],
    mustContain: [/website/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'is branding really worth paying for when im just starting out with like no money?',
    question: 'need',
    services: [BRANDING],
    mustContain: [/brand|logo/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'what is a registered agent and do I need one',
    question: 'need',
    services: [FORMATION],
    mustContain: [/registered agent/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do i need a separate website too or does the store cover that?',
    history: [
      { role: 'user', content: 'looking to open an online shop for my vintage clothes' },
      assistantTurnNaming(STORE, 'we build your store on Shopify or WooCommerce and set up payments and shipping.'),
    ],
    question: 'need',
    services: [STORE],
    mustContain: [/store/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'as a youtuber do i need like a business bank account or whatever, or is my personal one fine',
    question: 'need',
    services: [CREATOR],
    mustContain: [/bank/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I'm in the UK. Do I need an SSN to get an EIN for a US LLC?",
    question: 'need',
    services: [INTERNATIONAL],
    mustContain: [/without (an |a )?(SSN|social security)|no SSN|(don'?t|do not) need (an |a )?(SSN|social security)/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'small plumbing biz. should i bother with google ads or just do the seo thing',
    question: 'need',
    services: [MARKETING],
    mustContain: [/Google|local SEO/i],
    mustNotContain: [NOT_OFFERED],
  },

  // price
  {
    message: 'how much to set up an llc with you',
    question: 'price',
    services: [FORMATION],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'whats the cost of a basic website for a bakery',
    question: 'price',
    services: [WEB],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'is 2k enough for a logo and full branding?',
    question: 'price',
    services: [BRANDING],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [/too (low|small|little)|can'?t (work|help) with (that|your) budget/i],
  },
  {
    message: 'ok and how much would that run me',
    history: [
      { role: 'user', content: 'i make handmade earrings and want a real online store' },
      assistantTurnNaming(STORE, 'we build your store, load your catalog and set up payments, shipping and sales tax.'),
    ],
    question: 'price',
    services: [STORE],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'price?',
    history: [
      { role: 'user', content: 'my cleaning crew schedule is a mess and invoices go out late every month' },
      assistantTurnNaming(
        SYSTEMS,
        'we set up online booking, invoicing and automated follow-ups that connect to your CRM.',
      ),
    ],
    question: 'price',
    services: [SYSTEMS],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'do you do payment plans? i cant pay for everything upfront',
    question: 'price',
    services: [],
    mustContain: [/deposit/i, /balance/i],
    mustNotContain: [/interest-free|0% interest|monthly installments/i],
  },
  {
    message: 'is the consultation free?',
    question: 'price',
    services: [],
    mustContain: [/paid|fee/i],
    mustNotContain: [/consultations? (is|are) (completely |totally |always )?free|free consultation/i],
  },
  {
    message: 'how much do yall charge for running social media every month',
    question: 'price',
    services: [MARKETING],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: "I'm in India, how much is the package for forming a US company as a foreigner?",
    question: 'price',
    services: [INTERNATIONAL],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'roughly what does something like that cost?',
    history: [
      { role: 'user', content: 'I stream on twitch and want to make money beyond subs, maybe memberships and merch' },
      assistantTurnNaming(
        CREATOR,
        'we build a monetization plan, set up the business side and prepare your media kit.',
      ),
    ],
    question: 'price',
    services: [CREATOR],
    mustContain: [DEPENDS, PROPOSAL_OR_CONSULTATION],
    mustNotContain: [DOLLAR_FIGURE],
  },

  // timeline
  {
    message: 'how long does it take to get my llc done',
    question: 'timeline',
    services: [FORMATION],
    mustContain: [SETUP_DAYS],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: 'how long for the full thing, llc + logo + site + marketing, everything',
    question: 'timeline',
    services: [FORMATION, BRANDING, WEB, MARKETING],
    mustContain: [FULL_LAUNCH],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: 'when could my online store be ready?? want it live before black friday',
    question: 'timeline',
    services: [STORE],
    mustContain: [/depends|4\s?(-|–|to)\s?8 weeks|proposal/i],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: 'how long would that take',
    history: [
      { role: 'user', content: 'we need a new website for our dental office, the old one is embarrassing' },
      assistantTurnNaming(WEB, 'we plan, design and build a fast, mobile-friendly site with booking forms connected.'),
    ],
    question: 'timeline',
    services: [WEB],
    mustContain: [/depends|4\s?(-|–|to)\s?8 weeks|proposal/i],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: "I'm based in Dubai. how long does setting up the US company take from here?",
    question: 'timeline',
    services: [INTERNATIONAL],
    mustContain: [SETUP_DAYS],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message:
      "we're opening a bakery in march. when do we need to start with you to have the llc, logo and website ready?",
    question: 'timeline',
    services: [FORMATION, BRANDING, WEB],
    mustContain: [FULL_LAUNCH],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: 'how long till i get the logo files',
    history: [
      { role: 'user', content: 'need a logo and colors for my yoga studio' },
      assistantTurnNaming(BRANDING, 'you get a logo suite, a color and typography system and a short brand guide.'),
    ],
    question: 'timeline',
    services: [BRANDING],
    mustContain: [/depends|4\s?(-|–|to)\s?8 weeks|proposal/i],
    mustNotContain: [INVENTED_WEEKS],
  },
  {
    message: 'how quick is the whole process usually',
    question: 'timeline',
    services: [],
    mustContain: [SETUP_DAYS, FULL_LAUNCH],
  },

  // process
  {
    message: 'how do i get started with you guys',
    question: 'process',
    services: [],
    mustContain: [/consultation/i],
  },
  {
    message: 'what happens on the consultation call? should I prepare anything',
    question: 'process',
    services: [],
    mustContain: [/goals|budget|timeline/i, /proposal|next steps/i],
  },
  {
    message: 'I already know what I want (logo + website). do I still have to book a consult?',
    question: 'process',
    services: [BRANDING, WEB],
    mustContain: [/service inquiry/i],
    mustNotContain: [/(must|have to) book a consultation first/i],
  },
  {
    message: 'never done this before and im in Kenya. do I have to travel to the US to sign anything?',
    question: 'process',
    services: [INTERNATIONAL],
    mustContain: [/remote|online/i],
    mustNotContain: [/you (will )?(need|have) to (travel|fly|come)/i, NOT_OFFERED],
  },
  {
    message: 'how does it work month to month? do you report back on how its going?',
    history: [
      { role: 'user', content: 'my physio clinic needs more patients, we get almost nothing from google' },
      assistantTurnNaming(
        MARKETING,
        'we set up your Google Business Profile, local SEO and campaigns, and measure leads.',
      ),
    ],
    question: 'process',
    services: [MARKETING],
    mustContain: [/report/i, /month/i],
  },
  {
    message: 'what happens after my business launches? do you just disappear lol',
    question: 'process',
    services: [],
    mustContain: [/post-launch support|support after/i],
  },
  {
    message: 'I just booked a consultation, what happens now?',
    question: 'process',
    services: [],
    mustContain: [/e-?mail/i],
  },

  // eligibility
  {
    message: 'im in lagos nigeria, can you work with me or is it only for americans',
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/yes|we (can|do)|absolutely/i, /worldwide|remote/i],
    mustNotContain: [NOT_OFFERED, /only (work with|serve) (US|American)/i],
  },
  {
    message: "do u work with nonprofits? we're a youth soccer league that wants to become a real 501c3",
    question: 'eligibility',
    services: [FORMATION],
    mustContain: [/yes|we (can|do)|absolutely/i, /nonprofit|non-profit/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: "I'm 67 and retired, is it too late to start a business with you guys haha",
    question: 'eligibility',
    services: [],
    mustContain: [/yes|absolutely|of course|definitely|welcome|never too late/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'I only have an idea right now, no business yet. is that too early to reach out?',
    question: 'eligibility',
    services: [],
    mustContain: [/idea/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'I already have an LLC since 2019, can you still help me or is this just for brand new businesses?',
    question: 'eligibility',
    services: [],
    mustContain: [/yes|absolutely|of course|definitely/i],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'do you work with canadians? want to sell to american customers on amazon US',
    question: 'eligibility',
    services: [INTERNATIONAL],
    mustContain: [/yes|we (can|do)|absolutely/i],
    mustNotContain: [NOT_OFFERED],
  },

  // policy
  {
    message: 'if i cancel my consultation 2 days before do i get my money back',
    question: 'policy',
    services: [],
    mustContain: [/full refund/i],
    mustNotContain: [/\$100/],
  },
  {
    message: 'I had to cancel this morning for my call this afternoon, do I get a refund?',
    question: 'policy',
    services: [],
    mustContain: [/no refund|not refunded|non-refundable/i, /\$50/],
    mustNotContain: [/you('ll| will) (get|receive) a full refund/i],
  },
  {
    message: "what's the deal with the 30 day guarantee, like what does it actually mean",
    question: 'policy',
    services: [],
    mustContain: [/operational/i, /(don'?t|do not|won'?t) pay/i],
  },
  {
    message: 'i missed my appointment yesterday :( can i reschedule it',
    question: 'policy',
    services: [],
    mustContain: [/no refund|not refunded/i, /(no|not|cannot|can'?t) (be )?reschedul/i],
    mustNotContain: [/you can (still )?reschedule (it )?for free/i],
  },
  {
    message: 'and if I pay the deposit and then change my mind before you start?',
    history: [
      { role: 'user', content: 'thinking about getting a website for my tattoo shop' },
      assistantTurnNaming(
        WEB,
        'we design and build a mobile-friendly site with a booking form connected to your calendar.',
      ),
    ],
    question: 'policy',
    services: [WEB],
    mustContain: [/\$100/, /deposit/i],
  },
  {
    message: 'how long does a refund take to show up on my card',
    question: 'policy',
    services: [],
    mustContain: [/5\s?(-|–|to)\s?10 business days/i],
  },

  // company
  {
    message: 'r u guys open on saturdays? what are ur hours',
    question: 'company',
    services: [],
    mustContain: [/Monday|Mon\b/i, /Friday|Fri\b/i, /9\s?AM/i],
  },
  {
    message: 'where are you located? are you even in the states',
    question: 'company',
    services: [],
    mustContain: [/United States|\bUSA\b|nationwide/i, /worldwide|remote/i],
  },
  {
    message: 'how long have you been in business',
    question: 'company',
    services: [],
    mustContain: [/2021/],
  },
  {
    message: 'random q but what does inspivision mean',
    question: 'company',
    services: [],
    mustContain: [/inspire/i, /pivot/i, /vision/i],
  },
  {
    message: 'have you actually helped anyone launch or are you brand new lol',
    question: 'company',
    services: [],
    mustContain: [/190/],
  },
  {
    message: "what's the best way to contact you guys, is there an email",
    question: 'company',
    services: [],
    mustContain: [/hello@inspivision\.com|contact/i],
  },

  // bot
  {
    message: 'am i talking to a real person right now??',
    question: 'bot',
    services: [],
    mustContain: [/automated assistant/i, /contact|form/i],
    mustNotContain: [/I('m| am) (a )?(real )?(person|human)\b/i],
  },
  {
    message: 'is this chatgpt or',
    question: 'bot',
    services: [],
    mustContain: [/automated assistant/i],
    mustNotContain: [/I('m| am) (a )?(real )?(person|human)\b/i],
  },
  {
    message: 'r u a bot',
    question: 'bot',
    services: [],
    mustContain: [/automated assistant/i],
    mustNotContain: [/I('m| am) (a )?(real )?(person|human)\b/i],
  },

  // overview
  {
    message: 'what do you guys do',
    question: 'overview',
    services: [],
    mustContain: [/formation|LLC/i, /website/i, /brand/i, /marketing/i, /store|e-?commerce/i],
  },
  {
    message: 'so what exactly can inspivision help me with? list everything pls',
    question: 'overview',
    services: [],
    mustContain: [/formation|LLC/i, /website/i, /brand/i, /marketing/i, /store|e-?commerce/i],
  },
  {
    message: 'What services do you offer?',
    question: 'overview',
    services: [],
    mustContain: [/formation|LLC/i, /website/i, /brand/i, /marketing/i, /store|e-?commerce/i],
  },

  // small-talk
  {
    message: 'hiii',
    question: 'small-talk',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'thank you so much, that actually helped a lot!',
    question: 'small-talk',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'ok cool thx, bye!',
    question: 'small-talk',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },

  // not-offered
  {
    message: 'can you do my personal taxes this year? just the normal 1040 stuff',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [DOLLAR_FIGURE],
  },
  {
    message: 'my landlord is suing my shop and I need a lawyer to represent me in court, can you help',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/our (attorneys|lawyers)|we (can|will) represent/i],
  },
  {
    message: 'do you give small business loans? need about 20k for equipment',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/we (can )?(offer|provide|arrange) (a |small business )?loans?/i],
  },
  {
    message: 'can you help me get a visa or green card so i can move to the US and run my business there',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [/we (can )?(help|handle|file|process).{0,15}visa/i, /only (work with|serve) (US|American)/i],
  },
  {
    message: 'my laptop wont turn on anymore, can your team fix it?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
  },
  {
    message: 'I need general liability insurance for my food truck, do you sell that?',
    question: 'not-offered',
    services: [],
    mustContain: [NOT_OFFERED],
    mustNotContain: [DOLLAR_FIGURE],
  },

  // out-of-scope
  {
    message: 'whats the weather gonna be in miami tomorrow',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED, /\d+\s?°|degrees/i],
  },
  {
    message: 'do you have a good banana bread recipe',
    question: 'out-of-scope',
    services: [],
    mustNotContain: [NOT_OFFERED],
  },
  {
    message: 'can u help me with my algebra homework, solve 3x + 7 = 22',
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
];
