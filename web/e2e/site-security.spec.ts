import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { signInStaff } from './support/staff';

/** What the Content Security Policy refused (an inline style, an image...): Chromium reports each on the console. */
function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The directives of the Content Security Policy a response came with. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

test.describe('what the site hands out', () => {
  test("the build's internals and source maps stay on the server", async ({ request }) => {
    for (const path of ['/server/entry-server.js', '/server/entry-server.js.map', '/routes.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/html/);
    }
    // The app's own entry script exists; no map of it is served, whatever the spelling of its name.
    const html = await (await request.get('/portal')).text();
    const entry = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    expect((await request.get(entry!)).status()).toBe(200);
    for (const map of ['.map', '.ma%70', '.m%61p', '%2emap']) {
      expect((await request.get(`${entry}${map}`)).status(), map).toBe(404);
    }
  });

  test("a visitor's URL cannot make the server render read the metrics or the health checks", async ({ request }) => {
    for (const path of ['/blog/..%2Fmetrics', '/blog/..%2F..%2Fapi%2Fmetrics', '/blog/..%2Fhealth%2Fready']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toMatch(/# (?:HELP|TYPE) |process_cpu|"status":"(?:ok|up)"/);
    }
  });

  test('public pages arrive with a policy that refuses inline styles, and need none', async ({ page }) => {
    const violations = collectPolicyViolations(page);
    for (const path of ['/', '/services', '/blog', '/contact', '/auth']) {
      const response = await page.goto(path);
      const policy = directives(response?.headers()['content-security-policy']);
      expect(policy['style-src'], path).toEqual(["'self'"]);
      expect(policy['img-src'], path).toEqual(["'self'", 'data:']);
      expect(response?.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
    await page.goto('/services');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('the admin under its own policy', () => {
  test('keeps its Ant Design styles, also when reached from a public page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const violations = collectPolicyViolations(page);
    await signInStaff(page, request);
    const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(dashboard).toBeVisible();
    // Styled by Ant Design's CSS-in-JS (inline <style> elements): its layout is a flex box.
    const layoutDisplay = () =>
      page
        .locator('.ant-layout')
        .first()
        .evaluate((element) => getComputedStyle(element).display);
    expect(await layoutDisplay()).toBe('flex');

    // A public document (whose policy refuses inline styles) moving into the admin loads it anew.
    await page.goto('/auth?redirect=/admin1');
    // Exactly: "Continue with Google" is a link of the page too.
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(dashboard).toBeVisible();
    expect(await layoutDisplay()).toBe('flex');
    const document = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(new URL(document).pathname).toBe('/admin1');
    expect(violations).toEqual([]);
  });
});
