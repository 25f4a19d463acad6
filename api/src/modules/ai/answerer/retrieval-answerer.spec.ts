import { SEED_BLOG_POSTS, SEED_PAGES, SEED_SERVICES } from '../../content';
import { Knowledge, SiteContent } from '../knowledge/knowledge';
import { figuresOf } from '../knowledge/text';
import { ChatReply, RetrievalAnswerer, SUGGESTIONS } from './retrieval-answerer';

/** The content a fresh site is seeded with, as the knowledge service reads it from the database. */
const seededContent = (): SiteContent => ({
  services: SEED_SERVICES.map((service) => ({ ...service, features: [...service.features] })),
  pages: SEED_PAGES.map((page) => ({ slug: page.slug, contents: [page.content] })),
  articles: SEED_BLOG_POSTS.filter((article) => article.isPublished),
});

const TITLES = SEED_SERVICES.map((service) => service.title);
const knowledge = Knowledge.fromContent(seededContent());
const answerer = new RetrievalAnswerer(knowledge);
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  answerer.answer(message, history);

/** What every reply must be: suggestions to click, real service titles, no figure the content lacks. */
function expectWellFormed(reply: ChatReply) {
  expect(reply.message.length).toBeGreaterThan(20);
  expect(reply.message.length).toBeLessThanOrEqual(2000);
  expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
  expect(reply.suggestions.length).toBeLessThanOrEqual(3);
  for (const title of reply.serviceRecommendations) expect(TITLES).toContain(title);
  expect(knowledge.unstatedFigures(reply.message)).toEqual([]);
}

