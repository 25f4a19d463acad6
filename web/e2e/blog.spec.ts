import { expect, test } from './support/app';

test.describe('blog reader', () => {
  test('reads an article from the list and comes back to the list where it left off', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();

    // The last card, so the list is scrolled when the reader leaves it.
    const card = cards.last();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    const readMore = card.getByRole('link', { name: /Read More/ });
    await readMore.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await readMore.click();

    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('main').getByRole('article');
    // The body: paragraphs of text under the title (the article's own or the canned one).
    await expect(article.locator('.article-body p').first()).toBeVisible();
    await expect(article.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consultation');

    await page.goBack();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    // The router restores the list's scroll position.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);
  });

  test('an unknown article says so and leads back to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-article-here');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Back to Blog/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
