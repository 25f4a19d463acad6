import { SEED_BLOG_POSTS, SEED_PAGES, SEED_SERVICES } from '../../content';
import { Knowledge, SiteContent } from '../knowledge/knowledge';
import { figuresOf, sentencesOf } from '../knowledge/text';
import { ChatReply, ChatTurn, RetrievalAnswerer, SUGGESTIONS } from './retrieval-answerer';

/** The content a fresh site is seeded with, as the knowledge service reads it from the database. */
const seededContent = (): SiteContent => ({
  services: SEED_SERVICES.map((service) => ({ ...service, features: [...service.features] })),
  pages: SEED_PAGES.map((page) => ({ slug: page.slug, contents: [page.content] })),
  articles: SEED_BLOG_POSTS.filter((article) => article.isPublished),
});

const TITLES = SEED_SERVICES.map((service) => service.title);
const knowledge = Knowledge.fromContent(seededContent());
const answerer = new RetrievalAnswerer(knowledge);
const ask = (message: string, history: ChatTurn[] = []) => answerer.answer(message, history);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
const OUT_OF_SCOPE = /^That's outside what I can answer here: /;

/** Asks each message in turn, each with the conversation before it, and returns the replies. */
function converse(messages: readonly string[]): ChatReply[] {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const reply = ask(message, history);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.message });
    return reply;
  });
}

