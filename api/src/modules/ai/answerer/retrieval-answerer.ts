import { COUNTRIES } from '../../bookings/countries';
import { CHAT_LIMITS } from '../ai.constants';
import type { Knowledge, KnowledgeDoc, KnowledgeKind, ServiceContent } from '../knowledge/knowledge';
import { clip, sentencesOf, termsOf } from '../knowledge/text';

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
 * A subject the assistant recognises: the passages it looks up (besides the question's own words), how it
 * opens, which services it recommends when the question names none, and what to ask next. Only passages of
 * the content carry facts; the openings and closings state none.
 */
interface Topic {
  pattern: RegExp;
  query: string;
  kinds?: readonly KnowledgeKind[];
  lead?: string;
  close?: string;
  /** Sentences quoted at most. */
  max?: number;
  /** When the question names no service, the services this describes are recommended. */
  serviceHint?: string;
  suggestions: string[];
}

const ADVICE: Topic = {
  pattern:
    /\b(legal advice|lawyers?|attorneys?|law firm|lawsuits?|sue|tax (advice|returns?|filing|preparation|planning)|file (my|our) taxes|do (my|our) taxes|taxes|accountants?|cpa|accounting (firm|services?)|bookkeeper)\b/,
  query: 'not a law firm accounting firm legal tax advice licensed attorney certified public accountant',
  kinds: ['policy', 'faq'],
  lead: 'Good question. Here is what our terms say:',
  close: `For your own situation, ${BOOK}.`,
  suggestions: [SUGGESTIONS.services, SUGGESTIONS.booking],
};

const INTERNATIONAL: Topic = {
  pattern:
    /\b(international|outside (of )?(the )?(us|usa|u\.s\.?|united states|america|states)|abroad|foreign(er)?s?|non[- ]?(us|u\.s\.|resident|residents|american|citizen)|overseas|another country|other countries|different country|worldwide|without (an )?ssn|no ssn)\b/,
  query: 'clients outside the United States international remote worldwide EIN without SSN non-US residents',
  kinds: ['faq', 'fact', 'service', 'policy'],
  close: `To plan your US company, ${BOOK}.`,
  serviceHint: 'non-US residents EIN without SSN registered agent US bank account',
  suggestions: [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
};

const TOPICS: readonly Topic[] = [
  ADVICE,
  {
    pattern:
      /\b(refunds?|refundable|money back|cancel\w*|reschedul\w*|no[- ]shows?|deposits?|chargebacks?|missed (my )?(appointment|consultation))\b/,
    query: 'refund cancel reschedule consultation 24 hours fee deposit',
    kinds: ['policy', 'faq'],
    max: 3,
    lead: 'Here is how cancellations and refunds work:',
    close: 'The full details are in our Refund Policy at /refund-policy.',
    suggestions: [SUGGESTIONS.booking, SUGGESTIONS.guarantee, SUGGESTIONS.services],
  },
  {
    pattern:
      /\b((business|office|opening|working) hours|hours|when are you open|are you open|e-?mail address|your e-?mail|contact (you|details|info\w*)|phone number|call you|reach you|get in touch|respond|reply|get back to|hear back|where are you (located|based))\b/,
    query: 'business hours Monday Friday EST email service inquiry answered quick question response',
    kinds: ['fact', 'faq', 'policy'],
    close: `You can also ${BOOK}.`,
    suggestions: [SUGGESTIONS.booking, SUGGESTIONS.services, SUGGESTIONS.timeline],
  },
  {
    pattern: /\bguarantee/,
    query: '30-day launch guarantee operational pay',
    kinds: ['fact', 'faq', 'policy', 'page'],
    max: 3,
    close: `To see how it applies to your business, ${BOOK}.`,
    serviceHint: 'entity formation EIN',
    suggestions: [SUGGESTIONS.timeline, SUGGESTIONS.refunds, SUGGESTIONS.booking],
  },
  {
    pattern:
      /\b(how long (does|do|will|would|to|until|before|is)|how fast|how quickly|how soon|timelines?|time ?frame|turnaround|how many (days|weeks|months))\b/,
    query: 'how long launch business setup 30 days weeks timeline',
    kinds: ['faq', 'fact', 'policy', 'page'],
    max: 3,
    close: `Your proposal gives the timeline for your project; to get started, ${BOOK}.`,
    serviceHint: 'entity formation EIN branding website',
    suggestions: [SUGGESTIONS.guarantee, SUGGESTIONS.llcCost, SUGGESTIONS.booking],
  },
  INTERNATIONAL,
  {
    pattern:
      /\b(non[- ]?profits?|not[- ]for[- ]profit|501\s?\(?c\)?\s?\(?3\)?|charit(y|ies|able)|ngos?|tax[- ]exempt|1023)\b/,
    query: 'nonprofit setup bylaws board resolutions IRS Form 1023 nonprofit corporation',
    kinds: ['service', 'faq', 'fact', 'page', 'article'],
    close: `To talk through your nonprofit, ${BOOK}.`,
    serviceHint: 'nonprofit corporation bylaws Form 1023',
    suggestions: [SUGGESTIONS.timeline, SUGGESTIONS.llcCost, SUGGESTIONS.booking],
  },
  {
    pattern:
      /\b(book(ing)?|schedul\w*|appointments?|consultations?|talk to (someone|a person|an expert|a human|you|your team)|speak (to|with)|a call|meet(ing)?|hire you|get started|sign me up)\b/,
    query: 'consultation review goals budget timeline recommend paid before appointment',
    kinds: ['faq', 'policy'],
    lead: `You can ${BOOK}: choose the time that suits you.`,
    suggestions: [SUGGESTIONS.refunds, SUGGESTIONS.services, SUGGESTIONS.timeline],
  },
  {
    pattern:
      /\b(who are you|about (you|inspivision|the company|your company)|founded|when did you start|name mean|inspivision mean|meaning of|track record|how many (businesses|clients)|how long have you been|success rate|experience|why (choose|should i choose|inspivision))\b/,
    query: 'Inspivision founded 2021 businesses launched success rate Inspire Pivot Vision',
    kinds: ['fact', 'page', 'faq'],
    max: 3,
    close: 'There is more about us at /about.',
    suggestions: [SUGGESTIONS.services, SUGGESTIONS.guarantee, SUGGESTIONS.timeline],
  },
];

const PRICING =
  /\b(how much|cost(s|ing)?|price[sd]?|pricing|fees?|charges?|rates?|expensive|cheap|afford(able)?|quotes?|pay)\b/;
const PRICING_QUERY = 'scope deliverables timeline price each project set out proposal invoice accept filing fees';
const CONSULTATION_PRICE_QUERY = 'consultation paid before appointment US dollars card payment processor';
const OVERVIEW =
  /\b(what (services|do you (offer|do|provide|sell))|which services|services (do you|you) (offer|have|provide)|list (of )?(your )?services|what can you (do|help)|how can you help|your services|offerings|what do you guys do)\b/;
const OFFER_REQUEST =
  /\b(?:(?:do|can|could|would|will) (?:you|y'all|your (?:team|company))(?: guys)?(?: also)?(?: help(?: me| us)?(?: with)?| offer| provide| do| handle| support| sell| build| make| create| set up| design| manage| fix| repair| get| arrange| file| register| find)|are you able to|(?:i|we)(?:'m| am| are)? (?:need|want|looking for)(?: help with| someone to| a)?)\s+(.+)$/;
const GREETING_ONLY =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))( there| team| inspivision)?[\s!.,]*$/;
const THANKS_ONLY =
  /^(thanks|thank you|thx|ty|great|perfect|awesome|ok|okay|cool|got it|bye|goodbye)\b[\w\s!.,']{0,25}$/;

const COUNTRY_NAMES = new RegExp(
  `\\b(${COUNTRIES.filter((name) => !['United States', 'Georgia'].includes(name))
    .map((name) => name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\b`,
);

/** The question as matched: lower case, straight quotes, single spaces. */
const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** A request without who it is for ("a website for my bakery" asks for a website). */
const withoutAudience = (text: string) =>
  text.replace(/\b(for|to) (me|us|my|our|a|an|the|someone)\b.*$/, '').replace(/[?!.]+$/, '');

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

/** The subject a question is about; one naming another country is about working with international clients. */
const topicOf = (question: string): Topic | undefined =>
  TOPICS.find((topic) => topic.pattern.test(question)) ?? (COUNTRY_NAMES.test(question) ? INTERNATIONAL : undefined);

type Replier = (text: string, suggestions: readonly string[], services?: readonly ServiceContent[]) => ChatReply;

const withoutAsked = (candidates: readonly string[], asked: Set<string>) =>
  candidates.filter((question) => !asked.has(normalize(question).replace(/[?!.]+$/, '')));

/**
 * The answerer used when no language model is configured (and whenever the model fails): it recognises what
 * the visitor asks about and quotes the best-matching sentences of the site's own content, so every fact it
 * states is one the content states. It needs no network and answers in a few milliseconds (npm run bench:ai).
 */
export class RetrievalAnswerer {
  constructor(private readonly knowledge: Knowledge) {}

  answer(message: string, history: readonly ChatTurn[] = []): ChatReply {
    const question = normalize(message);
    const asked = new Set(
      [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message].map((text) =>
        normalize(text).replace(/[?!.]+$/, ''),
      ),
    );
    const reply = (text: string, suggestions: readonly string[], services: readonly ServiceContent[] = []) => ({
      message: clip(text, CHAT_LIMITS.reply),
      suggestions: withoutAsked(suggestions, asked).slice(0, 3),
      serviceRecommendations: [...new Set(services.map((service) => service.title))],
    });

    if (GREETING_ONLY.test(question)) {
      return reply(
        "Hello! I'm the Inspivision assistant. I can answer questions about our services, timelines and " +
          'policies, or help you book a consultation. What would you like to know?',
        [SUGGESTIONS.services, SUGGESTIONS.llcCost, SUGGESTIONS.timeline],
      );
    }
    if (THANKS_ONLY.test(question)) {
      return reply(`You're welcome! If you'd like to talk your plans through with our team, ${BOOK}.`, [
        SUGGESTIONS.services,
        SUGGESTIONS.booking,
      ]);
    }
    if (ADVICE.pattern.test(question)) return this.onTopic(ADVICE, message, [], reply);

    const request = withoutAudience(question);
    const named = this.knowledge.servicesFor(request);
    if (PRICING.test(question)) return this.pricing(message, named[0] ?? this.serviceInContext(history), reply);
    const topic = topicOf(question);
    // On a recognised topic, only a service the question fully names outranks the topic's own.
    if (topic) return this.onTopic(topic, message, this.knowledge.servicesFor(request, 0.99), reply);
    if (OVERVIEW.test(question)) return this.overview(reply);

    const wanted = OFFER_REQUEST.exec(question)?.[1];
    if (wanted) return this.offerCheck(withoutAudience(wanted), named, reply);
    return this.search(message, named, reply);
  }

  /**
   * The passages that best inform an answer, for a language model: those of the recognised subject first (the
   * ones this answerer quotes), then the question's own best matches, then the previous question's.
   */
  passages(message: string, history: readonly ChatTurn[], limit = 8): KnowledgeDoc[] {
    const question = normalize(message);
    const subject = PRICING.test(question) ? PRICING_QUERY : topicOf(question)?.query;
    const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
    const hits = [
      ...(subject ? this.knowledge.search(`${subject} ${message}`, { limit: 4 }) : []),
      ...this.knowledge.search(message, { limit }),
      ...(previous ? this.knowledge.search(previous, { limit: 2 }) : []),
    ];
    const docs = new Map(hits.map((hit) => [hit.doc.id, hit.doc]));
    return [...docs.values()].slice(0, limit);
  }

  private onTopic(topic: Topic, message: string, named: ServiceContent[], reply: Replier): ChatReply {
    const sentences = bestSentences(this.knowledge, `${topic.query} ${message}`, {
      kinds: topic.kinds,
      max: topic.max ?? 2,
      around: [topic.lead, topic.close].join(' '),
    });
    if (sentences.length === 0) return this.unknown(reply);
    const services = topic.serviceHint ? (named.length ? named : this.knowledge.servicesFor(topic.serviceHint, 0)) : [];
    const text = [topic.lead, ...sentences, topic.close].filter(Boolean).join(' ');
    return reply(text, topic.suggestions, services);
  }

  /**
   * Prices only as the content states them: a price sentence of the service asked about if there is one,
   * else what the content says about how prices are set, and no figure of our own.
   */
  private pricing(message: string, service: ServiceContent | undefined, reply: Replier): ChatReply {
    const consultation = !service && /\bconsultations?\b/i.test(message);
    const subject = service ? service.title : consultation ? 'a consultation' : 'our services';
    const stated = service
      ? sentencesOf([service.shortDescription, service.description, ...service.features].join('\n')).filter((s) =>
          /\$\s?\d/.test(s),
        )
      : [];
    const parts: string[] = [];
    if (stated.length > 0) {
      parts.push(`Here is what we publish about the price of ${subject}:`, ...stated.slice(0, 2));
    } else {
      const query = `${consultation ? CONSULTATION_PRICE_QUERY : PRICING_QUERY} ${message}`;
      const sentences = bestSentences(this.knowledge, query, { kinds: ['policy', 'faq'], max: 2 });
      parts.push(`Our site does not list a fixed price for ${subject}, so I won't guess one.`, ...sentences);
    }
    if (service) parts.push(`${service.title} includes: ${service.features.slice(0, 4).join('; ')}.`);
    parts.push(`To talk about your plans and budget, ${BOOK}.`);
    return reply(
      parts.join(' '),
      [service ? SUGGESTIONS.timeline : SUGGESTIONS.services, SUGGESTIONS.guarantee, SUGGESTIONS.booking],
      service ? [service] : [],
    );
  }

  private overview(reply: Replier): ChatReply {
    const services = this.knowledge.services;
    if (services.length === 0) return this.unknown(reply);
    const lines = services.map((service) => `• ${service.title}: ${sentencesOf(service.shortDescription)[0] ?? ''}`);
    let text = [`We offer ${services.length} services:`, ...lines].join('\n');
    // Long staff-written descriptions: the titles alone still answer the question.
    if (text.length > CHAT_LIMITS.reply - 120) text = `We offer: ${services.map((s) => s.title).join('; ')}.`;
    return reply(
      `${text}\nTo find the right mix for you, ${BOOK}.`,
      [SUGGESTIONS.llcCost, SUGGESTIONS.timeline, SUGGESTIONS.booking],
      services,
    );
  }

  /** "Do you offer X?": offered when every distinctive word of X is one our services' texts use; otherwise an honest no. */
  private offerCheck(what: string, named: ServiceContent[], reply: Replier): ChatReply {
    const terms = this.knowledge.distinctiveTerms(what);
    if (terms.length === 0) return this.overview(reply);
    if (!this.knowledge.servicesCover(terms)) return this.notOffered(reply);
    const service = this.knowledge.servicesFor(what)[0] ?? named[0];
    return service ? this.describe(service, reply, true) : this.notOffered(reply);
  }

  private describe(service: ServiceContent, reply: Replier, confirming = false): ChatReply {
    const text =
      `${confirming ? `Yes: that is part of ${service.title}.` : `${service.title}:`} ${service.shortDescription} ` +
      `It includes: ${service.features.join('; ')}. To talk it through, ${BOOK}.`;
    return reply(text, [`How much does ${service.title} cost?`, SUGGESTIONS.timeline, SUGGESTIONS.booking], [service]);
  }

  private notOffered(reply: Replier): ChatReply {
    const titles = this.knowledge.services.map((service) => service.title).join('; ');
    return reply(
      `That is not something we offer. Our services are: ${titles}. If you are not sure whether we can help ` +
        `with your situation, ${BOOK} or ${QUICK_QUESTION}.`,
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

  /** Anything else: the best passage when it covers most of the question's words, else "I don't know". */
  private search(message: string, named: ServiceContent[], reply: Replier): ChatReply {
    const [best] = this.knowledge.search(message, { limit: 1 });
    if (!best || best.coverage < 0.6) return this.unknown(reply);
    if (best.doc.kind === 'service') {
      const service = this.knowledge.serviceTitled(best.doc.title);
      if (service) return this.describe(service, reply);
    }
    const suggestions = [SUGGESTIONS.services, SUGGESTIONS.booking, SUGGESTIONS.timeline];
    if (best.doc.kind === 'faq') {
      return reply(`${best.doc.text} To talk it through, ${BOOK}.`, suggestions, named);
    }
    const sentences = bestSentences(this.knowledge, message, { kinds: [best.doc.kind], max: 2 });
    const more = best.doc.kind === 'article' ? `More in our article "${best.doc.title}": ${best.doc.url}.` : '';
    return reply([...sentences, more, `To talk it through, ${BOOK}.`].filter(Boolean).join(' '), suggestions, named);
  }

  /** The service the conversation was last about: named by the assistant, or asked about by the visitor. */
  private serviceInContext(history: readonly ChatTurn[]): ServiceContent | undefined {
    for (const turn of [...history].reverse().slice(0, 4)) {
      const service =
        turn.role === 'assistant'
          ? this.knowledge.services.find((candidate) => turn.content.includes(candidate.title))
          : this.knowledge.servicesFor(turn.content)[0];
      if (service) return service;
    }
    return undefined;
  }
}
