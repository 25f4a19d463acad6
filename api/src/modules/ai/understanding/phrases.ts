import { singular, stem } from '../knowledge/text';

/** One word of a message as the understanding reads it: as typed (lower case, mended), its stem and singular. */
export interface Word {
  text: string;
  stem: string;
  singular: string;
}

/**
 * The words of a text for phrase matching: lower case, apostrophes dropped ("don't" → "dont"), "e-mail" as
 * "email", split at spaces and punctuation ("$" and "%" kept as words). Stop words stay: "how long" and
 * "who are you" are made of them.
 */
export function rawWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`']/g, '')
    .replace(/\be-(?=[a-z])/g, 'e')
    .replace(/([$%])/g, ' $1 ')
    .split(/[^\p{L}\p{N}$%]+/u)
    .filter(Boolean);
}

const toWord = (text: string): Word => ({ text, stem: stem(text), singular: singular(text) });

/** A cue word: a word (matched by stem, or as written after `=`), `*` (any one word) or `**` (up to three words). */
type CueWord = (Word & { exact?: boolean }) | '*' | '**';

/**
 * A phrase that signals something ("how long ** take", "money back"), matched anywhere in a message, its words
 * by stem ("refunded" is "refund") or, for the services' phrases, by singular ("invoices" is "invoice", but
 * "billing" is not "bill").
 */
export class Phrase {
  private readonly words: CueWord[];

  constructor(
    readonly source: string,
    private readonly by: 'stem' | 'singular' = 'stem',
  ) {
    this.words = source
      .split(/\s+/)
      .flatMap((part): CueWord[] =>
        part === '*' || part === '**'
          ? [part]
          : rawWordsOf(part).map((text) => ({ ...toWord(text), exact: part.startsWith('=') })),
      );
  }

  /** The plain words of the phrase, for the spelling corrector's vocabulary. */
  get vocabulary(): string[] {
    return this.words.filter((word): word is Word => typeof word !== 'string').map((word) => word.text);
  }

  matches(message: readonly Word[]): boolean {
    return this.firstAt(message) >= 0;
  }

  /** Where in the message the phrase first starts, or -1. */
  firstAt(message: readonly Word[]): number {
    for (let start = 0; start < message.length; start++) if (this.matchesFrom(message, start, 0)) return start;
    return -1;
  }

  /** How many words the phrase names (its wildcards left out): a longer phrase is the more specific. */
  get length(): number {
    return this.words.filter((word) => typeof word !== 'string').length;
  }

  private matchesFrom(message: readonly Word[], at: number, cue: number): boolean {
    if (cue === this.words.length) return true;
    const word = this.words[cue];
    if (word === '**') {
      for (let skip = 0; skip <= 3 && at + skip <= message.length; skip++) {
        if (this.matchesFrom(message, at + skip, cue + 1)) return true;
      }
      return false;
    }
    if (at >= message.length) return false;
    if (word !== '*' && word.text !== message[at].text && (word.exact || word[this.by] !== message[at][this.by])) {
      return false;
    }
    return this.matchesFrom(message, at + 1, cue + 1);
  }
}

/** Phrases, any of which signals the thing, unless one of the `unless` phrases is there too. */
export class Cues {
  private readonly phrases: Phrase[];
  private readonly exceptions: Phrase[];

  constructor(phrases: readonly string[], unless: readonly string[] = []) {
    this.phrases = phrases.map((phrase) => new Phrase(phrase));
    this.exceptions = unless.map((phrase) => new Phrase(phrase));
  }

  get vocabulary(): string[] {
    return [...this.phrases, ...this.exceptions].flatMap((phrase) => phrase.vocabulary);
  }

  /** The first phrase found (for tests and the evaluation report), or undefined. */
  find(message: readonly Word[]): string | undefined {
    if (this.exceptions.some((phrase) => phrase.matches(message))) return undefined;
    return this.phrases.find((phrase) => phrase.matches(message))?.source;
  }

  /**
   * Where the earliest of the phrases starts and how many words the longest phrase starting there names, or
   * undefined: of several questions in one message, the one asked first wins, the more specific on a tie.
   */
  earliest(message: readonly Word[]): { at: number; length: number } | undefined {
    if (this.exceptions.some((phrase) => phrase.matches(message))) return undefined;
    let best: { at: number; length: number } | undefined;
    for (const phrase of this.phrases) {
      const at = phrase.firstAt(message);
      if (at < 0) continue;
      if (!best || at < best.at || (at === best.at && phrase.length > best.length))
        best = { at, length: phrase.length };
    }
    return best;
  }
}

export const wordsOf = (raw: readonly string[]): Word[] => raw.map(toWord);
