import type { ChatSubject } from '../ai.constants';
import type { OFFERED_SERVICES } from '../../bookings';

export type ServiceTitle = (typeof OFFERED_SERVICES)[number];

export interface EvalCase {
  message: string;
  subject: ChatSubject;
  services: ServiceTitle[];
}

/** The services' titles, short, for the sets' labels. */
export const FORMATION: ServiceTitle = 'Business Formation & Legal Setup';
export const WEB: ServiceTitle = 'Website & App Development';
export const BRANDING: ServiceTitle = 'Branding & Identity Design';
export const MARKETING: ServiceTitle = 'Digital Marketing';
export const SYSTEMS: ServiceTitle = 'Business Systems & Automation';
export const CREATOR: ServiceTitle = 'Creator Growth & Business Launch';
export const INTERNATIONAL: ServiceTitle = 'International Business Services';
export const STORE: ServiceTitle = 'E-Commerce & Online Store Solutions';

/**
 * A labelled evaluation set for the website chat assistant: messages as visitors type them in the chat box, each
 * with the subject it is about and the services it should lead to.
 *
 * Written by hand from the services' texts (the seeded services) and the subjects' definitions (`CHAT_SUBJECTS`),
 * without looking at how the assistant matches words: casual, misspelled, abbreviated, one-word and rambling
 * messages from many trades and kinds of founder, most of them saying a need in a customer's words rather than the
 * services pages' (that share is what the evaluation measures).
 *
 * Labelling rules:
 * - `services`: every service the message asks for or clearly needs, and only those. A website or app is Website &
 *   App Development; a store to sell products online is E-Commerce & Online Store Solutions (not also Website unless
 *   a separate site or app is asked for); forming an entity, an EIN or a nonprofit is Business Formation & Legal
 *   Setup; a founder outside the US wanting a US company is International Business Services (not also Business
 *   Formation); a creator turning an audience into income is Creator Growth & Business Launch.
 * - `subject`: one per message; with several asks, the first that applies of not-offered, refunds, pricing,
 *   timeline, guarantee, hours, booking, about, international, overview, services.
 * - Pricing, timeline, guarantee, refunds, booking, hours, about and overview cases list the services they name or
 *   describe, else none; international only when the visitor is outside the US (or asks whether we serve such
 *   founders); greeting, thanks, out-of-scope and not-offered cases have none. A not-offered message asks only for
 *   something we do not offer (legal representation or advice, tax and accounting work, financing, payroll, hiring,
 *   insurance, immigration, real estate, printing, manufacturing and fulfilment, IT repair).
 * - Messages whose label a careful reader could dispute are left out.
 */
