import { CHAT_QUESTIONS, type ChatQuestion } from '../ai.constants';
import type { ChatReply, RetrievalAnswerer } from '../answerer/retrieval-answerer';
import type { ReplyCase } from './reply-cases';

/** What went wrong with one message's reply. */
export interface ReplyMiss {
  message: string;
  expected: ChatQuestion;
  got: ChatQuestion;
  /** The patterns the reply broke ("+/x/": missing, "-/x/": present). */
  broken: string[];
  /** A buyer without a service or a prefilled link, or an out-of-scope ask given one. */
  routing?: string;
  reply: string;
}

/** The reply-quality figures of issue 41 on one set. */
export interface ReplyReport {
  cases: number;
  questionAccuracy: number;
  /** Share of messages whose reply breaks at least one labelled must-contain or must-not-contain rule. */
  ruleBreakShare: number;
  /** Messages labelled with services whose reply recommends none, or has no prefilled consultation link. */
  buyersWithoutService: number;
  buyersWithoutLink: number;
  /** Not-offered and out-of-scope asks whose reply recommends a service. */
  outOfScopeWithService: number;
  byQuestion: Partial<Record<ChatQuestion, { cases: number; right: number }>>;
  misses: ReplyMiss[];
}

const PREFILLED_LINK = '/consultation?services=';

/** Scores the answerer's replies, each in its conversation, on every case of `set`. */
export function evaluateReplies(set: readonly ReplyCase[], answerer: RetrievalAnswerer): ReplyReport {
  let right = 0;
  let breaking = 0;
  let buyersWithoutService = 0;
  let buyersWithoutLink = 0;
  let outOfScopeWithService = 0;
  const byQuestion: ReplyReport['byQuestion'] = {};
  const misses: ReplyMiss[] = [];
  for (const testCase of set) {
    const history = testCase.history ?? [];
    const understanding = answerer.understandInContext(testCase.message, history);
    const { question } = understanding;
    const reply: ChatReply = answerer.answer(testCase.message, history, understanding);
    const tally = (byQuestion[testCase.question] ??= { cases: 0, right: 0 });
    tally.cases++;
    if (question === testCase.question) {
      right++;
      tally.right++;
    }
    const broken = [
      ...(testCase.mustContain ?? []).filter((rule) => !rule.test(reply.message)).map((rule) => `+${rule}`),
      ...(testCase.mustNotContain ?? []).filter((rule) => rule.test(reply.message)).map((rule) => `-${rule}`),
    ];
    if (broken.length > 0) breaking++;
    let routing: string | undefined;
    const outOfScope = testCase.question === 'not-offered' || testCase.question === 'out-of-scope';
    if (testCase.services.length > 0 && reply.serviceRecommendations.length === 0) {
      buyersWithoutService++;
      routing = 'buyer without a service';
    } else if (testCase.services.length > 0 && !reply.message.includes(PREFILLED_LINK)) {
      buyersWithoutLink++;
      routing = 'buyer without a prefilled link';
    }
    if (outOfScope && reply.serviceRecommendations.length > 0) {
      outOfScopeWithService++;
      routing = 'out-of-scope ask given a service';
    }
    if (question !== testCase.question || broken.length > 0 || routing) {
      misses.push({
        message: testCase.message,
        expected: testCase.question,
        got: question,
        broken,
        routing,
        reply: reply.message,
      });
    }
  }
  return {
    cases: set.length,
    questionAccuracy: right / set.length,
    ruleBreakShare: breaking / set.length,
    buyersWithoutService,
    buyersWithoutLink,
    outOfScopeWithService,
    byQuestion: Object.fromEntries(
      CHAT_QUESTIONS.filter((question) => byQuestion[question]).map((question) => [question, byQuestion[question]]),
    ),
    misses,
  };
}

/** The acceptance figures of issue 41, on the reply-quality set. */
export const REPLY_TARGETS = {
  questionAccuracy: 0.95,
  ruleBreakShare: 0.03,
  buyersWithoutService: 0,
  buyersWithoutLink: 0,
  outOfScopeWithService: 0,
} as const;

export type ReplyFigures = Pick<ReplyReport, keyof typeof REPLY_TARGETS>;

/**
 * The figures on the fresh reply set (reply-fresh-set.ts, written apart and never tuned on) as first measured:
 * below the targets; the spec fails when a change makes any of them worse. Raise them as the assistant improves,
 * never by tuning on that set.
 */
export const REPLY_FRESH_FLOORS: ReplyFigures = {
  questionAccuracy: 0.91,
  ruleBreakShare: 0.24,
  buyersWithoutService: 2,
  buyersWithoutLink: 0,
  outOfScopeWithService: 0,
};

/** Which of `report`'s figures miss `targets`, named (none: it holds). */
export function replyShortfalls(report: ReplyReport, targets: ReplyFigures): string[] {
  return [
    report.questionAccuracy < targets.questionAccuracy && 'question-type accuracy',
    report.ruleBreakShare > targets.ruleBreakShare && 'must-contain / must-not-contain rules',
    report.buyersWithoutService > targets.buyersWithoutService && 'buyers without a service',
    report.buyersWithoutLink > targets.buyersWithoutLink && 'buyers without a prefilled link',
    report.outOfScopeWithService > targets.outOfScopeWithService && 'out-of-scope asks given a service',
  ].filter((name): name is string => name !== false);
}

/** The report as a few lines of text (the benchmark prints it; a failing test shows it). */
export function formatReplyReport(report: ReplyReport, missesShown = 40): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    `${report.cases} messages`,
    `question type: accuracy ${percent(report.questionAccuracy)} (target ≥ ${percent(REPLY_TARGETS.questionAccuracy)}); ` +
      `rules broken on ${percent(report.ruleBreakShare)} of messages (target ≤ ${percent(REPLY_TARGETS.ruleBreakShare)})`,
    `buyers without a service ${report.buyersWithoutService}, without a prefilled link ${report.buyersWithoutLink}; ` +
      `out-of-scope asks given a service ${report.outOfScopeWithService} (targets 0)`,
    `by question: ${Object.entries(report.byQuestion)
      .map(([question, tally]) => `${question} ${tally!.right}/${tally!.cases}`)
      .join(', ')}`,
    ...report.misses
      .slice(0, missesShown)
      .map(
        (miss) =>
          `  miss: ${JSON.stringify(miss.message.slice(0, 90))} expected ${miss.expected} got ${miss.got}` +
          `${miss.broken.length ? ` broke ${miss.broken.join(' ')}` : ''}${miss.routing ? ` (${miss.routing})` : ''}` +
          `\n        reply: ${JSON.stringify(miss.reply.slice(0, 240))}`,
      ),
  ].join('\n');
}
