import MiniSearch from 'minisearch';
import type { ServiceContent } from '../knowledge/knowledge';
import { GENERIC_TERMS, processTerm, singular, tokenize } from '../knowledge/text';
import { Phrase, rawWordsOf, type Word } from './phrases';

export interface ServiceMatch {
  service: ServiceContent;
  score: number;
  /** For a match by meaning: the keyword or feature of the service the text is nearest to. */
  hint?: string;
}

/** A phrase that names a need a service meets: its title, a part of it, or one of its staff keywords. */
interface Cue {
  phrase: Phrase;
  /** Its distinctive stems: how much it tells, and which shorter phrases it covers. */
  terms: string[];
  service: number;
  /** The phrase as its words' singulars: the same for every service it names. */
  key: string;
}

/** A service is recommended with at least this much evidence (one distinctive word of its own)... */
export const ABSOLUTE_THRESHOLD = 0.9;
/** ...and at least this share of the best service's. */
export const RELATIVE_THRESHOLD = 0.3;
/** Recommendations per answer at most. */
export const MAX_RECOMMENDATIONS = 4;
/**
 * Words too common in a chat to guess a service from alone ("a good lasagna recipe" is not about good standing),
 * as processed terms.
 */
const EVERYDAY_TERMS = new Set(
  [
    'good',
    'great',
    'going',
    'like',
    'today',
    'tomorrow',
    'week',
    'year',
    'people',
    'stuff',
    'back',
    'right',
    'well',
    'lot',
    'little',
    'big',
    'old',
    'first',
    'last',
    'next',
    'nice',
    'better',
    'know',
    'think',
    'come',
    'give',
    'keep',
    'talk',
    'tell',
    'say',
    'ask',
    'feel',
    'show',
    'thing',
    'sure',
    'really',
    'actually',
    'one',
    'two',
    'three',
    'pick',
    'grab',
    'use',
    'got',
    'anything',
    'never',
    'want',
    'lol',
  ]
    .map(processTerm)
    .filter((term): term is string => term !== null),
);

/** A service offered by meaning, when no phrase names one, scores at least this many times the next one. */
export const CLEAR_MARGIN = 2;

/** Terms that tell services apart: the index's processing without the words every service shares. */
export const distinctiveTerms = (text: string): string[] => [
  ...new Set(
    tokenize(text)
      .map(processTerm)
      .filter((term): term is string => term !== null && !GENERIC_TERMS.has(term)),
  ),
];

/**
 * The services a visitor's words are about. Each service is named by phrases: its title, the parts of it,
 * and each of its staff keywords ("also known as"). A phrase is found when its words are there in its order,
 * matched by singular after typos are mended, with at most three other words between two of them ("more
 * customers" in "more new customers", not in "customers want more"). It counts its distinctive words. Rebuilt
 * with the knowledge whenever staff change a service.
 */
export class ServiceMatcher {
  private readonly cues: Cue[];
  /** Every word the services' texts and keywords use, lower case: known to the spelling corrector. */
  readonly vocabulary = new Set<string>();
  /** The services' texts by field, for matching by meaning when no phrase names a service. */
  private readonly texts: MiniSearch<{ id: number; title: string; keywords: string; features: string; text: string }>;

