import type { ChatSubject } from '../ai.constants';
import { CHAT_LIMITS, NOT_OFFERED_OPENING } from '../ai.constants';
import type { Knowledge, KnowledgeDoc, KnowledgeKind, ServiceContent } from '../knowledge/knowledge';
import { clip, sentencesOf, termsOf } from '../knowledge/text';
import type { NotOffered } from '../understanding/subjects';
import type { Understanding } from '../understanding/understanding';

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
    close: `You can also ${BOOK}.`,
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
const CONSULTATION_PRICE_QUERY = 'consultation paid before appointment US dollars card payment processor';
/** "Do you...?", "can you...?": a question that a yes answers. */
const YES_NO_REQUEST = /\b(do|can|could|would|will) (you|y'all|your (team|company))\b|\bare you able\b/;

/** The question as compared with earlier ones: lower case, straight quotes, single spaces. */
const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

interface Candidate {
  sentence: string;
  score: number;
  terms: Set<string>;
}

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
  options: { kinds?: readonly KnowledgeKind[]; max: number; around?: string },
): string[] {
  const hits = knowledge.search(query, { kinds: options.kinds, limit: 4 });
  const queryTerms = new Set(termsOf(query));
  const candidates: Candidate[] = [];
  for (const hit of hits) {
    const relevance = hit.score / hits[0].score;
    for (const line of sentencesOf(hit.doc.text)) {
      const sentence = hit.doc.kind === 'service' && !/[.!?]$/.test(line) ? `${line}.` : line;
      if (!/[.!?]$/.test(sentence) || sentence.length < 25 || NEEDS_CONTEXT.test(sentence)) continue;
      const terms = new Set(termsOf(sentence));
      const shared = [...terms].filter((term) => queryTerms.has(term)).length;
      if (shared > 0) candidates.push({ sentence, score: shared + 2 * relevance, terms });
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

/**
 * The answerer used when no language model is configured (and whenever the model fails): it understands what
 * the visitor asks about (subject and services, ../understanding) and quotes the best-matching sentences of
 * the site's own content, so every fact it states is one the content states. An answer that recommends
 * services ends with the consultation form prefilled with them. No network; a few milliseconds per answer
 * (npm run bench:ai).
 */
export class RetrievalAnswerer {
  constructor(private readonly knowledge: Knowledge) {}

  /** What the message is about, as this answerer answers it. */
  understand(message: string): Understanding {
    return this.knowledge.understander.understand(message);
  }

  answer(message: string, history: readonly ChatTurn[] = []): ChatReply {
    const asked = new Set(
      [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message].map((text) =>
        normalize(text).replace(/[?!.]+$/, ''),
      ),
    );
    const reply: Replier = (text, suggestions, services = []) => ({
      message: withConsultationLink(text, services),
      suggestions: withoutAsked(suggestions, asked).slice(0, 3),
      serviceRecommendations: [...new Set(services.map((service) => service.title))],
    });

    const understanding = this.understand(message);
    const { subject, services } = understanding;
    switch (subject) {
      case 'greeting':
        return reply(
          "Hello! I'm the Inspivision assistant. I can answer questions about our services, timelines and " +
            'policies, or help you book a consultation. What would you like to know?',
          [SUGGESTIONS.services, SUGGESTIONS.llcCost, SUGGESTIONS.timeline],
        );
      case 'thanks':
        return reply(`You're welcome! If you'd like to talk your plans through with our team, ${BOOK}.`, [
          SUGGESTIONS.services,
          SUGGESTIONS.booking,
        ]);
      case 'not-offered':
        return this.notOffered(understanding.notOffered!, message, reply);
      case 'pricing': {
        const context = services.length ? services : [this.serviceInContext(history)].filter((s) => s !== undefined);
        return this.pricing(message, context, reply);
      }
      case 'overview':
        return this.overview(services, reply);
      case 'services':
        return this.offer(message, services, reply);
      case 'out-of-scope':
        return this.search(message, reply);
      default:
        return this.onTopic(TOPICS[subject]!, message, services, reply);
    }
  }

  /**
   * The passages that best inform an answer, for a language model: those of the understood subject first (the
   * ones this answerer quotes), then the question's own best matches, then the previous question's. Takes what
   * was understood of the message (`understand`), which the caller needs as well.
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

  private onTopic(topic: Topic, message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const sentences = bestSentences(this.knowledge, `${topic.query} ${message}`, {
      kinds: topic.kinds,
      max: topic.max ?? 2,
      around: [topic.lead, topic.close].join(' '),
    });
    if (sentences.length === 0) return this.unknown(reply);
    const text = [topic.lead, ...sentences, topic.close].filter(Boolean).join(' ');
    return reply(text, topic.suggestions, services);
  }

  /**
   * Prices only as the content states them: the price sentences of the services asked about if there are
   * any, else what the content says about how prices are set, and no figure of our own.
   */
  private pricing(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const [service] = services;
    const consultation = !service && /\bconsultations?\b/i.test(message);
    const subject = service
      ? services.map((s) => s.title).join(' and ')
      : consultation
        ? 'a consultation'
        : 'our services';
    const stated = services.flatMap((s) =>
      sentencesOf([s.shortDescription, s.description, ...s.features].join('\n')).filter((line) => /\$\s?\d/.test(line)),
    );
    const parts: string[] = [];
    if (stated.length > 0) {
      parts.push(`Here is what we publish about the price of ${subject}:`, ...stated.slice(0, 2));
    } else {
      const query = `${consultation ? CONSULTATION_PRICE_QUERY : PRICING_QUERY} ${message}`;
      const sentences = bestSentences(this.knowledge, query, { kinds: ['policy', 'faq'], max: 2 });
      parts.push(`Our site does not list a fixed price for ${subject}, so I won't guess one.`, ...sentences);
    }
    if (service && services.length === 1)
      parts.push(`${service.title} includes: ${service.features.slice(0, 4).join('; ')}.`);
    parts.push(`To talk about your plans and budget, ${BOOK}.`);
    return reply(
      parts.join(' '),
      [service ? SUGGESTIONS.timeline : SUGGESTIONS.services, SUGGESTIONS.guarantee, SUGGESTIONS.booking],
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
    if (text.length > CHAT_LIMITS.reply - 120) text = `We offer: ${services.map((s) => s.title).join('; ')}.`;
    return reply(
      `${text}\nTo find the right mix for you, ${BOOK}.`,
      [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
      named,
    );
  }

  /**
   * A need our services meet. One service: what it is and includes (a "do you...?" gets a yes), or the FAQ or
   * article that answers the question when one does; several: each with its summary.
   */
  private offer(message: string, services: ServiceContent[], reply: Replier): ChatReply {
    const suggestions = [`How much does ${services[0].title} cost?`, SUGGESTIONS.timeline, SUGGESTIONS.booking];
    if (services.length > 1) {
      const lines = services.map((service) => `• ${service.title}: ${sentencesOf(service.shortDescription)[0] ?? ''}`);
      return reply(
        ['Here is how we can help with that:', ...lines, `To plan it together, ${BOOK}.`].join('\n'),
        suggestions,
        services,
      );
    }
    const [service] = services;
    const [best] = this.knowledge.search(message, { kinds: ['faq', 'article'], limit: 1 });
    if (/\?\s*$/.test(message) && best && best.coverage >= 0.6 && !YES_NO_REQUEST.test(normalize(message))) {
      const quoted =
        best.doc.kind === 'faq'
          ? [best.doc.text]
          : [
              ...bestSentences(this.knowledge, message, { kinds: ['article'], max: 2 }),
              `More in our article "${best.doc.title}": ${best.doc.url}.`,
            ];
      return reply(
        [...quoted, `${service.title} covers this; to talk it through, ${BOOK}.`].join(' '),
        suggestions,
        services,
      );
    }
    const opening = YES_NO_REQUEST.test(normalize(message))
      ? `Yes: that is part of ${service.title}.`
      : `${service.title}:`;
    return reply(
      `${opening} ${service.shortDescription} It includes: ${service.features.join('; ')}. To talk it through, ${BOOK}.`,
      suggestions,
      services,
    );
  }

  /** One of the things on the explicit list we do not offer: said plainly, with what our terms say about it. */
  private notOffered(what: NotOffered, message: string, reply: Replier): ChatReply {
    const terms = what.query
      ? bestSentences(this.knowledge, `${what.query} ${message}`, { kinds: ['policy', 'faq'], max: 1 })
      : [];
    const titles = this.knowledge.services.map((service) => service.title).join('; ');
    return reply(
      [
        `${NOT_OFFERED_OPENING}: ${what.label}.`,
        ...terms,
        `Our services are: ${titles}. If you are not sure whether we can help with your situation, ${BOOK} or ${QUICK_QUESTION}.`,
      ].join(' '),
      [SUGGESTIONS.services, SUGGESTIONS.booking],
    );
  }

  private unknown(reply: Replier): ChatReply {
    return reply(
      `I don't have information about that in our site's content, so I'd rather not guess. Our team can help: ` +
        `${BOOK} or ${QUICK_QUESTION}.`,
      [SUGGESTIONS.services, SUGGESTIONS.booking, SUGGESTIONS.hours],
    );
  }

  /** Nothing we recognise: the best passage when it covers most of the question's words, else "I don't know". */
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
