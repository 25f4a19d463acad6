/**
 * Edit distance with adjacent transpositions (optimal string alignment), so "wesbite" is one edit from
 * "website"; stops early and answers `max + 1` once the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Edits allowed for a word of this length: none under 4 letters, one up to 7, two from 8. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

let english: ReadonlySet<string> | undefined;

/**
 * English as a dictionary spells it: a word in it is what the visitor meant ("zero" is not a typo of "xero").
 * Read with the first correction, not at start: about 20 MB a server keeps only once visitors chat
 * (docs/performance.md#memory).
 */
function englishWords(): ReadonlySet<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, synchronously, once
  return (english ??= new Set(require('an-array-of-english-words') as string[]));
}

/** Corrections remembered per corrector: visitors repeat words; the cache is bounded. */
const CACHE_LIMIT = 20_000;

/**
 * Mends visitors' typos against the words the assistant knows (the services' texts and keywords, the subjects'
 * cues): a word it does not know becomes the one known word closest to it, when exactly one is within the
 * allowed edits ("logp" → "logo", "formaton" → "formation"); otherwise it stays as typed. Known words, English
 * words, short words and anything with a digit are never changed.
 */
export class SpellCorrector {
  private readonly known: ReadonlySet<string>;
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string>();

  /** `isKnown` accepts other words as known too (a word whose stem is known is spelt right). */
  constructor(
    words: Iterable<string>,
    private readonly isKnown: (word: string) => boolean = () => false,
  ) {
    this.known = new Set(words);
    for (const word of this.known) {
      if (!/^[a-z]+$/.test(word) || word.length < 4) continue;
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  correct(word: string): string {
    const max = allowedEdits(word.length);
    if (max === 0 || this.known.has(word) || !/^[a-z]+$/.test(word) || englishWords().has(word) || this.isKnown(word)) {
      return word;
    }
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    let best: string | undefined;
    let bestDistance = max + 1;
    let tied = false;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, Math.min(max, bestDistance));
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
          tied = false;
        } else if (distance === bestDistance && distance <= max && candidate !== best) tied = true;
      }
    }
    const corrected = best && !tied ? best : word;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(word, corrected);
    return corrected;
  }
}
