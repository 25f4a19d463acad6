import { BRANDING, CREATOR, type EvalCase, FORMATION, INTERNATIONAL, MARKETING, STORE, SYSTEMS, WEB } from './eval-set';

/**
 * A second untouched evaluation set for the website chat assistant: 100 visitor messages, written last, after the
 * assistant's tuning, by someone who had not seen how the assistant understands messages (its vocabulary, matchers or
 * answers) nor the held-out set. It measures how the assistant generalises to messages nobody tuned it on, so it must
 * never be tuned on: do not add its words to the assistant or change the assistant to pass one of its cases; if it is
 * ever used for tuning, it stops measuring anything and a new set has to be written.
 *
 * It follows the labelling rules in the header of `eval-set.ts` (which service covers what, one subject per message
 * chosen by the same order, which subjects carry no services), with messages new in trade, person and phrasing:
 * casual, misspelled, abbreviated, one-word and rambling messages, most saying a need in the customer's own words.
 *
 * Mix: 50 services cases (20 of them needing two or three services), then pricing 6, timeline 5, refunds 5,
 * booking 5, hours 4, guarantee 3, about 3, international 6, overview 4, not-offered 5, out-of-scope 2, greeting 1,
 * thanks 1.
 */
export const FRESH_SET: EvalCase[] = [
  // --- services: one service ---
  {
    message: 'me n my buddy run a mobile dj gig, want it split 50/50 on paper and be a real company',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'llc or s corp for a one man house painting biz?', subject: 'services', services: [FORMATION] },
  {
    message: "my llc's annual report is due in florida and i have no clue how to file it",
    subject: 'services',
    services: [FORMATION],
  },
  {
    message: 'animal rescue here, we need to become a registered charity before our fundraiser gala in the fall',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'incorperate', subject: 'services', services: [FORMATION] },
  { message: 'webiste pls', subject: 'services', services: [WEB] },
  {
    message: 'app idea: ppl rent out their backyard pools by the hour. who can build it',
    subject: 'services',
    services: [WEB],
  },
  {
    message: 'my dance studio site breaks on phones and the guy who made it ghosted me',
    subject: 'services',
    services: [WEB],
  },
  {
    message: 'chiropractor, want a few pages online w my services, my bio and a contact form',
    subject: 'services',
    services: [WEB],
  },
  { message: 'members only login area for my golf league', subject: 'services', services: [WEB] },
  { message: 'lgoo for my mobile dog grooming van', subject: 'services', services: [BRANDING] },
  {
    message: 'brand guidelines so my freelancers stop using random colors and fonts',
    subject: 'services',
    services: [BRANDING],
  },
  {
    message: 'want my spa to feel high end, rn it looks like a dollar store',
    subject: 'services',
    services: [BRANDING],
  },
  {
    message: 'need a tagline for my moving company, something ppl actually remember',
    subject: 'services',
    services: [BRANDING],
  },
  {
    message: "when u google my town + 'tile guy' im on page 5. want page 1",
    subject: 'services',
    services: [MARKETING],
  },
  { message: 'someone to post on ig for my boutique like 3x a week', subject: 'services', services: [MARKETING] },
  {
    message: 'got 2000 past customer emails and never send them anything lol, how do i actually use that',
    subject: 'services',
    services: [MARKETING],
  },
  { message: 'tiktok ads for my med spa', subject: 'services', services: [MARKETING] },
  {
    message: 'realtor here, my open houses get like 3 ppl, nobody in the neighborhood hears about them',
    subject: 'services',
    services: [MARKETING],
  },
  {
    message:
      'leads come in from my site, fb and the phone and half of them fall thru the cracks bc i forget to follow up',
    subject: 'services',
    services: [SYSTEMS],
  },
  { message: 'hubspot setup', subject: 'services', services: [SYSTEMS] },
  {
    message: 'want customers to get a text automatically when their dry cleaning is ready',
    subject: 'services',
    services: [SYSTEMS],
  },
  {
    message:
      "i own a small pest control company, 4 techs. they write job notes on paper tickets, i type everything into spreadsheets every friday night, then i make the invoices by hand from those spreadsheets. my wife says i'm going to burn out. theres gotta be a smarter way to do all this",
    subject: 'services',
    services: [SYSTEMS],
  },
  {
    message: 'i stream valorant, ~3k viewers avg, how do i turn that into real income',
    subject: 'services',
    services: [CREATOR],
  },
  {
    message: 'mom blogger w 60k on pinterest, brands never pay me and i want this to be my actual income',
    subject: 'services',
    services: [CREATOR],
  },
  { message: '25k on ig, how do i land paid brand deals', subject: 'services', services: [CREATOR] },
  {
    message:
      'so i started posting videos of me fixing up old cars on tiktok and youtube shorts last year mostly for fun and now its like 140k followers total. brands dm me every week but i never know what to say or what to charge, and i keep thinking maybe a paid members thing where ppl get the full build videos. i work at a dealership full time and would love for this to replace it',
    subject: 'services',
    services: [CREATOR],
  },
  { message: 'want to sell my crochet plushies online w a real checkout', subject: 'services', services: [STORE] },
  {
    message: 'my online shop has 400 products and no categories, customers cant find anything. can u fix it',
    subject: 'services',
    services: [STORE],
  },
  {
    message: 'sell pdf sewing patterns from my own shop, instant download after they pay',
    subject: 'services',
    services: [STORE],
  },
  // --- services: two or three ---
  {
    message: 'opening a tattoo shop w my brother, need us official + a logo that doesnt look like clip art',
    subject: 'services',
    services: [FORMATION, BRANDING],
  },
  { message: 'mobile notary. want a site and google ads', subject: 'services', services: [WEB, MARKETING] },
  {
    message: 'i bake dog treats, want ppl to order them online and want a cute look thats the same everywhere',
    subject: 'services',
    services: [STORE, BRANDING],
  },
  {
    message: "beekeeper here, selling honey. need an llc, online ordering, and an instagram that doesn't suck",
    subject: 'services',
    services: [FORMATION, STORE, MARKETING],
  },
  {
    message:
      'gaming youtuber (120k subs). want the channel to actually pay me and want a mascot + overlays that look pro',
    subject: 'services',
    services: [CREATOR, BRANDING],
  },
  {
    message:
      'physical therapist opening my own clinic: want it registered as a company, and patients booking online + getting reminders',
    subject: 'services',
    services: [FORMATION, SYSTEMS],
  },
  {
    message: 'realtor, want my own site with my listings + fb ads to find buyers',
    subject: 'services',
    services: [WEB, MARKETING],
  },
  {
    message: 'car wash owner: logo is dated and i want members billed monthly without me touching it',
    subject: 'services',
    services: [BRANDING, SYSTEMS],
  },
  {
    message: 'locksmith going solo: need to be my own company on paper, and a simple site with my number on it',
    subject: 'services',
    services: [FORMATION, WEB],
  },
  {
    message: 'fitness studio: brand refresh, new site, and ads for our january challenge',
    subject: 'services',
    services: [BRANDING, WEB, MARKETING],
  },
  {
    message: 'boutique owner, want to sell my racks online too and run ig ads pointing ppl there',
    subject: 'services',
    services: [STORE, MARKETING],
  },
  {
    message: 'landscaping crew: need an ein and want estimates and invoices to go out by themselves',
    subject: 'services',
    services: [FORMATION, SYSTEMS],
  },
  {
    message: 'wedding florist, need a logo and a pretty website to show off my arrangements',
    subject: 'services',
    services: [BRANDING, WEB],
  },
  {
    message:
      "ok so i was a firefighter for 22 yrs and just retired. everybody at the station says my brisket is the best in the county so im starting a bbq catering thing. i want it set up the right way legally so my pension and house arent on the line, it needs a name and a look (right now its literally 'mikes bbq' written in sharpie), and i need people around here to actually know about it. no idea where to start honestly",
    subject: 'services',
    services: [FORMATION, BRANDING, MARKETING],
  },
  {
    message:
      "I run a small group that helps veterans find housing, it's been just me and some volunteers out of a church basement for two years. We need to become an official nonprofit so donations count for people's taxes. We also need a website where people can donate and read about what we do. And honestly the volunteer scheduling is chaos, I'd love for people to sign up for shifts and get reminders automatically instead of me texting 30 people every week.",
    subject: 'services',
    services: [FORMATION, WEB, SYSTEMS],
  },
  {
    message: 'new dental office, need patients finding us on google and an online booking thing',
    subject: 'services',
    services: [MARKETING, SYSTEMS],
  },
  {
    message: 'i design tshirts, want them sold on my own site and ppl on tiktok seeing them',
    subject: 'services',
    services: [STORE, MARKETING],
  },
  {
    message:
      "my aunt and i have been blending herbal teas in her kitchen for years and giving them out at christmas. people keep offering to pay so we want to do it for real. we need to be a legit company, we need a way for people to order from us online and pay by card, and we need a name and logo that feel calm and earthy, right now it's just handwritten labels",
    subject: 'services',
    services: [FORMATION, STORE, BRANDING],
  },
  {
    message: 'daycare: want parents to see daily photos in an app, and want more families enrolling',
    subject: 'services',
    services: [WEB, MARKETING],
  },
  {
    message: "auto repair shop, want customers texted when their car's ready and a website that isnt embarrassing",
    subject: 'services',
    services: [SYSTEMS, WEB],
  },
  // --- pricing ---
  { message: 'how much do u charge', subject: 'pricing', services: [] },
  { message: 'what would a simple ios app run me', subject: 'pricing', services: [WEB] },
  { message: '$$ for a nonprofit setup?', subject: 'pricing', services: [FORMATION] },
  { message: 'monthly cost for someone to handle my social media', subject: 'pricing', services: [MARKETING] },
  {
    message: 'any discount if i get the logo and the online store together',
    subject: 'pricing',
    services: [BRANDING, STORE],
  },
  { message: 'is it a monthly fee or one time', subject: 'pricing', services: [] },
  // --- timeline ---
  { message: 'how fast can i get an ein thru u', subject: 'timeline', services: [FORMATION] },
  { message: 'if we kicked off monday when would my shop be live online', subject: 'timeline', services: [STORE] },
  { message: 'how long does a rebrand usually take', subject: 'timeline', services: [BRANDING] },
  { message: 'whats the usual timeframe start to finish', subject: 'timeline', services: [] },
  { message: 'can my crm be up and running before january', subject: 'timeline', services: [SYSTEMS] },
  // --- refunds ---
  { message: 'refund policy?', subject: 'refunds', services: [] },
  {
    message: 'booked a call for tmrw but cant make it, can i move it w/o paying extra',
    subject: 'refunds',
    services: [],
  },
  { message: 'overslept and missed my consult this morning, did i lose my money', subject: 'refunds', services: [] },
  {
    message: 'if we cancel before u start on the branding do we get the deposit back',
    subject: 'refunds',
    services: [BRANDING],
  },
  {
    message: 'not happy w the site u delivered last week, can i get changes or my money back',
    subject: 'refunds',
    services: [WEB],
  },
  // --- booking ---
  { message: 'book consultation', subject: 'booking', services: [] },
  { message: 'id like to hop on a zoom w someone', subject: 'booking', services: [] },
  { message: 'how do i get on ur calendar', subject: 'booking', services: [] },
  { message: 'can i set up a call about a logo for my restaurant', subject: 'booking', services: [BRANDING] },
  {
    message: 'need to talk to a human about putting my invoices on autopilot',
    subject: 'booking',
    services: [SYSTEMS],
  },
  // --- hours ---
  { message: 'whats a good time to catch u guys, like what hours', subject: 'hours', services: [] },
  { message: 'if i send a msg at midnight when would somebody answer', subject: 'hours', services: [] },
  { message: 'do u have an email i can write to', subject: 'hours', services: [] },
  { message: 'r u on the east coast? when does ur office open', subject: 'hours', services: [] },
  // --- guarantee ---
  {
    message: 'launch guarantee - does it actually cover everything or is there fine print',
    subject: 'guarantee',
    services: [],
  },
  { message: '30 day promise?? explain pls', subject: 'guarantee', services: [] },
  { message: 'is the guarantee valid for website projects too', subject: 'guarantee', services: [WEB] },
  // --- about ---
  { message: 'when did u guys start', subject: 'about', services: [] },
  { message: 'wheres the name from', subject: 'about', services: [] },
  { message: 'whats ur success rate', subject: 'about', services: [] },
  // --- international ---
  {
    message:
      "Hi, I'm writing from Kraków. I'm a developer and I've built a small invoicing tool that a few American agencies already use, and they keep asking to sign a contract with a US company rather than with me as a Polish sole trader. I'd like to set that up properly, ideally a Delaware company, and I'd also like a proper website that explains the product because right now it's just a login page.",
    subject: 'international',
    services: [INTERNATIONAL, WEB],
  },
  {
    message:
      'im in ghana and want an american company for my shea butter brand + an online shop us buyers can order from',
    subject: 'international',
    services: [INTERNATIONAL, STORE],
  },
  {
    message: 'australian here, no ssn. can u get me a us company w a bank account and stripe',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message: 'do yall help ppl living in vietnam set up a biz in the states',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message:
      'translator based in cairo. agencies in new york send me work but their finance dept wants a us registered company to pay. also want a proper logo for it',
    subject: 'international',
    services: [INTERNATIONAL, BRANDING],
  },
  {
    message:
      'from medellin, still living here. want a us llc for my coffee export biz and ads so cafes in miami find us',
    subject: 'international',
    services: [INTERNATIONAL, MARKETING],
  },
  // --- overview ---
  { message: 'what all can u help a new biz with', subject: 'overview', services: [] },
  { message: 'menu of services?', subject: 'overview', services: [] },
  { message: 'besides logos what else do u guys do', subject: 'overview', services: [BRANDING] },
  { message: 'hey so what exactly does ur company offer', subject: 'overview', services: [] },
  // --- not-offered ---
  { message: 'can u file my 2024 tax return, im a self employed hairdresser', subject: 'not-offered', services: [] },
  {
    message:
      "So my old business partner from our landscaping company is suing me in small claims over a trailer we both paid for. The hearing is in three weeks and I've never been to court. I need someone to go with me and argue my side in front of the judge. Can your team do that?",
    subject: 'not-offered',
    services: [],
  },
  { message: 'need a 50k loan to buy a 2nd food truck, can u get me one', subject: 'not-offered', services: [] },
  { message: 'can u find and hire 2 dental assistants for my office', subject: 'not-offered', services: [] },
  { message: 'looking for a factory to make my protein bars in bulk', subject: 'not-offered', services: [] },
  // --- out-of-scope ---
  { message: 'whats a good name for my goldfish lol', subject: 'out-of-scope', services: [] },
  { message: 'how many calories in a bagel', subject: 'out-of-scope', services: [] },
  // --- greeting ---
  { message: 'yo', subject: 'greeting', services: [] },
  // --- thanks ---
  { message: 'thx a bunch!!', subject: 'thanks', services: [] },
];
