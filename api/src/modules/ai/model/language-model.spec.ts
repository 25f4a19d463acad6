import { Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { FakeProvider, RecordedRequest, startFakeProvider } from '../../../../test/fake-provider';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { loadConfig } from '../../../config/app.config';
import { ContentSeeder } from '../../content/content.seeder';
import { SEED_BLOG_POSTS, SEED_PAGES, SEED_SERVICES } from '../../content';
import { RetrievalAnswerer } from '../answerer/retrieval-answerer';
import { EVAL_SET } from '../eval/eval-set';
import { EVAL_TARGETS, evaluate, formatReport, shortfalls } from '../eval/evaluate';
import { Knowledge } from '../knowledge/knowledge';
import { checkChatReply } from './model-prompts';

/** How the fake OpenAI-compatible server answers the next request. */
type Behaviour =
  { kind: 'reply'; content: string } | { kind: 'status'; status: number; body: string } | { kind: 'hang' };

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });

/** A local stand-in for an OpenAI-compatible API, reached by the real `openai` SDK. */
async function startFakeModel() {
  let behaviour: Behaviour = { kind: 'status', status: 500, body: '{}' };
  const hanging: ServerResponse[] = [];
  const server = await startFakeProvider((_request, _index, response) => {
    if (behaviour.kind === 'hang') {
      hanging.push(response);
    } else if (behaviour.kind === 'reply') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(completion(behaviour.content));
    } else {
      response.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end(behaviour.body);
    }
  });
  return {
    server,
    set: (next: Behaviour) => (behaviour = next),
    /** Ends the requests left hanging, so the server can close. */
    release: () => hanging.splice(0).forEach((response) => response.destroy()),
  };
}

const bodyOf = (request: RecordedRequest) =>
  JSON.parse(request.body) as { model: string; messages: { role: string; content: string }[] };

const CHAT_REPLY = {
  message: 'We form LLCs, corporations and nonprofits, with complete business setup in 30 days or less.',
  suggestions: ['What is the 30-day launch guarantee?', 'How do I book a consultation?'],
  // Not asked for any more: the recommendations are the understanding's, whatever a model lists.
  serviceRecommendations: ['Crypto Mining Setup', 'Digital Marketing'],
};
const FORMATION_LINK = '/consultation?services=Business%20Formation%20%26%20Legal%20Setup';

const MODEL_TIPS = [
  'Talk to ten restaurant owners before you build anything.',
  'Price your menu from your food cost, not from competitors.',
  'Get your food service permit application in early.',
  'Build a simple website with your menu and opening hours.',
  'Track your food cost percentage weekly from the first month.',
];

