import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app';
import { signInStaff } from './support/staff';

/**
 * A visitor's testimonial, from the public form to the site: it is hidden until a staff member
 * approves it in the back office. The server must be started with ADMIN_EMAILS including
 * E2E_ADMIN_EMAIL, and Playwright must see the server's DATA_DIR (see support/staff.ts).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const AUTHOR = `Carla Diaz ${RUN}`;

/** The names on the public testimonials list (the home page's source). */
async function publishedNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/testimonials?pageSize=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { name: string }[] }).items.map((item) => item.name);
}

test.describe.configure({ mode: 'serial' });

test.describe('testimonials', () => {
  test('submit a testimonial', async ({ page }) => {
    await page.goto('/submit-testimonial');
    await expect(page.getByRole('heading', { level: 1, name: 'Share Your Experience' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Submit a testimonial' });
    await form.getByLabel('Your Name').fill(AUTHOR);
    await form.getByLabel('Company').fill('Diaz Design Studio');
    await expect(form.getByLabel('Rating')).toHaveValue('5');
    await form.getByLabel('Rating').selectOption({ label: '4 - Very Good' });
    await form.getByLabel('Service Used (optional)').fill('Website & Design');
    await form.getByLabel('Your Testimonial').fill('They launched my LLC and website in three weeks.');
    await form.getByRole('button', { name: 'Submit Testimonial' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    expect(await publishedNames(page.request)).not.toContain(AUTHOR);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('staff approve it in the back office and it is published', async ({ page }) => {
    test.setTimeout(90_000);
    await signInStaff(page);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Testimonials/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search testimonials' }).fill(RUN);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(AUTHOR);
    await expect(rows.first()).toContainText('Pending');
    await expect(rows.first()).toContainText('Website form');

    await rows
      .first()
      .getByRole('button', { name: `Approve the testimonial from ${AUTHOR}` })
      .click();
    await expect(page.getByText(`Approved the testimonial from ${AUTHOR}.`)).toBeVisible();
    await expect(rows.first()).toContainText('Shown');
    expect(await publishedNames(page.request)).toContain(AUTHOR);
  });
});
