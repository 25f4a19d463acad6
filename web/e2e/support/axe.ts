import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ALLOWED_FINDINGS } from './axe-allow-list';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Minor findings are advice; everything from moderate up fails unless allowed. */
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

const targetOf = (node: NodeResult) => node.target.map(String).join(' ');

function isAllowed(rule: string, location: string, node: NodeResult) {
  return ALLOWED_FINDINGS.some(
    (entry) =>
      entry.rule === rule && entry.path.test(location) && (!entry.target || targetOf(node).includes(entry.target)),
  );
}

/** The page's WCAG A/AA violations that fail the check: moderate and above, outside the allow-list. */
export async function axeFailures(page: Page): Promise<Result[]> {
  const { pathname, search } = new URL(page.url());
  const location = `${pathname}${search}`;
  // Legacy mode runs axe in the page itself: the default mode opens a blank page in the test's
  // context to merge frame results, which journeys counting their pages or popups would see.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode().analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isAllowed(violation.id, location, node)),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** One line per failing node: rule, impact, selector and axe's summary of what to fix. */
export function describeFailures(failures: readonly Result[]): string {
  return failures
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${targetOf(node)}: ${node.failureSummary ?? violation.help}`,
      ),
    )
    .join('\n');
}
