import type { ChatQuestion, ChatSubject } from '../ai.constants';
import { CHAT_LIMITS, NOT_OFFERED_OPENING } from '../ai.constants';
import type { Knowledge, KnowledgeDoc, KnowledgeKind, ServiceContent } from '../knowledge/knowledge';
import { clip, sentencesOf, termsOf } from '../knowledge/text';
import { QUESTION_CUES } from '../understanding/questions';
import { IN_THE_US, type NotOffered } from '../understanding/subjects';
import { GUESSING_QUESTIONS, type Understanding } from '../understanding/understanding';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatReply {
  message: string;
  suggestions: string[];
  serviceRecommendations: string[];
}

/** Follow-up questions the answerer itself answers well (the first three are the widget's greeting ones). */
export const SUGGESTIONS = {
  services: 'What services do you offer?',
  llcCost: 'How much does it cost to start an LLC?',
  timeline: 'How long does it take to launch a business?',
  guarantee: 'What is the 30-day launch guarantee?',
  international: 'Do you work with clients outside the US?',
  nonprofit: 'Can you help me set up a nonprofit?',
  refunds: 'What is your refund policy?',
  booking: 'How do I book a consultation?',
  afterLaunch: 'What happens after my business launches?',
  hours: 'What are your business hours?',
} as const;

const BOOK = 'book a consultation at /consultation';
const QUICK_QUESTION = 'send us a quick question at /quick-question';

/**
 * The consultation form, prefilled with the services recommended (it reads `services`, comma-separated):
 * where every answer to a buyer ends.
 */
export const consultationLink = (services: readonly ServiceContent[]) =>
  `/consultation?services=${services.map((service) => encodeURIComponent(service.title)).join(',')}`;

/**
 * How the answerer replies on a subject it answers from passages of the content: what it looks up (besides the
 * question's own words), how it opens and closes, and what to ask next. Only passages carry facts; the
 * openings and closings state none.
 */
interface Topic {
  query: string;
  kinds?: readonly KnowledgeKind[];
  lead?: string;
  close?: string;
  /** Sentences quoted at most. */
  max?: number;
  suggestions: string[];
}

