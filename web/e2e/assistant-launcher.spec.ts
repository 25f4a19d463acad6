import type { Locator } from '@playwright/test';
import { expect, test } from './support/app';

/**
 * The assistant's corner button never covers a field being filled in (issue 21, item 8): on a phone
 * the form's fields span the screen, so each is brought level with the button, focused, and the two
 * boxes compared.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls so that `field` sits at the height of the launcher (where it would be covered), then focuses it. */
async function focusBesideLauncher(field: Locator, launcherBox: Box) {
  await field.evaluate(
    (element, targetY) => {
      const box = element.getBoundingClientRect();
      window.scrollBy({ top: box.top + box.height / 2 - targetY, behavior: 'instant' });
      (element as HTMLElement).focus({ preventScroll: true });
    },
    launcherBox.y + launcherBox.height / 2,
  );
}

test('on /consultation at 390×844 the launcher never covers a focused field', async ({ page }) => {
  await page.goto('/consultation');
  const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
  await expect(launcher).toBeVisible();
  const launcherBox = (await launcher.boundingBox())!;

  const form = page.getByRole('form', { name: 'Book My Consultation' });
  const fields = form.locator('input:not([type="checkbox"]):not([type="hidden"]), select, textarea');
  const count = await fields.count();
  expect(count).toBeGreaterThanOrEqual(8);
  let covered = 0;
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible())) continue;
    await focusBesideLauncher(field, launcherBox);
    await expect(field).toBeFocused();
    const fieldBox = (await field.boundingBox())!;
    // Under the launcher's corner (fields near the top cannot scroll that far): there, without stepping
    // aside, the button would sit on the field.
    if (intersects(fieldBox, launcherBox)) covered += 1;
    const shown = await launcher.isVisible();
    const box = shown ? await launcher.boundingBox() : null;
    expect(box && intersects(box, fieldBox), `the launcher covers field ${index + 1}`).toBeFalsy();
  }
  expect(covered).toBeGreaterThanOrEqual(3);

  // Leaving the field brings the button back.
  await page.locator('h1').click();
  await expect(launcher).toBeVisible();
});
