import type { ServiceContent } from '../knowledge/knowledge';
import { GENERIC_TERMS, processTerm, tokenize } from '../knowledge/text';

export interface ServiceMatch {
  service: ServiceContent;
  score: number;
}

/** A phrase that names a need a service meets, as the distinctive terms that must all be present. */
interface Cue {
  terms: string[];
  service: number;
  weight: number;
  /** How many services are named by this same phrase (keywords or title): each gets a share. */
  sharedBy: number;
}

/** How much a found phrase tells, by where it comes from: staff keywords and the title name the service. */
const SOURCE_WEIGHT = { keyword: 1, title: 1, feature: 0.4 } as const;
/** A service is recommended with at least this much evidence (one keyword or title phrase of its own)... */
export const ABSOLUTE_THRESHOLD = 0.9;
/** ...and at least this share of the best service's. */
export const RELATIVE_THRESHOLD = 0.3;
/** Recommendations per answer at most. */
export const MAX_RECOMMENDATIONS = 4;

/** Terms that tell services apart: the index's processing without the words every service shares. */
export const distinctiveTerms = (text: string): string[] => [
  ...new Set(
    tokenize(text)
      .map(processTerm)
      .filter((term): term is string => term !== null && !GENERIC_TERMS.has(term)),
  ),
];

/**
 * The services a visitor's words are about. Each service is named by phrases: its title, each of its staff
 * keywords ("also known as"), and each distinctive word of its features. A phrase is found when all its
 * stemmed terms are in the message (typos already mended); a phrase several services share counts for each
 * a share of its weight. Rebuilt with the knowledge whenever staff change a service.
 */
export class ServiceMatcher {
  private readonly cues: Cue[];
  /** Every word the services' texts and keywords use, lower case: known to the spelling corrector. */
  readonly vocabulary = new Set<string>();

  constructor(readonly services: readonly ServiceContent[]) {
    const cues = new Map<string, Cue>();
    const add = (text: string, service: number, weight: number) => {
      const terms = distinctiveTerms(text);
      if (terms.length === 0) return;
      const key = `${service}:${[...terms].sort().join(' ')}`;
      const known = cues.get(key);
      if (!known || known.weight < weight) cues.set(key, { terms, service, weight, sharedBy: 1 });
    };
    services.forEach((service, index) => {
      add(service.title, index, SOURCE_WEIGHT.title);
      for (const part of service.title.split(/\s+&\s+|\s+and\s+/)) add(part, index, SOURCE_WEIGHT.title);
      for (const keyword of service.keywords ?? []) add(keyword, index, SOURCE_WEIGHT.keyword);
      for (const feature of service.features) {
        for (const term of distinctiveTerms(feature)) add(term, index, SOURCE_WEIGHT.feature);
      }
      for (const text of [service.title, ...(service.keywords ?? []), ...service.features, service.shortDescription]) {
        for (const word of tokenize(text)) this.vocabulary.add(word.toLowerCase());
      }
    });
    this.cues = [...cues.values()];
    const naming = new Map<string, number>();
    const phrase = (cue: Cue) => [...cue.terms].sort().join(' ');
    for (const cue of this.cues) if (cue.weight >= 1) naming.set(phrase(cue), (naming.get(phrase(cue)) ?? 0) + 1);
    for (const cue of this.cues) if (cue.weight >= 1) cue.sharedBy = naming.get(phrase(cue))!;
  }

  /** Every service the words are evidence for, best first. */
  rank(words: readonly string[]): ServiceMatch[] {
    const present = new Set(distinctiveTerms(words.join(' ')));
    if (present.size === 0) return [];
    const evidence = new Map<number, number>();
    // A phrase inside a longer phrase found too ("store" in "online store") adds nothing of its own.
    const found = this.cues.filter((cue) => cue.terms.every((term) => present.has(term)));
    const covering = found.filter(
      (cue) =>
        !found.some(
          (other) =>
            other.service === cue.service &&
            other.terms.length > cue.terms.length &&
            cue.terms.every((term) => other.terms.includes(term)),
        ),
    );
    for (const cue of covering) {
      const share = (cue.weight * cue.terms.length) / cue.sharedBy;
      evidence.set(cue.service, (evidence.get(cue.service) ?? 0) + share);
    }
    return [...evidence.entries()]
      .map(([id, score]) => ({ service: this.services[id], score }))
      .sort((a, b) => b.score - a.score);
  }

  /** The services to recommend: clearly matched, and not far behind the best. */
  recommend(words: readonly string[]): ServiceMatch[] {
    const ranked = this.rank(words);
    const best = ranked[0]?.score ?? 0;
    return ranked
      .filter((match) => match.score >= ABSOLUTE_THRESHOLD && match.score >= best * RELATIVE_THRESHOLD)
      .slice(0, MAX_RECOMMENDATIONS);
  }
}
