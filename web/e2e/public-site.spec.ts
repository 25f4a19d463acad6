import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { HASH_SCROLL_OFFSET_PX } from '../src/constants/timing';
import { expect, test } from './support/app';

const require = createRequire(import.meta.url);
const antdVersion: string = require('antd/package.json').version;

/**
 * Strings only Ant Design's code carries: its icon class, its package scope, its version literal.
 * The build puts them in antd's shared chunk, which every chunk holding antd code imports statically.
 */
const ANTD_MARKERS = [/\banticon\b/, /@?ant-design\b/, new RegExp(`[\`'"]${antdVersion.replace(/\./g, '\\.')}[\`'"]`)];

/** The number of services the API seeds (docs/modules/content.md). */
const SEEDED_SERVICES = 8;
/** The number of published blog posts the API seeds. */
const SEEDED_PUBLISHED_ARTICLES = 6;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('visitor', () => {
  test('home loads with the hero and its two calls to action', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Inspivision/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const hero = page.locator('section.hero');
    await expect(hero.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    await expect(hero.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The year by the server's clock, on the business's calendar (the server runs on this machine's clock).
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(new Date());
    await expect(page.getByText(`© ${year} Inspivision. All rights reserved.`)).toBeVisible();
  });

  test("the header's Services link shows the service cards", async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Services' }).click();

    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(SEEDED_SERVICES);
    await expect(page.getByText('Loading services...')).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/service-inquiry');
      await expect(card.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
      expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
    await expect(page).toHaveTitle('Services: Formation, Websites, Branding & Marketing | Inspivision');
  });

  test('home -> services anchor: a home tile opens the services list just below the sticky header', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link with a hash is a full page load (docs/web.md): this mark does not survive one.
    await page.evaluate(() => Object.assign(window, { beforeTileClick: true }));
    await page.locator('main a[href="/services#services-section"]').first().click();
    await expect(page).toHaveURL(/\/services#services-section$/);

    const list = page.locator('#services-section');
    await expect(list.getByRole('article')).toHaveCount(SEEDED_SERVICES);
    expect(await page.evaluate(() => 'beforeTileClick' in window)).toBe(false);
    const headerBottom = await page
      .locator('header.site-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // The smooth scroll (600 ms) and its retries (600, 1200, 2000 ms) leave the list 120 px below the top.
    await expect
      .poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5_000 })
      .toBe(HASH_SCROLL_OFFSET_PX);
    expect(HASH_SCROLL_OFFSET_PX).toBeGreaterThan(headerBottom);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the footer's Business Formation link opens /services at its top (the one-time flag beats the hash)", async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Business Formation' }).click();
    await expect(page).toHaveURL(/\/services#service-formation$/);
    await expect(page.getByRole('article')).toHaveCount(SEEDED_SERVICES);
    // Past the last anchor retry (2000 ms) and its animation: still at the top, and the flag is gone.
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('scroll-to-top'))),
    ).toEqual([]);
  });

  test('/about and the legal pages render their content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Inspivision' })).toBeVisible();
    const impact = page.getByRole('main').getByLabel('Our impact in numbers');
    for (const stat of ['2021', '190', '98%', '24/7'])
      await expect(impact.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByText('Inspire + Pivot + Vision = Inspivision.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: October 10, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Project Deposits' })).toBeVisible();

    const response = await page.goto('/legal/terms');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect((await page.goto('/legal/cookies'))?.status()).toBe(404);
  });

  test("the header's Blog link shows the published articles and the newsletter form", async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Blog' }).click();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(SEEDED_PUBLISHED_ARTICLES);
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');

    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByText('By Inspivision Team')).toBeVisible();
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /^\/blog\/[^/]+$/);
    }
    const newsletter = page.getByRole('main').getByRole('form', { name: 'Newsletter signup' });
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consultation');
    await expect(page).toHaveTitle('Business Insights Blog | Inspivision');
  });

  test('a direct load of /services is a 200 document', async ({ page }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('an unknown path shows "Page Not Found" with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    for (const [name, href] of [
      ['Go Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('/404 itself is served with status 404', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('the home page downloads no Ant Design code', async ({ page }) => {
    const scripts: Array<Promise<{ url: string; body: string }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        // A worker's script (the visit count's day) goes with its worker, which ends once it has answered:
        // its body is read again from the server.
        const body = response.text().catch(() => page.request.get(response.url()).then((again) => again.text()));
        scripts.push(body.then((text) => ({ url: response.url(), body: text })));
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Hovering the header links preloads their routes (defaultPreload: 'intent'): still no antd.
    for (const link of await mainNav(page).getByRole('link').all()) await link.hover();
    // networkidle would answer at once (the page was idle before the hovers): wait until no script
    // has arrived for a while instead, so a late preload is read before the page closes.
    for (let seen = -1; seen !== scripts.length;) {
      seen = scripts.length;
      await page.waitForTimeout(750);
    }

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const { url, body } of bodies) {
      for (const marker of ANTD_MARKERS) {
        expect(marker.test(body), `${url} contains ${marker}`).toBe(false);
      }
    }
  });

  test('the back office loads Ant Design in its own chunk', async ({ page }) => {
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // The admin login is open (the rest of /admin1 needs an admin: see admin.spec.ts).
    await page.goto('/admin1/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('.ant-form')).toBeVisible();
    // The markers the home page test looks for are really there once antd loads.
    const bodies = await Promise.all(scripts);
    for (const marker of ANTD_MARKERS) {
      const found = bodies.some((body) => marker.test(body));
      expect(found, `a script of /admin1/login contains ${marker}`).toBe(true);
    }
  });
});

test.describe('visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer opens, Services navigates and the drawer closes', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
    await expect(drawer).toBeVisible();

    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('article')).toHaveCount(SEEDED_SERVICES);
  });

  test('Escape closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
