import { type Page } from '@playwright/test';
import { expect, test } from './support/app';

/** The head tags a crawler reads, as the browser sees them now. */
async function headTags(page: Page) {
  return page.evaluate(() => ({
    titles: document.head.querySelectorAll('title').length,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
    ),
  }));
}

test.describe('head tags', () => {
  test('the server-sent head is kept in place while navigating, without CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page).toHaveTitle('Services: Formation, Websites, Branding & Marketing | Inspivision');
    let head = await headTags(page);
    expect(head).toMatchObject({
      titles: 1,
      descriptions: 1,
      robots: ['index, follow'],
      jsonLd: ['ItemList', 'BreadcrumbList'],
    });
    expect(head.canonicals).toHaveLength(1);
    expect(head.canonicals[0]).toMatch(/\/services$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle('Business Insights Blog | Inspivision');
    head = await headTags(page);
    expect(head).toMatchObject({ titles: 1, descriptions: 1, robots: ['index, follow'], jsonLd: ['BreadcrumbList'] });
    expect(head.canonicals).toHaveLength(1);
    expect(head.canonicals[0]).toMatch(/\/blog$/);

    expect(problems.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });

  test('an unknown page is "Page Not Found", noindex, answered 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Inspivision');
    expect(await headTags(page)).toMatchObject({ robots: ['noindex'], canonicals: [], jsonLd: [] });
  });

  test('robots.txt and sitemap.xml are served at the root', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toMatch(/Disallow: \/portal\n[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
    expect(await sitemap.text()).toContain('/blog/how-to-start-business-in-the-us-step-by-step</loc><lastmod>');
  });
});