describe('language model path (fake OpenAI-compatible server, real SDK)', () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let fake: FakeProvider;
  let app: TestApp;
  beforeAll(async () => {
    model = await startFakeModel();
    fake = model.server;
    app = await createTestApp({
      env: {
        AI_API_KEY: 'sk-test-key',
        AI_BASE_URL: `${fake.url}/v1`,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '1000',
        AI_RATE_LIMIT_PER_IP: '1000',
      },
    });
    await app.app.get(ContentSeeder).seed();
  });
  afterEach(() => model.release());
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const chat = async (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
    (await app.http.post('/api/ai/chat').send({ message, history }).expect(200)).body.data as {
      message: string;
      suggestions: string[];
      serviceRecommendations: string[];
    };

  it("uses the model's reply, grounded in the retrieved content, with the understanding's recommendations and link", async () => {
    model.set({ kind: 'reply', content: JSON.stringify(CHAT_REPLY) });
    const before = fake.requests.length;
    const reply = await chat('How much does it cost to start an LLC?');
    expect(reply).toEqual({
      message: `${CHAT_REPLY.message} To get started, book a consultation: ${FORMATION_LINK}.`,
      suggestions: CHAT_REPLY.suggestions,
      serviceRecommendations: ['Business Formation & Legal Setup'],
    });

    const request = fake.requests[before];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    const { model: asked, messages } = bodyOf(request);
    expect(asked).toBe('test-model');
    expect(messages[0].role).toBe('system');
    // The retrieved facts and the exact service titles are the model's context; the question comes last.
    expect(messages[0].content).toContain('Business Formation & Legal Setup');
    expect(messages[0].content).toContain('The scope, deliverables, timeline and price of each project');
    expect(messages[0].content).toContain('Services that fit this question (name them');
    expect(messages[0].content).toMatch(
      /prefilled with them is added after your answer\): Business Formation & Legal Setup\n/,
    );
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'How much does it cost to start an LLC?' });
  });

  it('hands the model the question type and the retrieval answer as the draft to rephrase', async () => {
    const question = 'How long does it take to form an LLC?';
    model.set({ kind: 'status', status: 500, body: '{}' });
    const retrieved = await chat(question);
    model.set({ kind: 'reply', content: JSON.stringify(CHAT_REPLY) });
    const before = fake.requests.length;
    await chat(question);
    const [system] = bodyOf(fake.requests[before]).messages;
    expect(system.content).toContain('The visitor\'s question is "timeline": how long it takes');
    expect(system.content).toContain('Answer that first, in one or two sentences from the facts');
    // The draft points to the form: the link prefilled with the services is added to the model's reply.
    expect(retrieved.message).toContain(FORMATION_LINK);
    expect(system.content).toContain(
      `Rephrase this draft answer; keep every fact, add none:\n${retrieved.message.replace(FORMATION_LINK, '/consultation')}\n`,
    );
  });

  it("hands the model a follow-up's understanding: the service the conversation is about", async () => {
    model.set({ kind: 'reply', content: JSON.stringify(CHAT_REPLY) });
    const before = fake.requests.length;
    const history = [
      { role: 'user' as const, content: 'I need a logo for my bakery' },
      { role: 'assistant' as const, content: 'Branding & Identity Design covers it: logo suite and brand guidelines.' },
    ];
    const reply = await chat('How much is it?', history);
    const { messages } = bodyOf(fake.requests[before]);
    expect(messages[0].content).toContain('The visitor\'s question is "price"');
    expect(messages[0].content).toMatch(
      /prefilled with them is added after your answer\): Branding & Identity Design\n/,
    );
    expect(messages.slice(1)).toEqual([...history, { role: 'user', content: 'How much is it?' }]);
    expect(reply.serviceRecommendations).toEqual(['Branding & Identity Design']);
  });

  it.each([
    ['claims to be a person', "Yes, I'm a real person on the Inspivision team. How can I help?"],
    ['denies being a bot', 'I’m not a bot! Ask me anything about starting your business.'],
    ['does not say it is automated', 'Happy to help! What would you like to know about starting your business?'],
  ])('answers "are you a bot?" from the content when the model %s', async (_case, message) => {
    model.set({ kind: 'reply', content: JSON.stringify({ message, suggestions: ['What next?', 'Why?'] }) });
    const reply = await chat('Are you a bot?');
    expect(reply.message).toMatch(/^I'm the site's automated assistant, not a person/);
    expect(reply.message).toContain('/contact');
  });

  it('uses a reply to "are you a bot?" that says it is automated', async () => {
    const message = "I'm Inspivision's automated assistant; a person on our team answers through /contact.";
    model.set({ kind: 'reply', content: JSON.stringify({ message, suggestions: ['What next?', 'Why?'] }) });
    expect((await chat('Are you a real person?')).message).toBe(message);
  });

  it.each([
    ['a need we do not offer', 'Can you help me get a business loan?'],
    ['a message outside what we do', 'What is the weather tomorrow?'],
  ])('recommends no service for %s, whatever the model lists', async (_case, question) => {
    model.set({
      kind: 'reply',
      content: JSON.stringify({
        message: 'Sorry, I cannot help with that here.',
        serviceRecommendations: ['Digital Marketing'],
      }),
    });
    const reply = await chat(question);
    expect(reply.message).toBe('Sorry, I cannot help with that here.');
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it('accepts a reply in a code fence and tops up missing suggestions', async () => {
    const { message } = CHAT_REPLY;
    model.set({ kind: 'reply', content: `\`\`\`json\n${JSON.stringify({ message })}\n\`\`\`` });
    const reply = await chat('What do you do?');
    expect(reply.message).toBe(message);
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.serviceRecommendations).toEqual([]);
  });

  it.each([
    ['text that is not JSON', { kind: 'reply', content: 'Sure! We can do that for $99.' }],
    ['JSON without a message', { kind: 'reply', content: '{"answer": "Hello"}' }],
    ['a list where an object belongs', { kind: 'reply', content: '["We offer everything"]' }],
    [
      'a price the content never states',
      { kind: 'reply', content: JSON.stringify({ ...CHAT_REPLY, message: 'An LLC costs $299.' }) },
    ],
    ['a body that is not a completion', { kind: 'status', status: 200, body: '<html>gateway</html>' }],
    ['a server error', { kind: 'status', status: 500, body: '{"error":{"message":"boom"}}' }],
    ['a rejected key', { kind: 'status', status: 401, body: '{"error":{"message":"bad key"}}' }],
  ] as [string, Behaviour][])('answers from the content when the model returns %s', async (_case, behaviour) => {
    model.set(behaviour);
    const reply = await chat('How long does it take to form an LLC?');
    expect(reply.message).toContain('30 days or less');
    expect(reply.serviceRecommendations).toEqual(['Business Formation & Legal Setup']);
  });

  it('logs why the model was not used, never what the visitor typed', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      model.set({ kind: 'reply', content: 'not json at all' });
      await chat('My name is Ana Lopez and my SSN is 123-45-6789: how long does an LLC take?');
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('Language model (chat) not used');
      expect(logged).toContain('unusable reply: no JSON object');
      expect(logged).not.toMatch(/Ana|123-45|LLC/);
    } finally {
      warn.mockRestore();
    }
  });

  it('answers from the content when the model does not answer within AI_TIMEOUT_MS', async () => {
    // The model answers nothing until the file ends: a reply at all is the wait cut at AI_TIMEOUT_MS (how soon after
    // it depends on the machine's load, which a test does not time).
    model.set({ kind: 'hang' });
    const started = Date.now();
    const reply = await chat('What services do you offer?');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(reply.message).toContain('We offer 8 services');
  });

  it("uses the model's tips when they pass the checks", async () => {
    model.set({ kind: 'reply', content: JSON.stringify({ tips: MODEL_TIPS }) });
    const before = fake.requests.length;
    const { body } = await app.http
      .post('/api/ai/business-tips')
      .send({ businessType: 'Restaurant & Food Service', stage: 'Idea Phase' })
      .expect(200);
    expect(body.data.tips).toEqual(MODEL_TIPS);
    const { messages } = bodyOf(fake.requests[before]);
    expect(messages.at(-1)?.content).toContain('Restaurant & Food Service');
    expect(messages.at(-1)?.content).toContain('Idea Phase');
  });

  it.each([
    ['four tips', { kind: 'reply', content: JSON.stringify({ tips: MODEL_TIPS.slice(0, 4) }) }],
    [
      'a repeated tip',
      { kind: 'reply', content: JSON.stringify({ tips: [...MODEL_TIPS.slice(0, 4), MODEL_TIPS[0]] }) },
    ],
    [
      'a link',
      { kind: 'reply', content: JSON.stringify({ tips: [...MODEL_TIPS.slice(0, 4), 'See https://x.test now'] }) },
    ],
    ['junk', { kind: 'reply', content: 'tips: be great' }],
    ['no answer in time', { kind: 'hang' }],
  ] as [string, Behaviour][])('falls back to the tips library when the model gives %s', async (_case, behaviour) => {
    model.set(behaviour);
    const { body } = await app.http
      .post('/api/ai/business-tips')
      .send({ businessType: 'Restaurant & Food Service', stage: 'Planning' })
      .expect(200);
    expect(body.data.tips).toHaveLength(5);
    expect(body.data.tips.join(' ')).toContain('your menu');
  });

  describe('on the evaluation set (issue 15: the figures hold with a model)', () => {
    // The subject is the understanding's whichever way the reply is written: judged on the same seeded content.
    const local = new RetrievalAnswerer(
      Knowledge.fromContent({
        services: SEED_SERVICES,
        pages: SEED_PAGES.map((page) => ({ slug: page.slug, contents: [page.content] })),
        articles: SEED_BLOG_POSTS.filter((article) => article.isPublished),
      }),
    );
    const judge = async (message: string) => ({ subject: local.understand(message).subject, ...(await chat(message)) });
    const allTitles = SEED_SERVICES.map((service) => service.title);

    it.each([
      [
        'a model that recommends every service',
        { message: 'Happy to help with that: our team can walk you through it.', serviceRecommendations: allTitles },
      ],
      [
        'a model that turns every visitor away',
        { message: 'That is not something we offer, sorry.', serviceRecommendations: [] },
      ],
    ])(
      'meets the targets with %s',
      async (_case, modelReply) => {
        model.set({ kind: 'reply', content: JSON.stringify({ ...modelReply, suggestions: ['What next?', 'Why?'] }) });
        const report = await evaluate(EVAL_SET, judge);
        const summary = formatReport(report);
        expect({ short: shortfalls(report, EVAL_TARGETS), summary }).toEqual({ short: [], summary });
      },
      60_000,
    );
  });
});

describe('checkChatReply on services found by meaning', () => {
  const knowledge = Knowledge.fromContent({ services: SEED_SERVICES, pages: [], articles: [] });
  const [service] = knowledge.services;
  const guessed = {
    subject: 'services' as const,
    question: 'recommend' as const,
    services: [service],
    guessed: new Map([[service.title, undefined]]),
  };
  const fallback = { message: '', suggestions: ['What next?', 'Why?'], serviceRecommendations: [service.title] };

  it('rejects a guess stated as a fact and keeps one offered as a question', () => {
    expect(() => checkChatReply({ message: `${service.title} covers it.` }, knowledge, fallback, guessed)).toThrow(
      'states a guess as a fact',
    );
    const asked = checkChatReply(
      { message: `It sounds like ${service.title}: is that it?` },
      knowledge,
      fallback,
      guessed,
    );
    expect(asked.serviceRecommendations).toEqual([service.title]);
  });
});

describe('language model timeout default', () => {
  it('is 10 seconds', () => {
    expect(loadConfig({}).AI_TIMEOUT_MS).toBe(10_000);
  });
});
