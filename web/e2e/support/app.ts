import { expect, test as base, type Page } from '@playwright/test';
import { axeFailures, describeFailures } from './axe';

/**
 * Waits until the app runs the page (web/src/lib/hydration.ts). Server-rendered pages are readable
 * and their links work before that, but behaviour added by the app (client-side navigation, scroll
 * restoration, the footer's scroll flag) is not.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

/** The pages this worker has had axe check, by viewport and path: each once, to keep journeys quick. */
const checkedPages = new Set<string>();

/**
 * Axe's WCAG A/AA pass (support/axe.ts) on the page as it is, once per viewport and path. A soft
 * expectation: the journey goes on, and fails at its end listing every page's findings.
 */
async function checkAccessibility(page: Page) {
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return;
  const viewport = page.viewportSize();
  const where = `${url.pathname} at ${viewport?.width}×${viewport?.height}`;
  if (checkedPages.has(where)) return;
  checkedPages.add(where);
  expect.soft(describeFailures(await axeFailures(page)), `axe on ${where}`).toBe('');
}

/**
 * The journeys' `test`: after each `page.goto` it waits for the app, as a visitor waits for a page to
 * be ready before using it (pages opened without JavaScript excepted). Axe checks each page the
 * journey leaves, by `goto` or by its end, as the journey left it: pages reached by clicks too, and
 * after the journey's own checks (which may look at a state that lasts only a moment).
 */
export const test = base.extend<{ appReadyAndAccessible: void }>({
  appReadyAndAccessible: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      if (!javaScriptEnabled) return use();
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        await checkAccessibility(page);
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      await use();
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await checkAccessibility(page);
    },
    { auto: true },
  ],
});

export { expect };
