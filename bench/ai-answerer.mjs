#!/usr/bin/env node
// The assistant's understanding and retrieval answerer on the seeded content: prints service precision and
// recall, subject accuracy and wrong "not offered" answers on the evaluation set and on the two sets written
// apart from the vocabulary (held out, fresh); then the reply-quality figures (question type, facts a reply must
// or must not state, buyers without a service or link, out-of-scope asks given one) on the reply set and on the
// fresh reply set never tuned on; then answers every message of the five sets ROUNDS times, in their
// conversations, and prints the latency of one answer. Fails when the evaluation set or the reply set misses a
// target or when p95 reaches MAX_P95_MS (20 ms). Runs on the compiled api: `npm run bench:ai` builds it first.
// Usage: npm run bench:ai  (ROUNDS, MAX_P95_MS, MISSES: misses shown per set)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../api/dist/${path}`);
const { Knowledge } = dist('modules/ai/knowledge/knowledge.js');
const { RetrievalAnswerer } = dist('modules/ai/answerer/retrieval-answerer.js');
const { EVAL_SET } = dist('modules/ai/eval/eval-set.js');
const { HELD_OUT_SET } = dist('modules/ai/eval/held-out-set.js');
const { FRESH_SET } = dist('modules/ai/eval/fresh-set.js');
const { EVAL_TARGETS, evaluate, formatReport, shortfalls } = dist('modules/ai/eval/evaluate.js');
const { REPLY_SET } = dist('modules/ai/eval/reply-set.js');
const { REPLY_FRESH_SET } = dist('modules/ai/eval/reply-fresh-set.js');
const { REPLY_TARGETS, evaluateReplies, formatReplyReport, replyShortfalls } = dist(
  'modules/ai/eval/evaluate-replies.js',
);
const { SEED_SERVICES } = dist('modules/content/seeds/services.data.js');
const { SEED_PAGES } = dist('modules/content/seeds/pages.data.js');
const { SEED_BLOG_POSTS } = dist('modules/content/seeds/blog.data.js');

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 20);
const MISSES = Number(process.env.MISSES ?? 0);

const HISTORY = [
  { role: 'user', content: 'Do you offer logo design?' },
  { role: 'assistant', content: 'Yes: that is part of Branding & Identity Design. '.repeat(30) },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const format = (ms) => `${ms.toFixed(2)} ms`;

let started = performance.now();
const knowledge = Knowledge.fromContent({
  services: SEED_SERVICES,
  pages: SEED_PAGES.map((page) => ({ slug: page.slug, contents: [page.content] })),
  articles: SEED_BLOG_POSTS.filter((article) => article.isPublished),
});
const buildMs = performance.now() - started;
const answerer = new RetrievalAnswerer(knowledge);
console.log(`knowledge index: ${knowledge.size} passages, built in ${format(buildMs)}\n`);

const judge = (message) => ({ subject: answerer.understand(message).subject, ...answerer.answer(message) });
const sets = [
  ['evaluation set (the targets apply)', EVAL_SET],
  ['held-out set (written after the vocabulary was first tuned, then tuned on too)', HELD_OUT_SET],
  ['fresh set (written last, never tuned on)', FRESH_SET],
];
let evaluation;
for (const [name, set] of sets) {
  const report = await evaluate(set, judge);
  evaluation ??= report;
  console.log(`${name}\n${formatReport(report, MISSES)}\n`);
}

const replySets = [
  ['reply-quality set (the targets apply)', REPLY_SET],
  ['fresh reply set (written apart, never tuned on)', REPLY_FRESH_SET],
];
let replies;
for (const [name, set] of replySets) {
  const report = evaluateReplies(set, answerer);
  replies ??= report;
  console.log(`${name}\n${formatReplyReport(report, MISSES)}\n`);
}

// Each message in its own conversation when it has one, else alternately alone and after a long reply.
const conversations = [
  ...sets.flatMap(([, set]) => set.map((evalCase) => ({ message: evalCase.message }))),
  ...replySets.flatMap(([, set]) => set.map(({ message, history }) => ({ message, history }))),
];
for (const { message, history } of conversations) answerer.answer(message, history); // warm-up (JIT)
const timings = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const { message, history } of conversations) {
    started = performance.now();
    answerer.answer(message, history ?? (round % 2 ? HISTORY : []));
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
console.log(
  `answers: ${timings.length}; p50 ${format(p50)}, p95 ${format(p95)}, p99 ${format(p99)}, max ${format(timings.at(-1))}`,
);

const failures = [
  ...shortfalls(evaluation, EVAL_TARGETS),
  ...replyShortfalls(replies, REPLY_TARGETS),
  ...(p95 >= MAX_P95_MS ? [`p95 ${format(p95)} (limit ${MAX_P95_MS} ms)`] : []),
];
if (failures.length > 0) {
  console.error(`FAIL: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`OK: the evaluation and reply-quality sets meet their targets and p95 is under ${MAX_P95_MS} ms`);