  constructor(readonly services: readonly ServiceContent[]) {
    const cues = new Map<string, Cue>();
    const add = (text: string, service: number, isKeyword: boolean) => {
      const words = rawWordsOf(text);
      const key = words.map(singular).join(' ');
      const distinctive = distinctiveTerms(text);
      // A keyword of common words only ("runs itself") tells as much as one distinctive word; a title's part
      // of them ("Business Launch") tells nothing.
      const terms = distinctive.length > 0 || !isKeyword ? distinctive : [key];
      if (words.length === 0 || terms.length === 0) return;
      if (!cues.has(`${service}:${key}`)) {
        cues.set(`${service}:${key}`, { phrase: new Phrase(words.join(' ** '), 'singular'), terms, service, key });
      }
    };
    services.forEach((service, index) => {
      add(service.title, index, false);
      for (const part of service.title.split(/\s+&\s+|\s+and\s+/)) add(part, index, false);
      for (const keyword of service.keywords ?? []) add(keyword, index, true);
      for (const text of [service.title, ...(service.keywords ?? []), ...service.features, service.shortDescription]) {
        for (const word of tokenize(text)) this.vocabulary.add(word.toLowerCase());
      }
    });
    this.cues = [...cues.values()];
    this.texts = new MiniSearch({
      fields: ['title', 'keywords', 'features', 'text'],
      tokenize,
      processTerm: (term) => {
        const processed = processTerm(term);
        return processed && !GENERIC_TERMS.has(processed) ? processed : null;
      },
      searchOptions: {
        boost: { title: 3, keywords: 2, features: 1.5 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      },
    });
    this.texts.addAll(
      services.map((service, id) => ({
        id,
        title: service.title,
        keywords: (service.keywords ?? []).join('\n'),
        features: service.features.join('\n'),
        text: `${service.shortDescription}\n${service.description}`,
      })),
    );
  }

  /**
   * The services nearest a text by meaning, when no phrase names one ("we use 6 tools and none of them talk to
   * each other"): full-text scores over each service's title, keywords, features and descriptions, the words
   * every service shares left out. At most `MAX_NEAREST`, close to the nearest one.
   */
  nearest(text: string): { matches: ServiceMatch[]; clear: boolean } {
    // Words of a service's title, keywords or features as they are, not only near spellings or words of its
    // descriptions ("weather" is not "whether"): the service sharing most of them is the nearest, its full-text
    // score deciding a tie.
    // Everyday words left out of the scores too, not only of the words counted.
    const telling = tokenize(text)
      .filter((word) => !EVERYDAY_TERMS.has(processTerm(word) ?? ''))
      .join(' ');
    const ranked = this.texts
      .search(telling)
      .map((result) => ({
        result,
        shared: result.terms.filter(
          (term) =>
            term.length >= 4 &&
            !EVERYDAY_TERMS.has(term) &&
            result.queryTerms.includes(term) &&
            result.match[term].some((field) => field !== 'text'),
        ),
      }))
      .filter(({ shared }) => shared.length > 0)
      .sort((a, b) => b.shared.length - a.shared.length || b.result.score - a.result.score);
    const [best, second] = ranked;
    // A clear nearest shares more words than the next or scores well above it; else the two nearest are only
    // candidates to ask the visitor about (docs/modules/ai.md).
    const clear =
      best !== undefined &&
      (!second || best.shared.length > second.shared.length || best.result.score >= second.result.score * CLEAR_MARGIN);
    const matches = ranked.slice(0, clear ? 1 : 2).map(({ result, shared }) => {
      const service = this.services[result.id as number];
      // The shortest keyword or feature with a word in common: the plainest name for what the visitor described.
      const hint = [...(service.keywords ?? []), ...service.features]
        .filter((phrase) => distinctiveTerms(phrase).some((term) => shared.includes(term)))
        .sort((x, y) => x.length - y.length)[0];
      return { service, score: result.score, hint };
    });
    return { matches, clear };
  }

  /** Every service the words are evidence for, best first. */
  rank(words: readonly Word[]): ServiceMatch[] {
    const found = this.cues.filter((cue) => cue.phrase.matches(words));
    // A phrase inside a longer phrase of the same service found too ("store" in "online store") adds nothing.
    const covering = found.filter(
      (cue) =>
        !found.some(
          (other) =>
            other.service === cue.service &&
            other.terms.length > cue.terms.length &&
            cue.terms.every((term) => other.terms.includes(term)),
        ),
    );
    const naming = new Map<string, Cue[]>();
    for (const cue of found) naming.set(cue.key, [...(naming.get(cue.key) ?? []), cue]);
    const own = new Map<number, number>();
    for (const cue of covering) {
      if (naming.get(cue.key)!.length === 1) own.set(cue.service, (own.get(cue.service) ?? 0) + cue.terms.length);
    }
    const scores = new Map<number, number>();
    for (const cue of covering) {
      // A phrase several services are named by ("Instagram": marketing and creators) goes to them in proportion
      // to their other evidence ("80k on Instagram" is a creator's), evenly when none has any.
      const namers = naming.get(cue.key)!;
      const others = namers.reduce((sum, namer) => sum + (own.get(namer.service) ?? 0), 0);
      const share = others > 0 ? (own.get(cue.service) ?? 0) / others : 1 / namers.length;
      scores.set(cue.service, (scores.get(cue.service) ?? 0) + cue.terms.length * share);
    }
    return [...scores.entries()]
      .map(([id, score]) => ({ service: this.services[id], score }))
      .sort((a, b) => b.score - a.score);
  }

  /** The services to recommend: clearly matched, and not far behind the best. */
  recommend(words: readonly Word[]): ServiceMatch[] {
    const ranked = this.rank(words);
    const best = ranked[0]?.score ?? 0;
    return ranked
      .filter((match) => match.score >= ABSOLUTE_THRESHOLD && match.score >= best * RELATIVE_THRESHOLD)
      .slice(0, MAX_RECOMMENDATIONS);
  }
}