const TOPICS: Partial<Record<ChatSubject, Topic>> = {
  refunds: {
    query: 'refund cancel reschedule consultation 24 hours fee deposit',
    kinds: ['policy', 'faq'],
    max: 3,
    lead: 'Here is how cancellations and refunds work:',
    close: 'The full details are in our Refund Policy at /refund-policy.',
    suggestions: [SUGGESTIONS.booking, SUGGESTIONS.guarantee, SUGGESTIONS.services],
  },
  hours: {
    query: 'business hours Monday Friday EST email service inquiry answered quick question response',
    kinds: ['fact', 'faq', 'policy'],
    close: `You can write to us through the contact form at /contact, or ${BOOK}.`,
    suggestions: [SUGGESTIONS.booking, SUGGESTIONS.services, SUGGESTIONS.timeline],
  },
  guarantee: {
    query: '30-day launch guarantee operational pay',
    kinds: ['fact', 'faq', 'policy', 'page'],
    max: 3,
    close: `To see how it applies to your business, ${BOOK}.`,
    suggestions: [SUGGESTIONS.timeline, SUGGESTIONS.refunds, SUGGESTIONS.booking],
  },
  timeline: {
    query: 'how long launch business setup 30 days weeks timeline',
    kinds: ['faq', 'fact', 'policy', 'page'],
    max: 3,
    close: `Your proposal gives the timeline for your project; to get started, ${BOOK}.`,
    suggestions: [SUGGESTIONS.guarantee, SUGGESTIONS.llcCost, SUGGESTIONS.booking],
  },
  international: {
    query: 'clients outside the United States international remote worldwide EIN without SSN non-US residents',
    kinds: ['faq', 'fact', 'service', 'policy'],
    close: `To plan your US company, ${BOOK}.`,
    suggestions: [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
  },
  booking: {
    query: 'consultation review goals budget timeline recommend paid before appointment',
    kinds: ['faq', 'policy'],
    lead: `You can ${BOOK}: choose the time that suits you.`,
    suggestions: [SUGGESTIONS.refunds, SUGGESTIONS.services, SUGGESTIONS.timeline],
  },
  about: {
    query: 'Inspivision founded 2021 businesses launched success rate Inspire Pivot Vision',
    kinds: ['fact', 'page', 'faq'],
    max: 3,
    close: 'There is more about us at /about.',
    suggestions: [SUGGESTIONS.services, SUGGESTIONS.guarantee, SUGGESTIONS.timeline],
  },
};

const PRICING_QUERY = 'scope deliverables timeline price each project set out proposal invoice accept filing fees';
/** How to pay, rather than how much: currencies, cards, instalments, deposits. */
const PAYMENT_WORDS =
  /\b(currenc\w*|euros?|pounds|dollars|usd|paypal|crypto|card|installments?|instalments?|payment plan|deposit|upfront|up front)\b/i;
const PAYMENT_QUERY = 'prices US dollars payments card payment processor projects billed deposit balance proposal';
const CONSULTATION_PRICE_QUERY = 'consultation paid before appointment US dollars card payment processor';

/** The question as compared with earlier ones: lower case, straight quotes, single spaces. */
const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

interface Candidate {
  sentence: string;
  score: number;
  terms: Set<string>;
}

/**
 * The terms' and privacy policy's passages: what a visitor's question about refunds, hours or how things work is
 * answered from is the refund policy, the FAQs and the facts, not the fine print on personal data.
 */
const isFinePrint = (doc: KnowledgeDoc) => doc.kind === 'policy' && (doc.url === '/terms' || doc.url === '/privacy');

/** Sentences that only make sense after the one before them ("It adopts bylaws...") are not quoted alone. */
const NEEDS_CONTEXT = /^(it|its|they|their|this|that|these|those|he|she|both|each|also|then|there)\b/i;

/**
 * The sentences of the best-matching passages that share most terms with the query, without near-repeats of
 * each other or of the fixed text around them (`around`). Headings and fragments are skipped; a service's
 * features are quoted as sentences.
 */
function bestSentences(
  knowledge: Knowledge,
  query: string,
  options: {
    kinds?: readonly KnowledgeKind[];
    max: number;
    around?: string;
    /** The visitor's words, which pick among the topic's sentences. */
    focus?: string;
    without?: (doc: KnowledgeDoc) => boolean;
  },
): string[] {
  // The topic's best passages, and those best matching the visitor's own words, each weighed within its search.
  const search = (text: string) => {
    const found = knowledge.search(text, { kinds: options.kinds, limit: 4, without: options.without });
    return found.map((hit) => ({ doc: hit.doc, relevance: hit.score / found[0].score }));
  };
  const hits = [...search(query), ...(options.focus ? search(options.focus) : [])].filter(
    (hit, index, all) => all.findIndex((other) => other.doc.id === hit.doc.id) === index,
  );
  const queryTerms = new Set(termsOf(query));
  // The visitor's own words tell which of a topic's sentences answers them ("can I get my deposit back?").
  const focusTerms = new Set(termsOf(options.focus ?? ''));
  const candidates: Candidate[] = [];
  for (const hit of hits) {
    const { relevance } = hit;
    for (const line of sentencesOf(hit.doc.text)) {
      const sentence = hit.doc.kind === 'service' && !/[.!?]$/.test(line) ? `${line}.` : line;
      if (!/[.!?]$/.test(sentence) || sentence.length < 25 || NEEDS_CONTEXT.test(sentence)) continue;
      const terms = new Set(termsOf(sentence));
      const shared = [...terms].filter((term) => queryTerms.has(term)).length;
      const focused = [...terms].filter((term) => focusTerms.has(term)).length;
      // A topic's long query must not outweigh the visitor's own words: its share is capped when they count.
      const score = focusTerms.size ? shared + 2 * focused : shared;
      if (shared > 0) candidates.push({ sentence, score: score + 2 * relevance, terms });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  const fixed = new Set(termsOf(options.around ?? ''));
  for (const candidate of candidates) {
    if (chosen.length === options.max) break;
    const repeats =
      chosen.some((other) => overlap(candidate.terms, other.terms) > 0.6) || overlap(candidate.terms, fixed) > 0.6;
    if (!repeats) chosen.push(candidate);
  }
  return chosen.map((candidate) => candidate.sentence);
}

/** Share of the smaller set's terms found in the other. */
function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((term) => b.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

type Replier = (text: string, suggestions: readonly string[], services?: readonly ServiceContent[]) => ChatReply;

const withoutAsked = (candidates: readonly string[], asked: Set<string>) =>
  candidates.filter((question) => !asked.has(normalize(question).replace(/[?!.]+$/, '')));

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
const alternatives = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });
/** "A, B and C"; "A; B and C; and D" when an item has its own "and", so the list still reads as one. */
export const naturalList = (items: readonly string[]) =>
  items.length > 2 && items.some((item) => / and /.test(item))
    ? `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`
    : listFormat.format(items);

/**
 * A feature or keyword as a phrase inside a list: its part before a colon or comma, lower-cased unless it
 * starts with an acronym ("EIN application").
 */
function featurePhrase(feature: string, whole = false): string {
  const phrase = feature.split(whole ? ':' : /[:,]/)[0].trim();
  return /^[A-Z]{2,}\b/.test(phrase) ? phrase : phrase[0].toLowerCase() + phrase.slice(1);
}

/** The `count` features of a service that share most words with the message, in the service's order on a tie. */
function relevantFeatures(service: ServiceContent, message: string, count: number): string[] {
  const wanted = new Set(termsOf(message));
  return service.features
    .map((feature, index) => ({ feature, index, shared: termsOf(feature).filter((term) => wanted.has(term)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ feature, shared }) => featurePhrase(feature, shared > 0));
}

/** "we would start with A and B". */
const startWith = (services: readonly ServiceContent[]) =>
  `we would start with ${naturalList(services.map((service) => service.title))}`;

/** "LLC or corporation?", "which is better": a choice between things rather than whether to have one. */
const CHOICE = /\b(or|vs\.?|versus|which|better)\b/i;

/** The thing a "do I need...?" asks about ("an LLC"), as the visitor wrote it, else "it". */
function thingNeeded(message: string): string {
  const found =
    /\b(?:need|have to (?:get|have|form|open|register)|get|require|have)\s+((?:an?|the|my|our)\s+)?([a-z0-9 -]{2,40}?)(?=\s+(?:for|to|if|when|as|or|because|before|right|yet|now|first)\b|[?.!,]|$)/i.exec(
      message,
    );
  if (!found) return 'it';
  const [, article = '', thing] = found;
  return `${article.toLowerCase().replace(/^(my|our) $/, 'a ')}${thing}`.trim();
}

const LOCATION_TOPIC: Topic = {
  query: 'service area nationwide USA remote worldwide clients around the world based',
  kinds: ['fact', 'faq'],
  max: 1,
  close: `Everything can be done remotely; to talk, ${BOOK}.`,
  suggestions: [SUGGESTIONS.hours, SUGGESTIONS.international, SUGGESTIONS.booking],
};
const SETUP_QUERY = 'complete business setup entity formation EIN takes 30 days or less';
const LAUNCH_QUERY = 'full launch branding website marketing typically takes weeks depending services';
const BOOKING_QUERY = 'book consultation approval confirmation sent e-mail';
const PROCESS_QUERY =
  'consultation review goals budget timeline recommend structure services next steps written proposal';
const RESPONSE_QUERY = 'service inquiry answered within hours quick question';
const NATIONWIDE_QUERY = 'we serve clients nationwide across the USA';
const WHO_WE_HELP_QUERY = 'help entrepreneurs creators influencers nonprofits business owners international founders';
/** Groups the company facts name among the people we help: "do you work with ...?" about one of them is a yes. */
const GROUPS_WE_HELP =
  /\b(non-?us|outside|abroad|foreign|international|overseas|non-?profits?|charit|creators?|influencers?|youtubers?|entrepreneurs?|small business|startups?|founders?|owners?|beginners?|first[- ]time|students?|immigrants?)/i;

/**
 * The answerer used when no language model is configured (and whenever the model fails): it understands what
 * the visitor asks (the question: price, timeline, whether they need something...) and what they need (the
 * services, from the conversation for a follow-up), answers the question first in a sentence or two drawn from
 * the site's own content, so every fact it states is one the content states, then recommends, ending with the
 * consultation form prefilled with the services. No network; a few milliseconds per answer (npm run bench:ai).
 */
export class RetrievalAnswerer {
  constructor(private readonly knowledge: Knowledge) {}

  /** What the message is about and asks, on its own (the evaluation sets measure this). */
  understand(message: string): Understanding {
    return this.knowledge.understander.understand(message);
  }

  /**
   * What the message asks in its conversation: a question about a service that names none ("how much is it?")
   * is about the service the conversation was last about.
   */
  understandInContext(message: string, history: readonly ChatTurn[]): Understanding {
    const understanding = this.understand(message);
    if (understanding.services.length > 0 || !FOLLOW_UP_QUESTIONS.has(understanding.question)) return understanding;
    const service = this.serviceInContext(history);
    if (service) return { ...understanding, services: [service] };
    // Nothing recognised, in the message or before it: "can you help with my algebra homework?" is out of scope.
    if (understanding.subject === 'out-of-scope' && GUESSING_QUESTIONS.has(understanding.question)) {
      return { ...understanding, question: 'out-of-scope' };
    }
    return understanding;
  }

  /** The reply; a caller that needs the understanding too (a language model's input) passes the one it made. */
  answer(
    message: string,
    history: readonly ChatTurn[] = [],
    understanding: Understanding = this.understandInContext(message, history),
  ): ChatReply {
    const asked = new Set(
      [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message].map((text) =>
        normalize(text).replace(/[?!.]+$/, ''),
      ),
    );
    const previous = [...history].reverse().find((turn) => turn.role === 'assistant')?.content ?? '';
    const reply: Replier = (text, suggestions, services = []) => ({
      message: withConsultationLink(withoutRepeats(text, previous), services),
      suggestions: withoutAsked(suggestions, asked).slice(0, 3),
      serviceRecommendations: [...new Set(services.map((service) => service.title))],
    });
    return this.respond(understanding, message, reply);
  }

  private respond(understanding: Understanding, message: string, reply: Replier): ChatReply {
    const { subject, question, services } = understanding;
    switch (question) {
      case 'small-talk':
        return this.smallTalk(subject, reply);
      case 'bot':
        return this.aboutItself(reply);
      case 'not-offered':
        return this.notOffered(understanding.notOffered!, message, reply);
      case 'out-of-scope':
        return understanding.candidates ? this.which(understanding.candidates, reply) : this.search(message, reply);
      case 'price':
        return this.pricing(message, services, reply);
      case 'timeline':
        return this.timeline(services, reply);
      case 'process':
        return this.process(message, services, reply);
      case 'need':
        return services.length ? this.need(message, services, reply) : this.offerOrGuess(understanding, message, reply);
      case 'eligibility':
        return this.eligibility(message, services, reply);
      case 'overview':
        return this.overview(services, reply);
      case 'company':
        return this.onTopic(
          QUESTION_CUES.location.find(this.knowledge.understander.wordsOf(message))
            ? LOCATION_TOPIC
            : (TOPICS[subject] ?? TOPICS.about)!,
          message,
          services,
          reply,
        );
      case 'policy':
        return this.onTopic((TOPICS[subject] ?? TOPICS.refunds)!, message, services, reply);
      default:
        return this.offerOrGuess(understanding, message, reply);
    }
  }

  /**
   * The passages that best inform an answer, for a language model: those of the understood subject first (the
   * ones this answerer quotes), then the question's own best matches, then the previous question's. Takes what
   * was understood of the message (`understandInContext`), which the caller needs as well.
   */
  passages(
    { subject, notOffered }: Understanding,
    message: string,
    history: readonly ChatTurn[],
    limit = 8,
  ): KnowledgeDoc[] {
    const query = subject === 'pricing' ? PRICING_QUERY : (TOPICS[subject]?.query ?? notOffered?.query);
    const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
    const hits = [
      ...(query ? this.knowledge.search(`${query} ${message}`, { limit: 4 }) : []),
      ...this.knowledge.search(message, { limit }),
      ...(previous ? this.knowledge.search(previous, { limit: 2 }) : []),
    ];
    const docs = new Map(hits.map((hit) => [hit.doc.id, hit.doc]));
    return [...docs.values()].slice(0, limit);
  }

  private smallTalk(subject: ChatSubject, reply: Replier): ChatReply {
    if (subject === 'thanks') {
      return reply(`You're welcome! If you'd like to talk your plans through with our team, ${BOOK}.`, [
        SUGGESTIONS.services,
        SUGGESTIONS.booking,
      ]);
    }
    return reply(
      `Hello! I'm the site's automated assistant. I can answer questions about our services, prices, timelines ` +
        'and policies, or help you book a consultation. What would you like to know?',
      [SUGGESTIONS.services, SUGGESTIONS.llcCost, SUGGESTIONS.timeline],
    );
  }

  /** "Are you a bot?": what it is, and how a person answers (the response times the site states). */
  private aboutItself(reply: Replier): ChatReply {
    const [responseTimes] = bestSentences(this.knowledge, RESPONSE_QUERY, { kinds: ['fact', 'faq'], max: 1 });
    return reply(
      [
        "I'm the site's automated assistant, not a person: I answer from Inspivision's own pages.",
        `A person on our team answers what you send through the contact form at /contact.`,
        responseTimes,
        `You can also ${BOOK}.`,
      ]
        .filter(Boolean)
        .join(' '),
      [SUGGESTIONS.booking, SUGGESTIONS.hours, SUGGESTIONS.services],
    );
  }

  private onTopic(topic: Topic, message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const sentences = bestSentences(this.knowledge, `${topic.query} ${message}`, {
      kinds: topic.kinds,
      max: topic.max ?? 2,
      around: [topic.lead, topic.close].join(' '),
      focus: message,
      without: isFinePrint,
    });
    if (sentences.length === 0) return this.unknown(reply);
    const text = [topic.lead, ...sentences, topic.close].filter(Boolean).join(' ');
    return reply(text, topic.suggestions, services);
  }

  /**
   * Prices only as the content states them: the price sentences of the services asked about if there are any,
   * else that the site lists no fixed price, what it depends on (the content's words on how prices are set) and
   * no figure of our own. A budget ("is $3k realistic?") is answered as what it depends on.
   */
  private pricing(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const [service] = services;
    const consultation = !service && /\bconsultations?\b/i.test(message);
    const subject = service
      ? naturalList(services.map((s) => s.title))
      : consultation
        ? 'a consultation'
        : 'our services';
    const stated = services.flatMap((s) =>
      sentencesOf([s.shortDescription, s.description, ...s.features].join('\n')).filter((line) => /\$\s?\d/.test(line)),
    );
    const parts: string[] = [];
    if (stated.length > 0) {
      parts.push(`Here is what we publish about the price of ${subject}:`, ...stated.slice(0, 2));
    } else if (PAYMENT_WORDS.test(message)) {
      parts.push(...bestSentences(this.knowledge, PAYMENT_QUERY, { kinds: ['faq', 'policy'], max: 2, focus: message }));
    } else {
      const budget = /\$\s?\d|\b\d+\s?k\b|\bbudget|\benough\b|\brealistic|\bafford|\bspend/i.test(message);
      parts.push(
        budget
          ? `Whether a budget fits depends on what your project needs: our site lists no fixed price for ${subject}.`
          : `There's no fixed price for ${subject} on our site: it depends on what your project needs.`,
      );
      const query = `${consultation ? CONSULTATION_PRICE_QUERY : PRICING_QUERY} ${message}`;
      parts.push(...bestSentences(this.knowledge, query, { kinds: ['policy', 'faq'], max: 2 }));
    }
    parts.push(`To get a price for your plans, ${BOOK}.`);
    return reply(
      parts.join(' '),
      [service ? SUGGESTIONS.timeline : SUGGESTIONS.services, SUGGESTIONS.guarantee, SUGGESTIONS.booking],
      services,
    );
  }

  /**
   * How long, as the content states it: business setup for a formation, the full launch for anything more, both
   * when the question names no service; and that the exact timeline depends on the project.
   */
  private timeline(services: ServiceContent[], reply: Replier): ChatReply {
    const setupOnly =
      services.length > 0 &&
      services.every((service) => ['formation', 'international'].includes(service.category ?? ''));
    const queries = services.length === 0 ? [SETUP_QUERY, LAUNCH_QUERY] : [setupOnly ? SETUP_QUERY : LAUNCH_QUERY];
    const answer = queries.flatMap((query) =>
      bestSentences(this.knowledge, query, { kinds: ['faq', 'fact', 'service'], max: 1, focus: query }).filter(
        (sentence) => /\b\d+(-\d+)?\s(days?|weeks?|months?)\b/.test(sentence),
      ),
    );
    const [first, ...rest] = answer;
    const named = naturalList(services.map((s) => s.title));
    const text = first
      ? [services.length ? `For ${named}, ${first[0].toLowerCase()}${first.slice(1)}` : first, ...rest]
      : [`How long it takes depends on the services you choose.`];
    text.push(`The exact timeline depends on your project and is set out in your proposal; to get started, ${BOOK}.`);
    return reply(
      text.join(' '),
      [
        SUGGESTIONS.guarantee,
        services.length ? `How much does ${services[0].title} cost?` : SUGGESTIONS.llcCost,
        SUGGESTIONS.booking,
      ],
      services,
    );
  }

  /**
   * How it works: the FAQ that asks the visitor's question when there is one; for a service, how the service
   * goes (its description); else the consultation and what follows it.
   */
  private process(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const suggestions = [SUGGESTIONS.refunds, SUGGESTIONS.timeline, SUGGESTIONS.services];
    const close = `To take the first step, ${BOOK}.`;
    const [faq] = this.knowledge.search(message, { kinds: ['faq'], limit: 1 });
    if (faq && faq.coverage >= 0.75) return reply([faq.doc.text, close].join(' '), suggestions, services);
    const booking = /\b(book|booking|schedule|appointment)\b/i.test(message);
    if (services.length > 0 && !booking) {
      const steps = services.map((service) => sentencesOf(service.description).slice(0, 2).join(' '));
      return reply([...steps, close].join(' '), suggestions, services);
    }
    const sentences = bestSentences(this.knowledge, `${booking ? BOOKING_QUERY : PROCESS_QUERY} ${message}`, {
      kinds: ['faq', 'policy', 'page'],
      max: 2,
      focus: message,
      without: isFinePrint,
    });
    const lead =
      booking && !/\b(after|during|next)\b/i.test(message)
        ? `You can ${BOOK}: choose the time that suits you.`
        : 'It starts with a consultation.';
    return reply([lead, ...sentences, booking ? '' : close].filter(Boolean).join(' '), suggestions, services);
  }

  /** "Do I need X?": it depends, on what (the content's best sentence on it), and who helps decide. */
  private need(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const [reason] = bestSentences(this.knowledge, message, { kinds: ['article', 'faq', 'service'], max: 1 });
    return reply(
      [
        CHOICE.test(message)
          ? 'Which one fits depends on your situation and plans.'
          : `Whether you need ${thingNeeded(message)} depends on your situation and plans.`,
        reason,
        `In a consultation we review your goals and recommend the structure and services that fit; ` +
          `${startWith(services)}. To talk it through, ${BOOK}.`,
      ]
        .filter(Boolean)
        .join(' '),
      [`How much does ${services[0].title} cost?`, SUGGESTIONS.timeline, SUGGESTIONS.booking],
      services,
    );
  }

  /** "Do you work with people like me?": who the content says we help, a yes when it names the visitor's group. */
  private eligibility(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const abroad = services.some((service) => service.category === 'international');
    const words = this.knowledge.understander.wordsOf(message);
    const inTheUs = !abroad && IN_THE_US.find(words) !== undefined;
    const query = abroad ? TOPICS.international!.query : inTheUs ? NATIONWIDE_QUERY : WHO_WE_HELP_QUERY;
    const sentences = bestSentences(this.knowledge, `${query} ${inTheUs ? '' : message}`, {
      kinds: ['fact', 'faq'],
      max: 1,
      focus: inTheUs ? query : message,
    });
    const yes = inTheUs || GROUPS_WE_HELP.test(message) ? 'Yes. ' : '';
    const next = services.length
      ? `${startWith(services)[0].toUpperCase()}${startWith(services).slice(1)}; to plan it, ${BOOK}.`
      : `To see how we can help with your plans, ${BOOK}.`;
    return reply(
      `${yes}${[...sentences, next].join(' ')}`,
      [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
      services,
    );
  }

  /** Every service, the ones the visitor named ("anything besides websites?") recommended. */
  private overview(named: ServiceContent[], reply: Replier): ChatReply {
    const services = this.knowledge.services;
    if (services.length === 0) return this.unknown(reply);
    const lines = services.map((service) => `• ${service.title}: ${sentencesOf(service.shortDescription)[0] ?? ''}`);
    let text = [`We offer ${services.length} services:`, ...lines].join('\n');
    // Long staff-written descriptions: the titles alone still answer the question.
    if (text.length > CHAT_LIMITS.reply - 120) text = `We offer ${naturalList(services.map((s) => s.title))}.`;
    return reply(
      `${text}\nTo find the right mix for you, ${BOOK}.`,
      [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
      named,
    );
  }

  /**
   * A need described or a "can you...?": the services that meet it, each with the parts of it the message is
   * about; services found only by meaning are offered as a question; nothing found is not a dead end.
   */
  private offerOrGuess(understanding: Understanding, message: string, reply: Replier): ChatReply {
    const { services, guessed, question } = understanding;
    if (services.length === 0) return this.unknown(reply);
    const suggestions = [`How much does ${services[0].title} cost?`, SUGGESTIONS.timeline, SUGGESTIONS.booking];
    const described = (service: ServiceContent, count: number) =>
      `${service.title} (${naturalList(relevantFeatures(service, message, count))})`;
    if (guessed) {
      const options = alternatives.format(
        services.map((service) => {
          const hint = guessed.get(service.title);
          return hint ? `${service.title} (${featurePhrase(hint)})` : service.title;
        }),
      );
      return reply(
        `It sounds like ${options}: is that it? If not, tell me a bit more about what you need; if it is, ${BOOK}.`,
        suggestions,
        services,
      );
    }
    const [best] = this.knowledge.search(message, { kinds: ['faq', 'article'], limit: 1 });
    if (question === 'recommend' && /\?\s*$/.test(message) && best && best.coverage >= 0.6) {
      const quoted =
        best.doc.kind === 'faq'
          ? [best.doc.text]
          : [
              ...bestSentences(this.knowledge, message, { kinds: ['article'], max: 2 }),
              `More in our article "${best.doc.title}": ${best.doc.url}.`,
            ];
      return reply(
        [...quoted, `${naturalList(services.map((s) => s.title))} covers this; to talk it through, ${BOOK}.`].join(' '),
        suggestions,
        services,
      );
    }
    const opening = question === 'can-you' ? 'Yes, we can help with that. ' : '';
    if (services.length === 1) {
      const [service] = services;
      return reply(
        `${opening}${service.title} covers it: ${naturalList(relevantFeatures(service, message, 3))}. To talk it through, ${BOOK}.`,
        suggestions,
        services,
      );
    }
    const lines = services.map((service) => `• ${described(service, 2)}`);
    return reply(
      [
        `${opening}That takes ${naturalList(services.map((s) => s.title))}:`,
        ...lines,
        `To plan it together, ${BOOK}.`,
      ].join('\n'),
      suggestions,
      services,
    );
  }

  /**
   * One of the things on the explicit list we do not offer: said plainly, with what our terms say about it and
   * the nearest thing we do, and no service recommended.
   */
  private notOffered(what: NotOffered, message: string, reply: Replier): ChatReply {
    const terms = what.query
      ? bestSentences(this.knowledge, `${what.query} ${message}`, { kinds: ['policy', 'faq'], max: 1 })
      : [];
    const near = what.nearest && this.knowledge.serviceTitled(what.nearest.service);
    return reply(
      [
        `${NOT_OFFERED_OPENING}: ${what.label}.`,
        ...terms,
        near ? `What we can do is ${what.nearest!.does}, as part of ${near.title} (/services).` : '',
        `If you are not sure whether we can help with your situation, ${QUICK_QUESTION}.`,
      ]
        .filter(Boolean)
        .join(' '),
      [SUGGESTIONS.services, SUGGESTIONS.booking],
    );
  }

  /** Two services about equally near: a question to the visitor, nothing recommended on a guess. */
  private which(candidates: Map<string, string | undefined>, reply: Replier): ChatReply {
    const options = alternatives.format(
      [...candidates].map(([title, hint]) => (hint ? `${title} (${featurePhrase(hint)})` : title)),
    );
    return reply(
      `I'm not sure I follow: is it closer to ${options}? Tell me a bit more about what you need, or see ` +
        'everything we do at /services.',
      [SUGGESTIONS.services, SUGGESTIONS.booking],
    );
  }

  private unknown(reply: Replier): ChatReply {
    return reply(
      "That's outside what I can answer here: I know about Inspivision's services for starting and growing a " +
        `business, our prices, timelines and policies. For anything else, ${QUICK_QUESTION} or ${BOOK}.`,
      [SUGGESTIONS.services, SUGGESTIONS.booking, SUGGESTIONS.hours],
    );
  }

  /** Nothing we recognise: the best passage when it covers most of the question's words, else what we can answer. */
  private search(message: string, reply: Replier): ChatReply {
    const [best] = this.knowledge.search(message, { kinds: ['faq', 'article', 'fact', 'page', 'policy'], limit: 1 });
    if (!best || best.coverage < 0.6) return this.unknown(reply);
    const suggestions = [SUGGESTIONS.services, SUGGESTIONS.booking, SUGGESTIONS.timeline];
    if (best.doc.kind === 'faq') return reply(`${best.doc.text} To talk it through, ${BOOK}.`, suggestions);
    const sentences = bestSentences(this.knowledge, message, { kinds: [best.doc.kind], max: 2 });
    const more = best.doc.kind === 'article' ? `More in our article "${best.doc.title}": ${best.doc.url}.` : '';
    return reply([...sentences, more, `To talk it through, ${BOOK}.`].filter(Boolean).join(' '), suggestions);
  }

  /** The service the conversation was last about: named by the assistant, or asked about by the visitor. */
  private serviceInContext(history: readonly ChatTurn[]): ServiceContent | undefined {
    for (const turn of [...history].reverse().slice(0, 4)) {
      const service =
        turn.role === 'assistant'
          ? this.knowledge.services.find((candidate) => turn.content.includes(candidate.title))
          : this.knowledge.understander.servicesFor(turn.content)[0];
      if (service) return service;
    }
    return undefined;
  }
}

/** Questions that, naming no service, are about the one the conversation was about. */
const FOLLOW_UP_QUESTIONS = new Set<ChatQuestion>([
  'price',
  'timeline',
  'process',
  'need',
  'can-you',
  'policy',
  'eligibility',
]);

/**
 * The text without the sentences the previous reply already said (a conversation does not repeat a paragraph),
 * unless nothing would be left; a closing that points to a page stays.
 */
function withoutRepeats(text: string, previous: string): string {
  if (!previous) return text;
  const said = new Set(sentencesOf(previous));
  const lines = text.split('\n').map((line) =>
    sentencesOf(line)
      .filter((sentence) => !said.has(sentence) || / \/[a-z-]*[.?]?$/.test(sentence))
      .join(' '),
  );
  const kept = lines.filter(Boolean).join('\n');
  return kept.length > 0 ? kept : text;
}

/**
 * The reply's text within the size limit, ending, when it recommends services, with the consultation form
 * prefilled with them: a closing "...book a consultation at /consultation." points to it, or a sentence adds it.
 */
export function withConsultationLink(text: string, services: readonly ServiceContent[]): string {
  if (services.length === 0) return clip(text, CHAT_LIMITS.reply);
  const link = consultationLink(services);
  const trimmed = text.trimEnd();
  let body = trimmed;
  let closing = `To get started, book a consultation: ${link}.`;
  let separator = ' ';
  if (trimmed.endsWith('/consultation.')) {
    const start = Math.max(...['. ', '! ', '? ', '\n'].map((end) => trimmed.lastIndexOf(end) + end.length));
    separator = trimmed[start - 1] === '\n' ? '\n' : ' ';
    body = trimmed.slice(0, start).trimEnd();
    closing = `${trimmed.slice(start, -'/consultation.'.length)}${link}.`;
  }
  return [clip(body, CHAT_LIMITS.reply - closing.length - 1), closing].filter(Boolean).join(separator);
}
