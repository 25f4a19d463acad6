/** The anti-robot check for the requests a journey sends itself (the forms' own journeys go through the widget). */
import { expect, type Page } from '@playwright/test';

/**
 * A payload solved for real by the ALTCHA widget in Chromium: a page with a protected form is opened
 * beside `page` (same browser context), a field is focused (the widget comes once the visitor starts on
 * the form), and the widget's hidden field is read once it is verified. Each payload works once.
 */
export async function solvedBotCheck(page: Page): Promise<{ altcha: string }> {
  const form = await page.context().newPage();
  try {
    await form.goto('/quick-question');
    // The widget comes once the visitor starts on the form.
    await form.getByLabel('First name', { exact: true }).click();
    const payload = form.locator('altcha-widget input[name="altcha"]');
    await expect(payload).not.toHaveValue('', { timeout: 20_000 });
    return { altcha: await payload.inputValue() };
  } finally {
    await form.close();
  }
}
