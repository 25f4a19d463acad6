import { ADMIN_PATHS } from '../src/constants/admin';
import { expect, test } from './support/app';
import { axeFailures } from './support/axe';
import { signUpVerifiedCustomer } from './support/customers';
import { publicPagePaths } from './support/public-pages';
import { signInStaff } from './support/staff';
import { SCREENS, screenName } from './support/viewports';

/**
 * Axe's WCAG 2.0–2.2 A/AA pass (support/axe.ts) on every public page at a laptop's and a phone's
 * size, on every portal screen and on every back-office screen: `page.goto` runs it (support/app.ts), as in every journey.
 */

for (const viewport of SCREENS) {
  test.describe(`public pages at ${screenName(viewport)}`, () => {
    test.use({ viewport });

    test('have no WCAG A/AA violation', async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const path of await publicPagePaths(request)) await page.goto(path);
    });
  });
}

test('the portal screens have no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = {
    email: `a11y-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`,
    firstName: 'Ada',
    lastName: 'Checker',
    password: 'Customer-pass-123',
  };
  await signUpVerifiedCustomer(page, customer);

  await page.goto('/portal');
  // Every screen the portal links to, so a new one is checked without a change here.
  const hrefs = await page
    .locator('a[href^="/portal"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const paths = new Set(hrefs.map((href) => new URL(href, page.url()).pathname));
  expect(paths.size, 'the portal links to its screens').toBeGreaterThan(3);
  for (const path of paths) await page.goto(path);
});

test('the back-office screens have no WCAG A/AA violation', async ({ page, request }) => {
  // About 25 screens, each checked at two sizes: several seconds each on a busy machine.
  test.setTimeout(360_000);
  await signInStaff(page, request);
  for (const path of Object.values(ADMIN_PATHS)) await page.goto(path);
});

test('the axe pass reports a page with serious violations', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Broken on purpose</title></head>
    <body><main>
      <h1>Broken on purpose</h1>
      <p style="color: #bbb; background: #fff">Light grey text on white</p>
      <input type="text">
    </main></body></html>`);
  const failures = await axeFailures(page);
  expect(failures.map(({ id, impact }) => ({ id, impact }))).toEqual(
    expect.arrayContaining([
      { id: 'color-contrast', impact: 'serious' },
      { id: 'label', impact: 'critical' },
    ]),
  );
});

test("the back office's side menu: its links are the Tab stops, each with a visible focus ring", async ({
  page,
  request,
}) => {
  await signInStaff(page, request);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const links = nav.getByRole('link');
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  for (let index = 0; index < (await links.count()); index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
    const ring = await links.nth(index).evaluate((link) => {
      const style = getComputedStyle(link);
      const outline = style.outlineStyle !== 'none' && !/rgba\(.*, 0\)|transparent/.test(style.outlineColor);
      return outline || style.boxShadow !== 'none';
    });
    expect(ring, `focus ring on ${await links.nth(index).textContent()}`).toBe(true);
  }
});
