import { expect, test as base, type Page } from '@playwright/test';

/**
 * Waits until the app runs the page (web/src/lib/hydration.ts). Server-rendered pages are readable
 * and their links work before that, but behaviour added by the app (client-side navigation, scroll
 * restoration, the footer's scroll flag) is not.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

/**
 * The journeys' `test`: after each `page.goto` it waits for the app, as a visitor waits for a page to
 * be ready before using it (pages opened without JavaScript excepted).
 */
export const test = base.extend<{ waitForAppAfterGoto: void }>({
  waitForAppAfterGoto: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled) {
        const goto = page.goto.bind(page);
        page.goto = async (...args: Parameters<Page['goto']>) => {
          const response = await goto(...args);
          await waitForApp(page);
          return response;
        };
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };
