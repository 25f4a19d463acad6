import type { ChatQuestion, ChatSubject } from '../ai.constants';
import type { ServiceContent } from '../knowledge/knowledge';
import { STOP_WORDS, stem } from '../knowledge/text';
import { rawWordsOf, type Word, wordsOf } from './phrases';
import { QUESTION_VOCABULARY, questionFor } from './questions';
import { ServiceMatcher } from './service-matcher';
import { SpellCorrector } from './spelling';
import { CUE_VOCABULARY, IN_THE_US, NOT_OFFERED, NotOffered, OFFER_WORDS, SUBJECT_CUES } from './subjects';

/** What the assistant understood of one message. */
export interface Understanding {
  subject: ChatSubject;
  /** What the message asks (answered first), apart from what the visitor needs. */
  question: ChatQuestion;
  /** The services the message asks for or describes, best first (none for a subject that names none). */
  services: ServiceContent[];
  /**
   * The services were found by meaning, no phrase naming them: the reply asks whether that is it, naming the
   * keyword or feature of each (by title) that the message is nearest to.
   */
  guessed?: Map<string, string | undefined>;
  /**
   * Two services about equally near a message no phrase names: not recommended, but named in a question to the
   * visitor ("is it closer to A or B?"), by title with the keyword or feature it is near.
   */
  candidates?: Map<string, string | undefined>;
  /** The service we do not offer that the message asks for (subject `not-offered`). */
  notOffered?: NotOffered;
}

const GREETING_ONLY =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))( there| team| inspivision| all| guys)?[\s!.,]*$/;
const GREETING_ONLY_LOOSE = /^(h+i+|he+y+|hello+|yo|sup)\W*$/;
const THANKS_ONLY =
  /^(thanks|thank you|thx|ty|cheers|appreciate|great|perfect|awesome|ok|okay|cool|got it|bye|goodbye)\b[^?]{0,50}$/;

/** Chat shorthand read as the words it stands for (a Map: a visitor's "constructor" is a word, not a property). */
const SHORTHAND = new Map<string, string>(
  Object.entries({
    u: 'you',
    ur: 'your',
    r: 'are',
    pls: 'please',
    plz: 'please',
    biz: 'business',
    bc: 'because',
    cuz: 'because',
    w: 'with',
    n: 'and',
    ppl: 'people',
    yrs: 'years',
    yr: 'year',
    msg: 'message',
    msgs: 'messages',
    fb: 'facebook',
    ig: 'instagram',
    yt: 'youtube',
    subs: 'subscribers',
    internet: 'online',
    arent: 'are not',
    isnt: 'is not',
    wanna: 'want to',
    gonna: 'going to',
  }),
);

/** "80k" or "1.2m", not after a word of money ("$", "spent"): a following, read as the word "audience". */
const AUDIENCE_SIZE = /^\d+(\.\d+)?[km]$/;
const MONEY_WORDS = new Set([
  '$',
  'spent',
  'spend',
  'spending',
  'budget',
  'paid',
  'pay',
  'made',
  'make',
  'earn',
  'cost',
]);

/**
 * What a visitor says they already have or do not want is not a need: "I already have a logo, I need a site"
 * asks for a site. The clause ends at punctuation, "but" or "and I/we".
 */
const NOT_WANTED =
  /\b(already (have|got|own|did|done)|(do not|dont|don't|doesn't|doesnt|no longer) (need|want)|not (looking for|interested in)|no need for)\b.*?(?=[.,;!?]|\bbut\b|\band (i|we)\b|$)/g;

/** The questions a service found only by meaning may answer (and that ask nothing we know, alone): a need described, "can you...?", "do I need...?". */
export const GUESSING_QUESTIONS = new Set<ChatQuestion>(['recommend', 'can-you', 'need']);

/** Evidence (two keyword phrases) that a message asks for a service, whatever else it mentions. */
const CLEAR_NEED = 2;

/** The order in which a message's subjects win when it asks several things (CHAT_SUBJECTS' comment). */
const SUBJECT_ORDER = [
  'refunds',
  'pricing',
  'timeline',
  'guarantee',
  'hours',
  'booking',
  'about',
  'international',
  'overview',
] as const;

/**
 * Reads a visitor's message: mends typos against the words it knows, finds what we do not offer (an explicit
 * list), the subject (by its cues, in a fixed order of precedence) and the services the message is about
 * (scored over each service's texts and staff keywords). Measured by eval/eval-set.ts.
 */
export class Understander {
  private readonly corrector: SpellCorrector;

