import { expect, test, waitForApp } from './support/app';

/** Problems the browser reports: hydration mismatches and CSP violations among them. */
function collectProblems(page: import('@playwright/test').Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content pages arrive readable: home, services, blog and an article', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Business Formation & Legal Setup' })).toBeVisible();

    await page.goto('/blog');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // Links work without the app: the card leads to its article, which is rendered too.
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
  });

  test('the form pages are left to the app', async ({ page }) => {
    await page.goto('/consultation');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test('a server-rendered page becomes the app without errors or refetching its data', async ({ page }) => {
  const problems = collectProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/services');
  await waitForApp(page);
  // The data came with the page: hydration asks the API nothing.
  expect(apiCalls).toEqual([]);
  // It is the app now: a client-side navigation keeps the page (no reload) and loads the next one.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Insights & Resources' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});
