import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs the page (web/src/lib/hydration.ts). Server-rendered pages are readable
 * and their links work before that, but behaviour added by the app (e.g. the footer's scroll flag) is not.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}