describe('retrieval answerer (seeded content)', () => {
  it('"How much does it cost to start an LLC?": no invented price, what the content says, Business Formation', () => {
    const reply = ask('How much does it cost to start an LLC?');
    expectWellFormed(reply);
    expect(reply.message).toContain('does not list a fixed price');
    expect(reply.message).toMatch(/price of each project are set out in the proposal/);
    expect(reply.message).toContain('Articles of Organization');
    expect(reply.message).not.toMatch(/\$\d/);
    expect(reply.message).toContain('/consultation');
    expect(reply.serviceRecommendations).toEqual(['Business Formation & Legal Setup']);
  });

  it('"How long does it take to launch a business?": 30 days for setup, 4-8 weeks for a full launch', () => {
    const reply = ask('How long does it take to launch a business?');
    expectWellFormed(reply);
    expect(reply.message).toContain('30 days or less');
    expect(reply.message).toContain('4-8 weeks');
    expect(reply.serviceRecommendations).toEqual([]);
    expect(reply.suggestions).not.toContain(SUGGESTIONS.timeline);
  });

  it('"What services do you offer?": all 8 services, by their titles, and no single one recommended', () => {
    const reply = ask('What services do you offer?');
    expectWellFormed(reply);
    expect(reply.message).toContain('We offer 8 services');
    for (const title of TITLES) expect(reply.message).toContain(title);
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it.each([
    ['Do you offer payroll services?', 'payroll, HR and hiring staff'],
    ['Do you offer trademark registration?', 'legal advice and representation are for a licensed attorney'],
  ])('"%s": on the list of what we do not offer: said so, with a consultation', (question, what) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).toMatch(new RegExp(`^That is not something we offer: ${what}\\.`));
    expect(reply.message).toContain('/consultation');
    expect(reply.serviceRecommendations).toEqual([]);
    expect(reply.suggestions).toContain(SUGGESTIONS.booking);
  });

  it.each(['Can you fix my roof?', 'I need someone to walk my dog'])(
    '"%s": not on that list, so never "not something we offer": no guess, a consultation',
    (question) => {
      const reply = ask(question);
      expectWellFormed(reply);
      expect(reply.message).toMatch(/^I don't have information about that/);
      expect(reply.message).toContain('/consultation');
      expect(reply.serviceRecommendations).toEqual([]);
    },
  );

  it.each([
    ['I need a logo, brand colors and a style guide', ['Branding & Identity Design']],
    ['Do you build mobile apps for iPhone and Android?', ['Website & App Development']],
    ['I want to sell my handmade candles online with a proper store', ['E-Commerce & Online Store Solutions']],
    ["I'm a YouTuber with 80k subscribers, how do I turn that into a business?", ['Creator Growth & Business Launch']],
  ])('"%s" (issue 15: once turned away) is a buyer: %j, and the prefilled consultation form', (question, services) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).not.toMatch(/not something we offer|don't have information/);
    expect(reply.serviceRecommendations).toEqual(services);
    const link = `/consultation?services=${services.map(encodeURIComponent).join(',')}`;
    expect(reply.message.endsWith(`${link}.`)).toBe(true);
  });

  it('ends an answer about several needs with the form prefilled with each service', () => {
    const reply = ask('opening a bakery: need the llc, a logo and a wesbite');
    expect(reply.serviceRecommendations).toEqual(
      expect.arrayContaining([
        'Business Formation & Legal Setup',
        'Branding & Identity Design',
        'Website & App Development',
      ]),
    );
    const link = `/consultation?services=${reply.serviceRecommendations.map(encodeURIComponent).join(',')}`;
    expect(reply.message.endsWith(`${link}.`)).toBe(true);
  });

  it.each([
    ['Do you offer logo design?', 'Branding & Identity Design'],
    ['Can you build me a website for my bakery?', 'Website & App Development'],
    ['Do you help creators and influencers?', 'Creator Growth & Business Launch'],
    ['Can you set up a Shopify store?', 'E-Commerce & Online Store Solutions'],
  ])('"%s": yes, as part of %s', (question, title) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).toMatch(new RegExp(`^Yes: that is part of ${title.replace(/[&]/g, '\\$&')}\\.`));
    expect(reply.serviceRecommendations).toEqual([title]);
  });

  it.each([
    ['Hello!', /I'm the Inspivision assistant/, []],
    ['Do you work with international clients?', /remote services worldwide/, ['International Business Services']],
    ['I live in Nigeria, can I form a US company?', /EIN/, ['International Business Services']],
    ['Can you help me set up a nonprofit?', /Form 1023/, ['Business Formation & Legal Setup']],
    ['What is your refund policy?', /24 hours/, []],
    ['Can I get my money back if I cancel?', /full refund/, []],
    ['I want to book a consultation', /\/consultation/, []],
    ['What is the 30-day launch guarantee?', /you don't pay/, []],
    ['What are your business hours?', /Monday to Friday 9AM-6PM EST/, []],
    ['Who are you?', /founded in 2021/, []],
    ['Do you do my taxes?', /^That is not something we offer: tax returns.*not a law firm or an accounting firm/, []],
    ['Should I choose an LLC or a corporation?', /\/blog\/llc-vs-corporation/, ['Business Formation & Legal Setup']],
  ])('"%s" is answered from the content', (question, expected, services) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).toMatch(expected);
    if (services.length === 0) expect(reply.serviceRecommendations).toEqual([]);
    else expect(reply.serviceRecommendations).toEqual(expect.arrayContaining(services));
  });

  it.each(['constructor', '__proto__', 'toString hasOwnProperty valueOf'])(
    'answers %s (a name JavaScript objects carry) as any other words',
    (message) => {
      const reply = ask(message);
      expectWellFormed(reply);
      expect(reply.message).toMatch(/^I don't have information about that/);
    },
  );

  it('says it does not know rather than guessing, and offers a consultation', () => {
    const reply = ask('What will the weather be tomorrow?');
    expectWellFormed(reply);
    expect(reply.message).toMatch(/^I don't have information about that/);
    expect(reply.message).toContain('/consultation');
  });

  it('follows the conversation: "How much does it cost?" after a service was discussed is about that service', () => {
    const previous = ask('Do you offer logo design?');
    const reply = ask('How much does it cost?', [
      { role: 'user', content: 'Do you offer logo design?' },
      { role: 'assistant', content: previous.message },
    ]);
    expect(reply.message).toContain('does not list a fixed price for Branding & Identity Design');
    expect(reply.serviceRecommendations).toEqual(['Branding & Identity Design']);
  });

  it('never suggests a question the visitor already asked', () => {
    const reply = ask('What is the 30-day launch guarantee?', [
      { role: 'user', content: 'How long does it take to launch a business?' },
    ]);
    expect(reply.suggestions).not.toContain(SUGGESTIONS.timeline);
    expect(reply.suggestions).not.toContain(SUGGESTIONS.guarantee);
  });

  it('states a price only when the content does, and then quotes it', () => {
    const content = seededContent();
    content.services[0].description += ' LLC formation starts at $499 plus state fees.';
    const reply = new RetrievalAnswerer(Knowledge.fromContent(content)).answer('How much does an LLC cost?');
    expect(reply.message).toContain('LLC formation starts at $499 plus state fees.');
    expect(reply.serviceRecommendations).toEqual(['Business Formation & Legal Setup']);
  });

  it('names services as the content does: a renamed service is recommended under its new title', () => {
    const content = seededContent();
    content.services[0].title = 'Company Formation';
    const reply = new RetrievalAnswerer(Knowledge.fromContent(content)).answer(
      'How much does it cost to start an LLC?',
    );
    expect(reply.serviceRecommendations).toEqual(['Company Formation']);
  });
});

describe('figures the content states', () => {
  it('normalizes amounts, percentages and durations so wording does not matter', () => {
    expect(figuresOf('A $1,000 deposit, 100% refund, 30-day guarantee, 4–8 weeks, within 2 hours')).toEqual([
      '$1000',
      '100%',
      '30 day',
      '4-8 week',
      '2 hour',
    ]);
  });

  it('flags a figure the content never states', () => {
    expect(knowledge.unstatedFigures('Setup takes 30 days or less and costs $50 to reschedule.')).toEqual([]);
    expect(knowledge.unstatedFigures('An LLC costs $299 and takes 10 days.')).toEqual(['$299', '10 day']);
  });
});
