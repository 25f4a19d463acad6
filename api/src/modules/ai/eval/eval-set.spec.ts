import { SEED_SERVICES } from '../../content';
import { OFFERED_SERVICES } from '../../bookings/bookings.constants';
import { CHAT_SUBJECTS, ChatSubject } from '../ai.constants';
import { EVAL_SET, EvalCase } from './eval-set';
import { FRESH_SET } from './fresh-set';
import { HELD_OUT_SET } from './held-out-set';

/**
 * Checks of the evaluation set itself (its size, its labels, how its messages are written), not of the assistant.
 */

/** Subjects whose cases never expect a service. */
const SERVICELESS: ChatSubject[] = ['greeting', 'thanks', 'out-of-scope', 'not-offered'];

/** English stop words: they say nothing about which service a message is about. */
const STOP_WORDS = `a about above across after again against all along also am an and another any are around as at back be because
been before being below between beyond both but by can could did do does doing down during each either else even
ever every few for from further had has have having he her here hers him his how i if in into is it its itself
just let like may me might mine more most much must my myself no nor not now of off on once one only onto or
other our ours ourselves out over own per plus same she should so some such than that the their theirs them
themselves then there these they this those though through throughout to together too under until up upon us
very via was we were what when where whether which while who whom whose why will with within without would yet
you your yours yourself yourselves`;

/** Words said of any business or any service (verbs, time, praise): not distinctive of one service. */
const GENERIC_WORDS = `business service help need want start new set make get take keep use go run work way thing
day week month year time lot well good great best better right real ready proper solid complete full fully short
clear quick quickly fast easy sure done do come give put find look know see show say tell first next last each less
fewer matter today everything something anything nothing really already`;

const IGNORED = new Set(`${STOP_WORDS} ${GENERIC_WORDS}`.split(/\s+/).filter(Boolean).map(strip));

/** A crude suffix strip, the same on both sides of the comparison: a plural (-s, -es, -ies), then -ing or -ed. */
function strip(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (/(ss|x|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length >= 3 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  return stem;
}

/**
 * Lower-cased words of a text, split on anything but letters and digits ("e-mail" read as one word, "email"); a
 * single letter is not a word.
 */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\be-(?=[a-z])/g, 'e')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** The stripped, distinctive words of each service: its title, short description, description and features. */
const DISTINCTIVE = new Map<string, Set<string>>(
  SEED_SERVICES.map((service) => [
    service.title,
    new Set(
      words([service.title, service.shortDescription, service.description, ...service.features].join(' '))
        .map(strip)
        .filter((word) => !IGNORED.has(word)),
    ),
  ]),
);

/** The words of a case's message that are also distinctive words of the services it expects. */
function sharedWords(evalCase: EvalCase): string[] {
  const distinctive = new Set(evalCase.services.flatMap((title) => [...DISTINCTIVE.get(title)!]));
  return [...new Set(words(evalCase.message).map(strip))].filter((word) => distinctive.has(word));
}

describe('chat assistant evaluation set', () => {
  it('has at least 200 cases, covering every subject', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(200);
    const subjects = new Set(EVAL_SET.map((evalCase) => evalCase.subject));
    expect(CHAT_SUBJECTS.filter((subject) => !subjects.has(subject))).toEqual([]);
  });

  it('keeps every message between 1 and 1000 characters', () => {
    expect(EVAL_SET.filter((evalCase) => evalCase.message.trim().length < 1 || evalCase.message.length > 1000)).toEqual(
      [],
    );
  });

  it('has at least 40 cases that expect two or more services', () => {
    expect(EVAL_SET.filter((evalCase) => evalCase.services.length >= 2).length).toBeGreaterThanOrEqual(40);
  });

  it("words at least 60% of the cases that expect services without a distinctive word of those services' texts", () => {
    expect(DISTINCTIVE.size).toBe(OFFERED_SERVICES.length);
    const expecting = EVAL_SET.filter((evalCase) => evalCase.services.length > 0);
    const unshared = expecting.filter((evalCase) => sharedWords(evalCase).length === 0);
    expect(unshared.length / expecting.length).toBeGreaterThanOrEqual(0.6);
  });
});

/** The labelling rules hold on every set, the two written apart from the vocabulary too. */
describe.each([
  ['evaluation set', EVAL_SET],
  ['held-out set', HELD_OUT_SET],
  ['fresh set', FRESH_SET],
])('%s labels', (_name, set: readonly EvalCase[]) => {
  it('labels each case with a known subject and distinct offered services', () => {
    const titles: readonly string[] = OFFERED_SERVICES;
    const invalid = set.filter(
      (evalCase) =>
        !(CHAT_SUBJECTS as readonly string[]).includes(evalCase.subject) ||
        evalCase.services.some((title) => !titles.includes(title)) ||
        new Set(evalCase.services).size !== evalCase.services.length,
    );
    expect(invalid).toEqual([]);
  });

  it('gives a services case at least one service and a greeting, thanks, out-of-scope or not-offered case none', () => {
    const wrong = set.filter((evalCase) =>
      evalCase.subject === 'services'
        ? evalCase.services.length === 0
        : SERVICELESS.includes(evalCase.subject) && evalCase.services.length > 0,
    );
    expect(wrong).toEqual([]);
  });

  it('has no message twice (ignoring case and surrounding spaces)', () => {
    const seen = new Set<string>();
    const duplicates = set
      .map((evalCase) => evalCase.message.trim().toLowerCase())
      .filter((message) => seen.has(message) || !seen.add(message));
    expect(duplicates).toEqual([]);
  });
});
