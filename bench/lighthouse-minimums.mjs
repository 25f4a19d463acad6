// What bench/lighthouse.mjs holds each page to, apart from measuring it (so a spec can check the rule):
// api/test/lighthouse-minimums.spec.ts.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Pages kept out of search indexes (the API's UNINDEXED_ROUTES). */
export const NOINDEX_PATHS = ['/auth', '/unsubscribe'];

/**
 * Accessibility is held to 100 on every public page and in every run, whatever MIN_SCORE and MIN_RUN_SCORE
 * say: unlike performance it does not depend on the machine's load, so anything less is a real finding.
 */
export const ACCESSIBILITY_MIN_SCORE = 100;

/**
 * The minimums of each category on `path`: `median`, what the median run must score, and `run`, what no
 * single run may score under; null: measured and printed, but not held to a minimum.
 */
export function minimumsOf(path, { minScore, minRunScore }) {
  const minimums = Object.fromEntries(
    CATEGORIES.map((id) => [id, { median: minScore, run: Math.min(minScore, minRunScore) }]),
  );
  minimums.accessibility = { median: ACCESSIBILITY_MIN_SCORE, run: ACCESSIBILITY_MIN_SCORE };
  if (NOINDEX_PATHS.includes(path)) minimums.seo = { median: null, run: null };
  return minimums;
}

/**
 * What `path` fails, given its median run's `scores` and each category's `lowest` run: one line per
 * category below a minimum (the median's lines name the audits that missed, `missesOf(category)`).
 */
export function failuresOf(path, { scores, lowest, minimums, missesOf = () => [] }) {
  const failures = [];
  for (const id of CATEGORIES) {
    const { median, run } = minimums[id];
    if (run !== null && lowest[id] < run) failures.push(`${path} ${id}: one run scored ${lowest[id]} < ${run}`);
    if (median !== null && scores[id] < median) {
      failures.push([`${path} ${id} ${scores[id]} < ${median}`, ...missesOf(id)].join('\n'));
    }
  }
  return failures;
}
