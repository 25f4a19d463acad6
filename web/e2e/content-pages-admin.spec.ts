import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { signInStaff } from './support/staff';

/**
 * Staff edit the site's content in the back office and the public API answers with it at once
 * (the content cache is emptied by each edit). The server must be started with ADMIN_EMAILS
 * including E2E_ADMIN_EMAIL and share DATA_DIR with Playwright (see admin.spec.ts).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function publicPortfolioTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/portfolio?pageSize=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { title: string }[] }).items.map((item) => item.title);
}

test('staff edit the About page and a case study, and the site answers with the change at once', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A signed-out client, as visitors read the site.
  const api = await playwright.request.newContext({ baseURL });
  await signInStaff(page);
  await page.goto('/admin1');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const originalAbout = (await (await api.get('/api/pages/about')).json()) as { metaDescription: string | null };
  const metaDescription = `Who we are and how we help founders launch (journey ${RUN}).`;

  await test.step('Pages: the About page gets a new meta description', async () => {
    await adminNav(page).getByRole('link', { name: 'Pages' }).click();
    await expect(page).toHaveURL(/\/admin1\/pages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit the about page' }).click();
    await expect(page).toHaveURL(/\/admin1\/pages\/about$/);

    const meta = page.getByLabel(/Meta description/);
    await expect(meta).toHaveValue(originalAbout.metaDescription ?? '');
    await meta.fill(metaDescription);
    await expect(page.getByText(`${metaDescription.length} / 160`)).toBeVisible();
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('The page is saved. The site shows it now.')).toBeVisible();

    const about = (await (await api.get('/api/pages/about')).json()) as { metaDescription: string };
    expect(about.metaDescription).toBe(metaDescription);
  });

  const title = `Journey Bakery ${RUN} opens its doors`;
  const renamed = `Journey Bakery ${RUN}: two shops in a year`;

  await test.step('Portfolio: a case study is added, then renamed', async () => {
    await adminNav(page).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/admin1\/portfolio$/);
    await page.getByRole('button', { name: 'Add case study' }).click();
    const drawer = page.getByRole('dialog', { name: 'New case study' });
    await drawer.getByLabel('Title').fill(title);
    await drawer.getByLabel('Description').fill('Formation and a launch campaign for a family bakery.');
    await drawer.getByRole('button', { name: 'Add result' }).click();
    await drawer.getByLabel('Result 1', { exact: true }).fill('Opened in 21 days');
    await drawer.getByRole('button', { name: 'Add case study' }).click();
    await expect(page.getByText(`“${title}” is added.`)).toBeVisible();
    expect(await publicPortfolioTitles(api)).toContain(title);

    await page.getByRole('searchbox', { name: 'Search case studies' }).fill(RUN);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit case study' });
    await expect(editor.getByLabel('Title')).toHaveValue(title);
    await editor.getByLabel('Title').fill(renamed);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${renamed}” is saved.`)).toBeVisible();

    const titles = await publicPortfolioTitles(api);
    expect(titles).toContain(renamed);
    expect(titles).not.toContain(title);
  });

  await test.step('clean-up: the case study is deleted and the description put back', async () => {
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${renamed}” is deleted.`)).toBeVisible();
    expect(await publicPortfolioTitles(api)).not.toContain(renamed);

    await adminNav(page).getByRole('link', { name: 'Pages' }).click();
    await page.getByRole('link', { name: 'Edit the about page' }).click();
    await page.getByLabel(/Meta description/).fill(originalAbout.metaDescription ?? '');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('The page is saved. The site shows it now.')).toBeVisible();
  });
  await api.dispose();
});