/** A reply says nothing the previous one said, but a closing that points to a page ("... at /consultation."). */
function expectNoRepeat(previous: ChatReply, reply: ChatReply) {
  const said = sentencesOf(previous.message).filter((sentence) => !/ \/[a-z-]*[.?]?$/.test(sentence));
  for (const sentence of said) expect(reply.message).not.toContain(sentence);
}

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
    expect(reply.message).toMatch(
      /^There's no fixed price for Business Formation & Legal Setup on our site: it depends on what your project needs\./,
    );
    expect(reply.message).toMatch(/price of each project are set out in the proposal/);
    expect(reply.message).toContain('government filing fees');
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
    ['Do you offer payroll services?', 'payroll, HR and hiring staff', 'Business Systems & Automation'],
    [
      'Do you offer trademark registration?',
      'legal advice and representation are for a licensed attorney',
      'Business Formation & Legal Setup',
    ],
  ])(
    '"%s": on the list of what we do not offer: said so, the nearest thing we do, a quick question',
    (question, what, nearest) => {
      const reply = ask(question);
      expectWellFormed(reply);
      expect(reply.message).toMatch(new RegExp(`^That is not something we offer: ${escaped(what)}\\.`));
      expect(reply.message).toMatch(
        new RegExp(`What we can do is [^.]+, as part of ${escaped(nearest)} \\(/services\\)\\.`),
      );
      expect(reply.message).toContain('/quick-question');
      expect(reply.serviceRecommendations).toEqual([]);
      expect(reply.suggestions).toContain(SUGGESTIONS.booking);
    },
  );

  it.each([
    ['I need to hire warehouse staff', 'payroll, HR and hiring staff', /warehous/i],
    ['Would your company invest in my startup?', 'investing in businesses or finding investors', /\bLLC|corporation/i],
  ])('"%s": a plain no for the right reason (%s), nothing else', (question, what, unrelated) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).toMatch(new RegExp(`^That is not something we offer: ${escaped(what)}\\.`));
    expect(reply.message).not.toMatch(unrelated);
    expect(reply.serviceRecommendations).toEqual([]);
    expect(reply.message).not.toContain('/consultation?services=');
  });

  it.each(['Can you fix my roof?', 'I need someone to walk my dog'])(
    '"%s": not on that list, so never "not something we offer": no guess, a consultation',
    (question) => {
      const reply = ask(question);
      expectWellFormed(reply);
      expect(reply.message).toMatch(OUT_OF_SCOPE);
      expect(reply.message).not.toContain('not something we offer');
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
  ])('"%s": yes, as part of %s, with what it covers', (question, title) => {
    const reply = ask(question);
    expectWellFormed(reply);
    expect(reply.message).toMatch(new RegExp(`^Yes, we can help with that\\. ${escaped(title)} covers it: [^.]+\\.`));
    expect(reply.serviceRecommendations).toEqual([title]);
    expect(reply.message.endsWith(`/consultation?services=${encodeURIComponent(title)}.`)).toBe(true);
  });

  it.each([
    ['Hello!', /^Hello! I'm the site's automated assistant\./, []],
    [
      'Do you work with international clients?',
      /^Yes\. .*work remotely with clients around the world/,
      ['International Business Services'],
    ],
    ['I live in Nigeria, can I form a US company?', /EIN/, ['International Business Services']],
    ['Can you help me set up a nonprofit?', /Form 1023/, ['Business Formation & Legal Setup']],
    ['What is your refund policy?', /24 hours/, []],
    ['Can I get my money back if I cancel?', /full refund/, []],
    ['I want to book a consultation', /\/consultation/, []],
    ['What is the 30-day launch guarantee?', /you don't pay/, []],
    ['What are your business hours?', /Monday to Friday 9AM-6PM EST/, []],
    ['Who are you?', /founded in 2021/, []],
    ['Do you do my taxes?', /^That is not something we offer: tax returns.*not a law firm or an accounting firm/, []],
    [
      'Should I choose an LLC or a corporation?',
      /Choosing between an LLC and a corporation is one of the first decisions/,
      ['Business Formation & Legal Setup'],
    ],
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
      expect(reply.message).toMatch(OUT_OF_SCOPE);
      expect(reply.serviceRecommendations).toEqual([]);
    },
  );

  it('says it does not know rather than guessing, and offers a consultation', () => {
    const reply = ask('What will the weather be tomorrow?');
    expectWellFormed(reply);
    expect(reply.message).toMatch(OUT_OF_SCOPE);
    expect(reply.message).toContain('/consultation');
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it('follows the conversation: "How much does it cost?" after a service was discussed is about that service', () => {
    const previous = ask('Do you offer logo design?');
    const reply = ask('How much does it cost?', [
      { role: 'user', content: 'Do you offer logo design?' },
      { role: 'assistant', content: previous.message },
    ]);
    expect(reply.message).toMatch(/^There's no fixed price for Branding & Identity Design on our site/);
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

  it.each(['Are you a bot?', 'Am I talking to a real person?'])(
    '"%s": says it is automated, and how a person answers (the contact form, the response times)',
    (question) => {
      const reply = ask(question);
      expectWellFormed(reply);
      expect(reply.message).toMatch(/^I'm the site's automated assistant, not a person/);
      expect(reply.message).toContain('/contact');
      expect(reply.message).toMatch(/answered within 2 hours/);
      expect(reply.serviceRecommendations).toEqual([]);
    },
  );

  it('"Where are you located?": the service area the content states, nothing recommended', () => {
    const reply = ask('Where are you located?');
    expectWellFormed(reply);
    expect(reply.message).toMatch(/^Our services are available worldwide: we serve clients nationwide across the USA/);
    expect(reply.message).not.toMatch(/business hours|9AM/);
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it.each([
    ['I need an LLC', 'Business Formation & Legal Setup', '30 days or less', /4-8 weeks/],
    ['I need a logo', 'Branding & Identity Design', '4-8 weeks', /30 days/],
  ])(
    'need → how much → how long ("%s"): each follow-up answers its question about %s',
    (need, title, duration, otherDuration) => {
      const [first, price, timeline] = converse([need, 'how much?', 'how long does it take?']);
      for (const reply of [first, price, timeline]) {
        expectWellFormed(reply);
        expect(reply.serviceRecommendations).toEqual([title]);
        expect(reply.message.endsWith(`/consultation?services=${encodeURIComponent(title)}.`)).toBe(true);
      }
      expect(price.message).toMatch(
        new RegExp(
          `^There's no fixed price for ${escaped(title)} on our site: it depends on what your project needs\\.`,
        ),
      );
      expect(price.message).not.toMatch(/\$\d/);
      expect(timeline.message).toMatch(new RegExp(`^For ${escaped(title)}, [^.]*${duration}`));
      expect(timeline.message).not.toMatch(otherDuration);
      expect(timeline.message).toContain('The exact timeline depends on your project');
    },
  );

  it.each([
    ['we use six different tools and none of them sync', 'Business Systems & Automation'],
    ['our truck needs a tagline', 'Branding & Identity Design'],
  ])('"%s": no phrase names a service, so the nearest by meaning is offered as a question: %s', (message, title) => {
    expect(answerer.understandInContext(message, []).guessed?.has(title)).toBe(true);
    const reply = ask(message);
    expectWellFormed(reply);
    expect(reply.message).toMatch(new RegExp(`^It sounds like ${escaped(title)} \\([^)]+\\): is that it\\?`));
    expect(reply.serviceRecommendations).toEqual([title]);
    expect(reply.message.endsWith(`/consultation?services=${encodeURIComponent(title)}.`)).toBe(true);
  });

  it.each([
    ['we use 6 tools and none of them talk to each other', 'Business Systems & Automation'],
    ['can you come up with names for my coffee truck', 'Branding & Identity Design'],
  ])('"%s": named by a staff keyword, recommends %s with the prefilled form', (message, title) => {
    const reply = ask(message);
    expectWellFormed(reply);
    expect(reply.message).not.toMatch(OUT_OF_SCOPE);
    expect(reply.serviceRecommendations).toEqual([title]);
    expect(reply.message.endsWith(`/consultation?services=${encodeURIComponent(title)}.`)).toBe(true);
  });

  it('a US seller shipping abroad is not told about forming a US company from abroad', () => {
    const reply = ask("I'm a US seller and I want to ship my products abroad");
    expectWellFormed(reply);
    expect(reply.message).not.toContain('International Business Services');
    expect(reply.serviceRecommendations).not.toContain('International Business Services');
    expect(reply.serviceRecommendations).toEqual(['E-Commerce & Online Store Solutions']);
  });

  it('two consecutive answers never repeat a sentence, but the closing that points to a page', () => {
    const [cost, logo] = converse(['How much does it cost to start an LLC?', 'How much does a logo cost?']);
    // Asked first, the logo's price quotes the same sentence on proposals; after the LLC's, it does not.
    expect(ask('How much does a logo cost?').message).toContain('set out in the proposal or invoice you accept');
    expect(cost.message).toContain('set out in the proposal or invoice you accept');
    expect(logo.message).toMatch(/^There's no fixed price for Branding & Identity Design on our site/);
    expectNoRepeat(cost, logo);
    expect(logo.message).toMatch(
      /book a consultation at \/consultation\?services=Branding%20%26%20Identity%20Design\.$/,
    );

    const replies = converse([
      'I need an LLC',
      'how much?',
      'how long does it take?',
      'What is the 30-day launch guarantee?',
    ]);
    replies.slice(1).forEach((reply, index) => expectNoRepeat(replies[index], reply));
  });

  it.each([
    ['How much would a logo and a website cost?', 2],
    ['How much does an LLC, a logo and a website cost?', 3],
  ])('"%s": names the services as a list reads ("A and B", "A, B and C")', (message, count) => {
    const reply = ask(message);
    expectWellFormed(reply);
    const titles = reply.serviceRecommendations;
    expect(titles).toHaveLength(count);
    const list = `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
    expect(reply.message).toMatch(new RegExp(`^There's no fixed price for ${escaped(list)} on our site`));
  });

  it.each<[string, ChatTurn[], string]>([
    ['Are you a bot?', [], 'bot'],
    ['Hello!', [], 'small-talk'],
    ['How much does a logo cost?', [], 'price'],
    ['How long does it take to launch a business?', [], 'timeline'],
    ['How does Business Formation work?', [], 'process'],
    ['Do I need an LLC?', [], 'need'],
    ['Can you build me a website for my bakery?', [], 'can-you'],
    ['Do you work with nonprofits?', [], 'eligibility'],
    ['What is your refund policy?', [], 'policy'],
    ['Where are you located?', [], 'company'],
    ['What services do you offer?', [], 'overview'],
    ['I need a logo, brand colors and a style guide', [], 'recommend'],
    ['Do you do my taxes?', [], 'not-offered'],
    ['What will the weather be tomorrow?', [], 'out-of-scope'],
    [
      'how long does it take?',
      [
        { role: 'user', content: 'I need a logo' },
        { role: 'assistant', content: 'Branding & Identity Design covers it.' },
      ],
      'timeline',
    ],
  ])('"%s" asks the question "%s"', (message, history, question) => {
    expect(answerer.understandInContext(message, history).question).toBe(question);
  });

  it('a follow-up naming no service is about the one the conversation was about', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'I need a logo' },
      { role: 'assistant', content: ask('I need a logo').message },
    ];
    const titles = (message: string, turns: ChatTurn[]) =>
      answerer.understandInContext(message, turns).services.map((service) => service.title);
    expect(titles('how much is it?', history)).toEqual(['Branding & Identity Design']);
    expect(titles('how much is it?', [])).toEqual([]);
  });

  it('two services about as near a need no phrase names: asks which is closer, recommends neither', () => {
    const reply = ask('I need a name for my coffee truck');
    expectWellFormed(reply);
    expect(reply.message).toMatch(/^I'm not sure I follow: is it closer to .*Branding & Identity Design \(naming\)/);
    expect(reply.message).toContain('/services');
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it('a list of features that have their own "and" still reads as one list', () => {
    const reply = ask('Do you offer logo design?');
    expect(reply.message).toContain('logo suite; color palette and typography system; and brand guidelines document');
    expect(reply.message).not.toMatch(/ and [^.;]* and [^.;]* and /);
  });

  it('"LLC or corporation?" is a choice: which one fits, not whether one is needed', () => {
    const reply = ask('Should I choose an LLC or a corporation?');
    expect(reply.message).toMatch(/^Which one fits depends on your situation/);
    expect(reply.serviceRecommendations).toEqual(['Business Formation & Legal Setup']);
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