  constructor(readonly matcher: ServiceMatcher) {
    const known = [...matcher.vocabulary, ...CUE_VOCABULARY, ...QUESTION_VOCABULARY];
    const knownStems = new Set(known.map(stem));
    // Stop words as the phrase reader spells them ("don't" → "dont"), so "dont" is never mended to "done".
    const stopWords = [...STOP_WORDS].map((word) => word.replace(/'/g, ''));
    this.corrector = new SpellCorrector([...known, ...stopWords], (word) => knownStems.has(stem(word)));
  }

  understand(message: string): Understanding {
    const text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
    const words = wordsOf(this.mended(text));
    const understood = this.about(text, words);
    const question = questionFor(words, understood.subject, understood.services.length > 0);
    // A guess by meaning answers a need described, not "what is the process?".
    if (understood.guessed && !GUESSING_QUESTIONS.has(question)) {
      return { subject: 'out-of-scope', question: question === 'recommend' ? 'out-of-scope' : question, services: [] };
    }
    return { ...understood, question };
  }

  /** What the message is about: its subject and services (`understand` adds what it asks). */
  private about(text: string, words: Word[]): Omit<Understanding, 'question'> {
    const unsmiling = text
      .replace(/[:;]-?[)(dp]/g, '')
      .replace(/[^\p{L}\p{N}\s'!?.,]/gu, '')
      .trim();
    if (GREETING_ONLY.test(unsmiling) || GREETING_ONLY_LOOSE.test(unsmiling)) {
      return { subject: 'greeting', services: [] };
    }
    if (THANKS_ONLY.test(text)) return { subject: 'thanks', services: [] };

    // In the US by their own words, and abroad by none ("I'm in Ghana and want to sell in the US" is abroad).
    const inTheUs = IN_THE_US.find(words) !== undefined && !SUBJECT_CUES.international.find(words);
    const matches = this.matcher
      .recommend(wordsOf(this.mended(text.replace(NOT_WANTED, ' '))))
      .filter((match) => !inTheUs || match.service.category !== 'international');
    const services = this.abroad(
      matches.map((match) => match.service),
      false,
    );
    // A clear need we meet outweighs a word of the not-offered list ("my cpa says I need an LLC").
    const clearNeed = (matches[0]?.score ?? 0) >= CLEAR_NEED;
    const notOffered =
      NOT_OFFERED.find((entry) => entry.decisive?.find(words)) ??
      (clearNeed ? undefined : NOT_OFFERED.find((entry) => entry.cues.find(words)));
    if (notOffered) return { subject: 'not-offered', services: [], notOffered };
    const subject = SUBJECT_ORDER.find(
      (candidate) => SUBJECT_CUES[candidate].find(words) && !(candidate === 'international' && inTheUs),
    );
    // Our hours or who we are, in a message that clearly needs a service, are not what it asks.
    if (subject && ['hours', 'about'].includes(subject) && clearNeed) return { subject: 'services', services };
    if (subject === 'international') return { subject, services: this.abroad(services, true) };
    if (subject) return { subject, services: this.abroad(services, false) };
    // Our service for founders abroad among the needs: the visitor is abroad.
    if (services.some((service) => service.category === 'international')) return { subject: 'international', services };
    if (services.length > 0) return { subject: 'services', services };
    if (OFFER_WORDS.find(words)) return { subject: 'overview', services: [] };
    // No phrase names a service: the nearest by meaning, offered as a question, when the message shares words
    // with what the services do ("names for my coffee truck"); nothing for the weather.
    const nearest = this.matcher.nearest(this.mended(text).join(' '));
    const hints = new Map(nearest.matches.map((match) => [match.service.title, match.hint]));
    if (nearest.clear) {
      return { subject: 'services', services: nearest.matches.map((match) => match.service), guessed: hints };
    }
    return { subject: 'out-of-scope', services: [], ...(hints.size > 0 && { candidates: hints }) };
  }

  /** The words of a text as the understanding reads them (typos mended), for matching cues. */
  wordsOf(text: string): Word[] {
    return wordsOf(this.mended(text.toLowerCase()));
  }

  /** The services a text is about (an earlier turn of the conversation, a topic's own query). */
  servicesFor(text: string): ServiceContent[] {
    return this.matcher.recommend(wordsOf(this.mended(text.toLowerCase()))).map((match) => match.service);
  }

  /**
   * For a founder abroad the international service includes the formation (it forms the US company): it
   * replaces a formation service, and is added when the message is about being abroad.
   */
  private abroad(services: ServiceContent[], isAbroad: boolean): ServiceContent[] {
    const international = this.matcher.services.find((service) => service.category === 'international');
    if (!international) return services;
    const covered = isAbroad || services.includes(international);
    if (!covered) return services;
    const rest = services.filter((service) => service !== international && service.category !== 'formation');
    return [international, ...rest];
  }

  private mended(text: string): string[] {
    return rawWordsOf(text)
      .map((word, index, words) => (AUDIENCE_SIZE.test(word) && !MONEY_WORDS.has(words[index - 1]) ? 'audience' : word))
      .flatMap((word) => (SHORTHAND.get(word) ?? word).split(' '))
      .map((word) => this.corrector.correct(word));
  }
}
