import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { signInStaff } from './support/staff';

/**
 * Staff write and publish articles in the back office (see support/staff.ts for the server's settings).
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const XSS = '<img src=x onerror=alert(1)>';

/** A text field of the editor ("Slug (optional)" is labelled with its mark). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openNewArticle(page: Page) {
  await page.goto('/admin1/blog');
  await expect(page.getByRole('heading', { level: 1, name: /Blog posts/ })).toBeVisible();
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\/admin1\/blog\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
}

/** The /blog list once loaded (public content is revalidated on every load: no stale list after a write). */
async function openBlogList(page: Page) {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
  await expect(page.getByTestId('blog-skeletons')).toHaveCount(0);
}

// One signed-in page for the file: sign-ins are rate-limited per account.
test.describe.configure({ mode: 'serial' });

test.describe('content admin', () => {
  let page: Page;
  /** Any alert, confirm or prompt means markup ran: recorded, and each test fails after it. */
  const dialogs: string[] = [];

  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(90_000);
    page = await browser.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signInStaff(page, request);
  });

  test.afterAll(() => page?.close());

  test.afterEach(() => {
    expect(dialogs, 'no dialog may open').toEqual([]);
  });

  test('staff write an article, publish it, it appears on /blog at once, and unpublishing takes it off', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `How to Launch a Shop ${RUN}`;
    const slug = `how-to-launch-a-shop-${RUN}`;

    await test.step('write: the slug follows the title, the preview follows the text', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
      await openNewArticle(page);
      await field(page, 'Title').fill(title);
      await expect(field(page, 'Slug')).toHaveValue(slug);
      await page.getByRole('combobox', { name: 'Tags' }).fill('E-Commerce');
      await page.keyboard.press('Enter');
      await field(page, 'Meta description').fill('Open an online store the right way.');
      await field(page, 'Excerpt').fill('A practical path from idea to first order.');
      await field(page, 'Content').fill('What You Need First\n\nA business entity and a payment account.');
      const preview = page.getByRole('article', { name: 'Article preview' });
      await expect(preview.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(preview.getByRole('heading', { level: 2, name: 'What You Need First' })).toBeVisible();
    });

    await test.step('publish', async () => {
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Article published.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin1\/blog\/\d+$/);
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    });
    const editorUrl = page.url();

    await test.step('the /blog list shows its card, and the API serves the article', async () => {
      await openBlogList(page);
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card).toContainText('A practical path from idea to first order.');
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${slug}`);
      const article = await request.get(`/api/blog/${slug}`);
      expect(article.status()).toBe(200);
      expect(await article.json()).toMatchObject({ title, slug, tags: ['E-Commerce'] });
    });

    await test.step('its card leads to the article page', async () => {
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: /Read More/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      const article = page.getByRole('article', { name: title });
      await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(article.getByText('A practical path from idea to first order.')).toBeVisible();
      await expect(article.getByRole('heading', { level: 2, name: 'What You Need First' })).toBeVisible();
    });

    await test.step('unpublish: gone from /blog and from the API at once, in the same browser', async () => {
      await page.goto(editorUrl);
      await expect(page.getByRole('heading', { level: 1, name: /Edit article/ })).toBeVisible();
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByText('Article unpublished.')).toBeVisible();
      expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);
      await openBlogList(page);
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    });
  });

  test('markup in an article shows as text in the live preview and never runs', async () => {
    test.setTimeout(60_000);
    const title = `Markup Check ${RUN}`;
    await openNewArticle(page);
    await field(page, 'Title').fill(title);
    await field(page, 'Content').fill(`A first paragraph.\n\nThis stays text: ${XSS}`);
    const preview = page.getByRole('article', { name: 'Article preview' });
    await expect(preview.getByText(`This stays text: ${XSS}`)).toBeVisible();
    await expect(preview.locator('img[src="x"]')).toHaveCount(0);

    // Saved and loaded back from the server, it is still text.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin1\/blog\/\d+$/);
    await page.reload();
    await expect(preview.getByText(`This stays text: ${XSS}`)).toBeVisible();
    await expect(preview.locator('img[src="x"]')).toHaveCount(0);

    // Clean up: delete the draft.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin1\/blog$/);
    await expect(page.getByText(`"${title}" is deleted.`)).toBeVisible();
  });

  test('staff reorder services from the keyboard and hide one; /api/services follows at once', async ({ request }) => {
    test.setTimeout(60_000);
    const publicTitles = async () =>
      ((await (await request.get('/api/services')).json()) as { items: { title: string }[] }).items.map(
        (service) => service.title,
      );
    const before = await publicTitles();
    const [first, second] = before as [string, string];

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    await test.step('move the first service down with Enter; focus stays on its button', async () => {
      const down = page.getByRole('button', { name: `Move ${first} down` });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.ant-table-row').nth(1)).toContainText(first);
      await expect(down).toBeFocused();
      expect((await publicTitles()).slice(0, 2)).toEqual([second, first]);
    });

    await test.step('and back up with Space', async () => {
      const up = page.getByRole('button', { name: `Move ${first} up` });
      await up.focus();
      await page.keyboard.press('Space');
      await expect(page.locator('.ant-table-row').first()).toContainText(first);
      // At the top "up" is disabled: focus moves to its "down" button.
      await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeFocused();
      expect(await publicTitles()).toEqual(before);
    });

    await test.step('hide it from the site, then show it again', async () => {
      const toggle = page.getByRole('switch', { name: `Show ${first} on the site` });
      await toggle.click();
      await expect(page.getByText(`"${first}" is hidden.`)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      expect(await publicTitles()).not.toContain(first);
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect.poll(publicTitles).toEqual(before);
    });
  });
});