export const EVAL_SET: readonly EvalCase[] = [
  // --- services: one service ---
  { message: 'llc formaton', subject: 'services', services: [FORMATION] },
  {
    message: 'me and my cousin are opening a bakery and want to make it official with the government',
    subject: 'services',
    services: [FORMATION],
  },
  {
    message:
      'my cpa says i should separate my plumbing work from my personal stuff so my house isnt on the line if something goes wrong. can you handle that paperwork',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'tax id number for my cleaning buisness?', subject: 'services', services: [FORMATION] },
  { message: 'ein', subject: 'services', services: [FORMATION] },
  {
    message: "we're a small church and want to be recognised as a charity so people's gifts are tax deductible",
    subject: 'services',
    services: [FORMATION],
  },
  {
    message: "starting a youth soccer club that takes donations, what's the paperwork side of that",
    subject: 'services',
    services: [FORMATION],
  },
  {
    message:
      'me and 2 buddies are opening a barbershop, we need the rules in writing about who owns what and what happens if one of us walks away',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 's corp election??', subject: 'services', services: [FORMATION] },
  {
    message:
      'delaware sent me a late fee again bc i forgot the yearly paperwork. can someone keep track of those deadlines for my firm',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'how do i go from sole proprietor to an actual corporation', subject: 'services', services: [FORMATION] },
  {
    message:
      'i moved here from vietnam two years ago, i have my green card, and i want my nail salon to be its own thing on paper, separate from me personally',
    subject: 'services',
    services: [FORMATION],
  },
  {
    message: 'retired teacher, want to make my tutoring side hustle official before my daughter yells at me again lol',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'need an operating agreement for a 2 person llc', subject: 'services', services: [FORMATION] },
  { message: "what's a registered agent and do i need one", subject: 'services', services: [FORMATION] },
  { message: '501c3', subject: 'services', services: [FORMATION] },
  {
    message: 'im 16 and my mom says my lawn mowing thing has to be official before summer, can you do that with her',
    subject: 'services',
    services: [FORMATION],
  },
  { message: 'wesbite for my landscaping co', subject: 'services', services: [WEB] },
  {
    message: 'i want my gym members to have something on their phones to check class times and get alerts',
    subject: 'services',
    services: [WEB],
  },
  {
    message: 'i want a spot on the internet where ppl can read about my therapy practice',
    subject: 'services',
    services: [WEB],
  },
  { message: "my current site looks like it's from 2005 lol can u redo it", subject: 'services', services: [WEB] },
  {
    message: 'photographer here, want a portfolio thing online to show off my wedding shoots',
    subject: 'services',
    services: [WEB],
  },
  { message: 'android and ios app for my food delivery startup idea', subject: 'services', services: [WEB] },
  { message: 'how do i get my own .com and an address like hello@mybakery', subject: 'services', services: [WEB] },
  {
    message: 'my wordpress thing is ugly and slow on phones, can someone rebuild it',
    subject: 'services',
    services: [WEB],
  },
  {
    message: 'portal where my clients log in and see where their project is at',
    subject: 'services',
    services: [WEB],
  },
  { message: 'saas mvp, need devs', subject: 'services', services: [WEB] },
  { message: 'should my law office be on wix or something custom', subject: 'services', services: [WEB] },
  { message: 'uber but for lawn care, who can code that for me', subject: 'services', services: [WEB] },
  {
    message: 'my tenants should be able to log in and submit maintenance requests from a browser',
    subject: 'services',
    services: [WEB],
  },
  { message: 'logp', subject: 'services', services: [BRANDING] },
  { message: 'logo?', subject: 'services', services: [BRANDING] },
  { message: 'something so people recognise my brand', subject: 'services', services: [BRANDING] },
  {
    message: 'need a cool symbol for my food truck that looks good painted on the side and on t shirts',
    subject: 'services',
    services: [BRANDING],
  },
  {
    message: 'what colours and fonts should my salon use? i want everything to feel like it belongs together',
    subject: 'services',
    services: [BRANDING],
  },
  {
    message: 'my bakery has no look. the sign, the boxes, the insta, all different vibes',
    subject: 'services',
    services: [BRANDING],
  },
  { message: 'catchy slogan for my window washing outfit', subject: 'services', services: [BRANDING] },
  {
    message: 'need a rebrand asap, our name is fine but everything else looks cheap',
    subject: 'services',
    services: [BRANDING],
  },
  { message: 'i need a logo and a color palette', subject: 'services', services: [BRANDING] },
  {
    message: 'the vibe of my coffee shop is cozy but my little emblem screams corporate law firm',
    subject: 'services',
    services: [BRANDING],
  },
  { message: "my bakery's insta is dead, nobody likes or coments anymore", subject: 'services', services: [MARKETING] },
  { message: 'how do i get more people through the door of my nail salon', subject: 'services', services: [MARKETING] },
  { message: 'fb ads for my roofing company pls', subject: 'services', services: [MARKETING] },
  {
    message: 'phone isnt ringing. plumbing business, 2 trucks, zero calls this month',
    subject: 'services',
    services: [MARKETING],
  },
  {
    message: 'want to send my yoga students a little note every couple weeks w class news so they keep coming back',
    subject: 'services',
    services: [MARKETING],
  },
  { message: 'who can run tiktok for my restaurant, i dont have time', subject: 'services', services: [MARKETING] },
  {
    message: "i want to pop up first when someone nearby types 'emergency electrician'",
    subject: 'services',
    services: [MARKETING],
  },
  {
    message: "spent 2k on boosted posts and got nothing. need someone who actually knows what they're doing",
    subject: 'services',
    services: [MARKETING],
  },
  { message: 'need a google business profile set up for my dental office', subject: 'services', services: [MARKETING] },
  { message: 'ppc', subject: 'services', services: [MARKETING] },
  { message: 'nobody knows my taco truck exists', subject: 'services', services: [MARKETING] },
  { message: "my competitor is everywhere on instagarm and i'm nowhere", subject: 'services', services: [MARKETING] },
  { message: 'make my business run itself', subject: 'services', services: [SYSTEMS] },
  {
    message: 'i spend every sunday night texting clients to confirm their appointments. there has to be a better way',
    subject: 'services',
    services: [SYSTEMS],
  },
  {
    message: 'my receptionist is drowning in sticky notes and spreadsheets trying to remember who called',
    subject: 'services',
    services: [SYSTEMS],
  },
  {
    message: 'clients pay me late bc i forget to send them bills, can that happen automatically',
    subject: 'services',
    services: [SYSTEMS],
  },
  { message: 'want quickbooks hooked up propperly', subject: 'services', services: [SYSTEMS] },
  {
    message: 'new hires at my cafe all do things differently, i need how-to docs and someone to teach the crew',
    subject: 'services',
    services: [SYSTEMS],
  },
  { message: 'i need a crm', subject: 'services', services: [SYSTEMS] },
  {
    message: 'when a new client signs up i copy their info by hand into 4 different apps. kill me',
    subject: 'services',
    services: [SYSTEMS],
  },
  { message: 'zapier', subject: 'services', services: [SYSTEMS] },
  {
    message: 'my guys forget to call people back after they ask for a quote and we lose jobs',
    subject: 'services',
    services: [SYSTEMS],
  },
  { message: 'too much admin, not enough actual work', subject: 'services', services: [SYSTEMS] },
  {
    message: 'i have 80k on tiktok but make $0, how do i change that',
    subject: 'services',
    services: [CREATOR],
  },
  {
    message: 'youtuber w 200k subs, sponsors keep dming me and i have no idea what to charge them',
    subject: 'services',
    services: [CREATOR],
  },
  {
    message: 'twitch streamer trying to go full time, how do i make this an actual job',
    subject: 'services',
    services: [CREATOR],
  },
  { message: 'podcaster 3 yrs in, want to finally earn off my listeners', subject: 'services', services: [CREATOR] },
  {
    message: 'my followers keep asking for a paid members-only group, idk how to set that up',
    subject: 'services',
    services: [CREATOR],
  },
  { message: "i'm a fitness influencer and want my own course", subject: 'services', services: [CREATOR] },
  {
    message: 'cooking channel on yt, 40k subs, want to do ebooks of my recipes and maybe a patreon',
    subject: 'services',
    services: [CREATOR],
  },
  { message: 'media kit', subject: 'services', services: [CREATOR] },
  {
    message: 'bookstagram w 30k, publishers want collabs, how do i not get lowballed',
    subject: 'services',
    services: [CREATOR],
  },
  { message: '12k on ig, wondering if this could ever pay my rent', subject: 'services', services: [CREATOR] },
  { message: 'people should be able to buy my candles on the internet', subject: 'services', services: [STORE] },
  { message: 'shopify', subject: 'services', services: [STORE] },
  {
    message: 'i make handmade soap and want folks to be able to checkout and pay by card without dming me',
    subject: 'services',
    services: [STORE],
  },
  {
    message: 'dropshipping phone cases, tired of amazon fees, want my own checkout',
    subject: 'services',
    services: [STORE],
  },
  { message: 'etsy is eating my profits, want my own thing for my jewelry', subject: 'services', services: [STORE] },
  { message: 'woocommerce store for my coffee roastery', subject: 'services', services: [STORE] },
  {
    message: 'i want to sell my vintage clothes online',
    subject: 'services',
    services: [STORE],
  },
  {
    message: 'my shopify charges the wrong sales tax on texas orders, can you fix the settings',
    subject: 'services',
    services: [STORE],
  },
  // --- services: two or more ---
  {
    message: 'opening a bakery in austin, need the llc, a logo and a website',
    subject: 'services',
    services: [FORMATION, BRANDING, WEB],
  },
  {
    message: 'food truck guy here. need a cool symbol for the truck and want folks in town to hear about us',
    subject: 'services',
    services: [BRANDING, MARKETING],
  },
  {
    message:
      'therapist going private: need an llc, a site clients can read about me on, and a way to stop chasing people for payment',
    subject: 'services',
    services: [FORMATION, WEB, SYSTEMS],
  },
  {
    message:
      'my sister and i make hot sauce and people keep asking for bottles. we want it to be a legit business on paper and people should be able to buy from anywhere in the country',
    subject: 'services',
    services: [FORMATION, STORE],
  },
  {
    message: 'wedding photographer. my instagram is a ghost town and my squarespace portfolio is ugly and slow',
    subject: 'services',
    services: [MARKETING, WEB],
  },
  { message: 'need an emblem and a wesbite for my church', subject: 'services', services: [BRANDING, WEB] },
  {
    message:
      'im 17 and i do custom sneakers on ig, want a real shop where ppl can pay and also a symbol that doesnt look like i made it in ms paint',
    subject: 'services',
    services: [STORE, BRANDING],
  },
  { message: 'can you set up my llc and my quickbooks', subject: 'services', services: [FORMATION, SYSTEMS] },
  {
    message: 'consultant here. want my own .com, plus bills that go out to clients by themselves',
    subject: 'services',
    services: [WEB, SYSTEMS],
  },
  {
    message:
      'we do pottery at weekend fairs and want people to be able to buy it on the internet too, plus get more folks following us',
    subject: 'services',
    services: [STORE, MARKETING],
  },
  {
    message: 'starting a food pantry. need the 501c3 stuff and somewhere on the internet people can donate',
    subject: 'services',
    services: [FORMATION, WEB],
  },
  {
    message: 'handyman, need a logo, business cards and to show up on google maps',
    subject: 'services',
    services: [BRANDING, MARKETING],
  },
  {
    message: '2 cofounders with a startup idea, need to incorporate and get the mvp coded',
    subject: 'services',
    services: [FORMATION, WEB],
  },
  {
    message:
      'twitch streamer, want to get paid properly from this and my channel needs its own look, like a mascot and a consistent style',
    subject: 'services',
    services: [CREATOR, BRANDING],
  },
  {
    message:
      'i run a cleaning outfit with 6 employees. bills go out late, we forget who asked for a quote, and nobody new is calling',
    subject: 'services',
    services: [SYSTEMS, MARKETING],
  },
  {
    message:
      'personal trainer. i want my clients to have their workouts on their phones, and i want to stop chasing venmo every week',
    subject: 'services',
    services: [WEB, SYSTEMS],
  },
  {
    message:
      'just retired, want to turn my woodworking into a little business selling cutting boards online, and need it all legal',
    subject: 'services',
    services: [FORMATION, STORE],
  },
  {
    message: "we're a church plant, need to become an official charity, a simple site and a logo",
    subject: 'services',
    services: [FORMATION, WEB, BRANDING],
  },
  {
    message: 'vegan candle brand: need a store on shopify and some ads',
    subject: 'services',
    services: [STORE, MARKETING],
  },
  {
    message:
      'i do mobile car detailing. want a look people remember and people in my zip code to actually know i exist',
    subject: 'services',
    services: [BRANDING, MARKETING],
  },
  {
    message:
      'hair salon owner. i want clients to stop calling me to grab appointments, and i want a nice spot on the internet where people can see my work',
    subject: 'services',
    services: [SYSTEMS, WEB],
  },
  {
    message:
      "my dad's hvac shop has been around 30 yrs with zero internet presence. needs a site, needs to be on google, needs a logo that isnt from 1994",
    subject: 'services',
    services: [WEB, MARKETING, BRANDING],
  },
  {
    message: "i'm a nurse starting a home care agency. need to register it, need a site, and need ppl to know we exist",
    subject: 'services',
    services: [FORMATION, WEB, MARKETING],
  },
  {
    message:
      "me n my bf want to flip our etsy side hustle into its own thing w a checkout that's ours and a vibe that pops",
    subject: 'services',
    services: [STORE, BRANDING],
  },
  {
    message: 'new food truck, need it made official and a symbol painted on the truck',
    subject: 'services',
    services: [FORMATION, BRANDING],
  },
  {
    message:
      'tutoring biz: want parents to pick lesson times themselves and get a text the day before, and want fb to put me in front of parents nearby',
    subject: 'services',
    services: [SYSTEMS, MARKETING],
  },
  {
    message:
      "we're 3 moms starting a kids clothing line, want it all official, want people to buy on the internet, and want it to look cute and cohesive",
    subject: 'services',
    services: [FORMATION, STORE, BRANDING],
  },
  {
    message:
      "i'm a music producer w 50k on youtube. want to earn from my beats with my subs, and need a cool emblem for the channel",
    subject: 'services',
    services: [CREATOR, BRANDING],
  },
  {
    message: 'photographer going full time: want to make it official, plus galleries people can browse on the internet',
    subject: 'services',
    services: [FORMATION, WEB],
  },
  {
    message:
      'plumber, 2 vans. want google to show me first, want a new logo on the vans, and want the office lady to stop drowning in paper invoices',
    subject: 'services',
    services: [MARKETING, BRANDING, SYSTEMS],
  },
  {
    message: 'i want to quit my 9-5 to be a dog walker. get it official and get me my first clients',
    subject: 'services',
    services: [FORMATION, MARKETING],
  },
  {
    message:
      'Our organisation runs after-school programmes and wants proper charity status plus a way for donors to give on the internet',
    subject: 'services',
    services: [FORMATION, WEB],
  },
  {
    message:
      "ok so long story. i've been baking out of my apartment for like 3 years, mostly for friends and coworkers, and last month a coffee shop asked if they could carry my cookies. which is amazing but also terrifying lol. i have no idea if i need to be a 'real' business for that, and my stuff has no name or look, it's literally ziploc bags with a sticker from walmart. my friend said i should also let people buy boxes straight from me on the internet so i'm not just relying on the coffee shop. i'm not good with computers at all. where do i even begin??",
    subject: 'services',
    services: [FORMATION, BRANDING, STORE],
  },

  {
    message:
      "hiii so i'm 19 and i started doing makeup tutorials on tiktok during covid as a joke and now i'm at like 310k followers?? sponsors send me free stuff all the time but only 2 have ever actually paid me and i think i undercharged them by a LOT. my mom keeps saying i need to treat it like a job and do it properly with the irs and everything so i don't get in trouble later. i also want to eventually have my own thing people pay for every month, like exclusive tutorials, instead of living and dying by the algorithm. i have literally zero clue about any of this. can you guys help a teenager lol",
    subject: 'services',
    services: [CREATOR],
  },
  {
    message:
      'hello, my english is not perfect sorry. i came to houston from colombia 4 years ago and now i am permanent resident. i cook arepas and empanadas for my church every sunday and everybody says i should sell them. my plan is a small food truck first. i want to do everything correct with the government from the start, i dont want problems. also my son says we need instagram and facebook to get customers but i dont know how to use them. what do i need from you?',
    subject: 'services',
    services: [FORMATION, MARKETING],
  },
  {
    message:
      "I've spent 15 years as a supply chain consultant inside big manufacturers and I'm finally going out on my own. Right now I invoice under my own name into my personal checking account, which my accountant hates, so I'd like it structured properly as a company. I'd also like a professional presence on the web, nothing flashy, a few pages about what I do and a way to get in touch. And my calendar is a mess of back-and-forth emails trying to find meeting times, so anything that lets clients just pick a slot themselves would be lovely.",
    subject: 'services',
    services: [FORMATION, WEB, SYSTEMS],
  },
  {
    message:
      "My husband and I are both retired (he was an engineer, I taught piano for 30 years) and we've started restoring antique clocks as a hobby. Our grandson put us on Facebook Marketplace but people keep lowballing us and the messages are driving us batty. We'd like a proper little shop of our own where people can see the clocks with good pictures and pay for them, and he says we should probably 'form an LLC' too, whatever that means. We're in no hurry and we're not tech people, so please be patient with us.",
    subject: 'services',
    services: [STORE, FORMATION],
  },
  {
    message: 'teen here, i bake cookies and want ppl to buy them on the internet, and i want my own little mascot',
    subject: 'services',
    services: [STORE, BRANDING],
  },
  {
    message: 'barber: want more new faces in the chair and want clients to pick their own slot without calling me',
    subject: 'services',
    services: [MARKETING, SYSTEMS],
  },
  {
    message: 'yoga studio, want the name and vibe to feel calm + an iphone app for our class passes',
    subject: 'services',
    services: [BRANDING, WEB],
  },
  {
    message: 'i want my hvac company to be an s corp and also need someone to run google ads',
    subject: 'services',
    services: [FORMATION, MARKETING],
  },
  {
    message:
      'event planner, want an instagram that actually brings in weddings + clients to sign and pay without 10 back and forths',
    subject: 'services',
    services: [MARKETING, SYSTEMS],
  },
  { message: 'landscaper, need a site and a facebook page', subject: 'services', services: [WEB, MARKETING] },
  {
    message:
      'bakery owner: want a symbol people will spot from across the street, and want folks to pay for cakes ahead for pickup on the internet',
    subject: 'services',
    services: [BRANDING, STORE],
  },
  {
    message: 'dropshipper w a shopify that converts like garbage, also need tiktok ads that dont burn money',
    subject: 'services',
    services: [STORE, MARKETING],
  },
  {
    message: 'consultant: need to be incorporated, need a one-pager on the internet, need a scheduling link',
    subject: 'services',
    services: [FORMATION, WEB, SYSTEMS],
  },
  {
    message:
      "i want to be legit on paper, not just a guy with a truck, and i want people to find me when they type 'junk removal' + my town",
    subject: 'services',
    services: [FORMATION, MARKETING],
  },
  {
    message: 'can you make me an app and also get people to download it',
    subject: 'services',
    services: [WEB, MARKETING],
  },
  {
    message:
      'we run a daycare and want parents billed every month without me lifting a finger, and our look is tired, needs a refresh',
    subject: 'services',
    services: [SYSTEMS, BRANDING],
  },
  // --- overview ---
  { message: 'what do you guys do', subject: 'overview', services: [] },
  { message: 'what services do u offer?', subject: 'overview', services: [] },
  { message: 'so what is this exactly, what can you do for me', subject: 'overview', services: [] },
  { message: 'give me the rundown of everything you offer', subject: 'overview', services: [] },
  { message: 'do you only do llcs or other stuff too', subject: 'overview', services: [FORMATION] },
  {
    message: 'im just starting out and have no clue what i need. what all do you offer',
    subject: 'overview',
    services: [],
  },
  { message: "what kind of stuff do y'all handle", subject: 'overview', services: [] },
  { message: 'list of services pls', subject: 'overview', services: [] },
  { message: 'do you do anything besides websites?', subject: 'overview', services: [WEB] },
  { message: 'what kinds of businesses do you help', subject: 'overview', services: [] },
  // --- pricing ---
  { message: 'how much for a logo?', subject: 'pricing', services: [BRANDING] },
  { message: 'whats ur rates', subject: 'pricing', services: [] },
  { message: 'how much does it cost to form an llc with you', subject: 'pricing', services: [FORMATION] },
  { message: 'price for a shopify store?', subject: 'pricing', services: [STORE] },
  { message: 'do u have payment plans', subject: 'pricing', services: [] },
  { message: 'is the first consultation free', subject: 'pricing', services: [] },
  { message: 'ballpark to code something like uber but for dog walkers', subject: 'pricing', services: [WEB] },
  { message: 'cheapest package?', subject: 'pricing', services: [] },
  { message: 'im broke lol whats the least i can spend to get going', subject: 'pricing', services: [] },
  { message: 'how much would it be for you to run my fb and insta promos', subject: 'pricing', services: [MARKETING] },
  { message: 'do you charge hourly or a flat fee', subject: 'pricing', services: [] },
  { message: 'quote for a logo + wesbite for my bakery pls', subject: 'pricing', services: [BRANDING, WEB] },
  { message: 'how much to get my client tracking and billing on autopilot', subject: 'pricing', services: [SYSTEMS] },
  {
    message: 'what would it cost me to go from 50k tiktok followers to an actual paycheck',
    subject: 'pricing',
    services: [CREATOR],
  },
  {
    message: "I'm in India, what do you charge for the whole american incorporation thing?",
    subject: 'pricing',
    services: [INTERNATIONAL],
  },
  {
    message: 'how much is the whole package for a new bakery: the paperwork, a logo, a site',
    subject: 'pricing',
    services: [FORMATION, BRANDING, WEB],
  },
  { message: "what's the price range for getting a charity up and running", subject: 'pricing', services: [FORMATION] },
  { message: 'do your prices include everything or are there hidden fees', subject: 'pricing', services: [] },
  // --- timeline ---
  { message: 'how long does an llc take', subject: 'timeline', services: [FORMATION] },
  { message: 'how quickly could my restaurant have its own site', subject: 'timeline', services: [WEB] },
  {
    message: "can people be buying from me on the internet before black friday? it's 5 weeks away",
    subject: 'timeline',
    services: [STORE],
  },
  { message: 'how long does the whole thing usually take', subject: 'timeline', services: [] },
  { message: 'need a logo by friday, possible?', subject: 'timeline', services: [BRANDING] },
  { message: 'how many weeks to build an ios app', subject: 'timeline', services: [WEB] },
  { message: 'when would i actually get my tax id number', subject: 'timeline', services: [FORMATION] },
  { message: 'turnaround time?', subject: 'timeline', services: [] },
  { message: 'how long till the fb promos start bringing people in', subject: 'timeline', services: [MARKETING] },
  { message: 'i open in 3 weeks, can everything be done by then', subject: 'timeline', services: [] },
  { message: 'how long does the 501c3 approval take', subject: 'timeline', services: [FORMATION] },
  {
    message: 'roughly how long to get quickbooks going and hooked up to everything for a 5 person crew',
    subject: 'timeline',
    services: [SYSTEMS],
  },
  // --- guarantee ---
  { message: "what's the 30 day guarantee", subject: 'guarantee', services: [] },
  { message: 'do you guarantee anything', subject: 'guarantee', services: [] },
  { message: 'what does the launch guarantee actually promise', subject: 'guarantee', services: [] },
  { message: 'whats the catch with ur guarantee', subject: 'guarantee', services: [] },
  { message: 'is the 30-day launch promise legit? what if you go over', subject: 'guarantee', services: [] },
  { message: 'is there some kind of guarantee on the llc setup', subject: 'guarantee', services: [FORMATION] },
  // --- refunds ---
  { message: 'can i get a refund', subject: 'refunds', services: [] },
  { message: 'i need to reschedule my consultation', subject: 'refunds', services: [] },
  { message: 'cancel my appointment pls', subject: 'refunds', services: [] },
  { message: 'is the deposit refundable', subject: 'refunds', services: [] },
  { message: 'what happens if i miss my call', subject: 'refunds', services: [] },
  { message: 'if i hate the logo do i get my money back', subject: 'refunds', services: [BRANDING] },
  { message: 'whats your cancellation policy', subject: 'refunds', services: [] },
  { message: 'can i move my call from tuesday to thursday', subject: 'refunds', services: [] },
  { message: 'changed my mind, how do i cancel the project', subject: 'refunds', services: [] },
  { message: "do you refund if the website isn't what i pictured", subject: 'refunds', services: [WEB] },
  { message: 'i paid a deposit but want to back out now', subject: 'refunds', services: [] },
  { message: 'is there a no-show fee', subject: 'refunds', services: [] },
  {
    message: 'i totally forgot about my meeting yesterday, sorry!! can i rebook',
    subject: 'refunds',
    services: [],
  },
  {
    message: "Something came up at work and I won't make Friday's call, can we push it to next week?",
    subject: 'refunds',
    services: [],
  },
  // --- booking ---
  { message: 'how do i book a consult', subject: 'booking', services: [] },
  { message: 'can i talk to a real person', subject: 'booking', services: [] },
  { message: 'i want to schedule a call', subject: 'booking', services: [] },
  { message: 'set up a meeting about making my bakery official', subject: 'booking', services: [FORMATION] },
  { message: 'can someone call me back about a website', subject: 'booking', services: [WEB] },
  { message: 'where do i sign up for a call', subject: 'booking', services: [] },
  { message: "i'd like to speak to someone about my online store", subject: 'booking', services: [STORE] },
  { message: 'is there a form somewhere to request a meeting', subject: 'booking', services: [] },
  { message: 'can i meet with someone this week', subject: 'booking', services: [] },
  { message: 'book me in with whoever does branding', subject: 'booking', services: [BRANDING] },
  // --- hours ---
  { message: 'what are your hours', subject: 'hours', services: [] },
  { message: 'are you open on saturdays', subject: 'hours', services: [] },
  { message: 'how fast do you reply to emails', subject: 'hours', services: [] },
  { message: 'whats ur phone number', subject: 'hours', services: [] },
  { message: 'what time zone are you in', subject: 'hours', services: [] },
  { message: 'how long until someone gets back to me usually', subject: 'hours', services: [] },
  { message: 'email address?', subject: 'hours', services: [] },
  { message: 'are you guys open on christmas eve', subject: 'hours', services: [] },
  { message: 'can i reach you after 6pm', subject: 'hours', services: [] },
  { message: 'do you answer messages on weekends', subject: 'hours', services: [] },
  // --- about ---
  { message: 'who are you guys', subject: 'about', services: [] },
  { message: 'how long have you been around', subject: 'about', services: [] },
  { message: 'what does inspivision mean', subject: 'about', services: [] },
  { message: 'how many businesses have you launched so far', subject: 'about', services: [] },
  { message: 'are you legit or is this a scam', subject: 'about', services: [] },
  { message: 'who started this company', subject: 'about', services: [] },
  // --- international ---
  {
    message: "I'm not from the US and don't live there, but want an American company",
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message: 'i live in nigeria, can i have an american firm without ever flying there',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  { message: "do you work with people who aren't in america?", subject: 'international', services: [INTERNATIONAL] },
  {
    message:
      'freelancer in pakistan, my clients want to pay an american business and not me personally, can you sort that out',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message: "I'm in the UK and want to sell to Americans: need a US company and a Shopify store",
    subject: 'international',
    services: [INTERNATIONAL, STORE],
  },
  {
    message: 'dev in sao paulo here, want an american firm + a one-pager for my saas',
    subject: 'international',
    services: [INTERNATIONAL, WEB],
  },
  {
    message: "i live in india and don't have an ssn, can i still get an ein?",
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message: 'based in dubai, want to be incorporated in delaware, and want a mascot for my tea label',
    subject: 'international',
    services: [INTERNATIONAL, BRANDING],
  },
  {
    message: 'can a canadian living in toronto have an american biz',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message: 'my family and i live in mexico and i want to run an american business from here',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  { message: 'kenya based, need an llc and a website', subject: 'international', services: [INTERNATIONAL, WEB] },
  {
    message: 'filipino VA in manila, my american clients want me to be a proper us business before they pay me',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  {
    message:
      "we're an istanbul-based textile label wanting a foothold in the states: the company itself plus ads aimed at american shoppers",
    subject: 'international',
    services: [INTERNATIONAL, MARKETING],
  },
  {
    message:
      "Hello from Lagos! I run a small skincare line here and American customers keep asking how to buy from me. I've been told I need a US LLC, a US bank account and Stripe, none of which I can get from Nigeria, and I've never been to America and can't travel easily right now. I'd also like a proper online store that American shoppers can buy from directly, since right now it's all WhatsApp and bank transfers. Is this something you can do fully from a distance?",
    subject: 'international',
    services: [INTERNATIONAL, STORE],
  },
  {
    message:
      'hello sir i am from bangladesh living in dhaka, i want make usa firm for amazon selling, please tell steps',
    subject: 'international',
    services: [INTERNATIONAL],
  },
  // --- not-offered ---
  { message: 'can you file my taxes', subject: 'not-offered', services: [] },
  { message: 'i need a lawyer, my landlord is suing me', subject: 'not-offered', services: [] },
  { message: 'help me get an sba loan', subject: 'not-offered', services: [] },
  { message: 'do you do payroll', subject: 'not-offered', services: [] },
  { message: 'can you find me investors for my startup', subject: 'not-offered', services: [] },
  { message: 'i need help getting an h1b visa', subject: 'not-offered', services: [] },
  { message: 'can you print 500 flyers for my grand opening', subject: 'not-offered', services: [] },
  {
    message: 'i need someone to do my books every month and reconcile everything',
    subject: 'not-offered',
    services: [],
  },
  { message: 'can you file a trademark for my brand name', subject: 'not-offered', services: [] },
  { message: 'need a warehouse to store my inventory', subject: 'not-offered', services: [] },
  { message: 'my laptop screen cracked, do you fix computers', subject: 'not-offered', services: [] },
  { message: 'do you sell business insurance', subject: 'not-offered', services: [] },
  { message: 'i need to hire 3 line cooks asap, can you recruit them for me', subject: 'not-offered', services: [] },
  { message: 'help me find a retail space to lease downtown', subject: 'not-offered', services: [] },
  {
    message: 'can your lawyer look over this partnership contract before i sign it',
    subject: 'not-offered',
    services: [],
  },
  { message: 'can you get me a grant for my nonprofit', subject: 'not-offered', services: [] },
  { message: 'can you manufacture my skincare products', subject: 'not-offered', services: [] },
  { message: 'i got audited by the irs, can you represent me', subject: 'not-offered', services: [] },
  { message: 'can you pack and ship my orders to customers for me', subject: 'not-offered', services: [] },
  {
    message:
      "So here's my situation. I opened a small Italian restaurant with a friend three years ago. Last spring we had a falling out, he walked away, and now he says he's owed half of everything and his attorney sent me a letter saying he's taking me to court in June. I've never been sued before and honestly I'm losing sleep over it. I need someone who can actually stand up in front of a judge for me and fight this, not a form or a template. Is that something your team does?",
    subject: 'not-offered',
    services: [],
  },
  // --- out-of-scope ---
  { message: 'whats the weather in chicago tomorrow', subject: 'out-of-scope', services: [] },
  { message: 'best chocolate chip cookie recipe?', subject: 'out-of-scope', services: [] },
  { message: 'who won the lakers game last night', subject: 'out-of-scope', services: [] },
  { message: 'can you help with my algebra homework', subject: 'out-of-scope', services: [] },
  { message: 'tell me a joke', subject: 'out-of-scope', services: [] },
  { message: 'write me a poem about my cat', subject: 'out-of-scope', services: [] },
  { message: "what's 17 times 23", subject: 'out-of-scope', services: [] },
  { message: 'recommend a good movie for tonight', subject: 'out-of-scope', services: [] },
  { message: 'how do i get my ex back', subject: 'out-of-scope', services: [] },
  { message: "how do you say 'see you tomorrow' in spanish", subject: 'out-of-scope', services: [] },
  { message: 'what is the capital of australia', subject: 'out-of-scope', services: [] },
  { message: 'my dog ate chocolate what do i do', subject: 'out-of-scope', services: [] },
  // --- greeting ---
  { message: 'hi', subject: 'greeting', services: [] },
  { message: 'hello there!', subject: 'greeting', services: [] },
  { message: 'heyyy', subject: 'greeting', services: [] },
  { message: 'good morning :)', subject: 'greeting', services: [] },
  // --- thanks ---
  { message: 'thanks!', subject: 'thanks', services: [] },
  { message: 'thank you so much, that helps a lot', subject: 'thanks', services: [] },
  { message: 'ty', subject: 'thanks', services: [] },
  { message: 'cheers mate, appreciate it', subject: 'thanks', services: [] },
];
