import { SEED_SERVICES } from '../../content';
import { CHAT_QUESTIONS, type ChatQuestion } from '../ai.constants';
import type { ReplyCase } from './reply-cases';
import { REPLY_FRESH_SET } from './reply-fresh-set';
import { REPLY_SET } from './reply-set';

/** Checks of the reply-quality sets themselves (size, labels), not of the assistant. */

/** Questions whose cases never expect a service. */
const SERVICELESS: ChatQuestion[] = ['not-offered', 'out-of-scope', 'bot', 'small-talk'];

describe.each([
  ['reply-quality set', REPLY_SET, 150],
  ['fresh reply set', REPLY_FRESH_SET, 100],
] as const)('%s', (_name, set: readonly ReplyCase[], size) => {
  it(`has at least ${size} cases covering every question type, each message once`, () => {
    expect(set.length).toBeGreaterThanOrEqual(size);
    const questions = new Set(set.map((replyCase) => replyCase.question));
    expect(CHAT_QUESTIONS.filter((question) => !questions.has(question))).toEqual([]);
    const messages = set.map((replyCase) => `${JSON.stringify(replyCase.history ?? [])} ${replyCase.message}`);
    expect(messages.filter((message, index) => messages.indexOf(message) !== index)).toEqual([]);
  });

  it('labels services by their exact titles, none for asks that need none', () => {
    const titles = new Set(SEED_SERVICES.map((service) => service.title));
    expect(set.flatMap((replyCase) => replyCase.services).filter((title) => !titles.has(title))).toEqual([]);
    expect(
      set.filter((replyCase) => SERVICELESS.includes(replyCase.question) && replyCase.services.length > 0),
    ).toEqual([]);
  });

  it('gives most cases a fact the reply must or must not state, and follow-ups with their conversation', () => {
    const ruled = set.filter(
      (replyCase) => (replyCase.mustContain?.length ?? 0) + (replyCase.mustNotContain?.length ?? 0) > 0,
    );
    expect(ruled.length / set.length).toBeGreaterThanOrEqual(0.8);
    expect(set.filter((replyCase) => replyCase.history?.length).length).toBeGreaterThanOrEqual(8);
    // A rule with the global flag would remember where it last matched and pass or fail by the order of cases.
    const rules = set.flatMap((replyCase) => [...(replyCase.mustContain ?? []), ...(replyCase.mustNotContain ?? [])]);
    expect(rules.filter((rule) => rule.global || rule.sticky)).toEqual([]);
  });
});
