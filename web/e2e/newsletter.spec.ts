import { expect, test } from './support/app';
import { mailsTo } from './support/mailbox';

test.describe('newsletter reader', () => {
  test('unsubscribes with the link of the welcome e-mail, without signing in', async ({ page, baseURL }) => {
    const email = `e2e-reader-${Date.now()}@example.com`;
    const since = Date.now();
    const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(subscribed.ok()).toBe(true);

    let link: URL | undefined;
    await expect
      .poll(
        async () => {
          const [welcome] = await mailsTo(email, since);
          const found = welcome?.text.match(/Unsubscribe: (\S+)/)?.[1];
          link = found ? new URL(found) : undefined;
          return link?.pathname;
        },
        { timeout: 20_000, message: `the welcome e-mail to ${email} (is DATA_DIR the server's?)` },
      )
      .toBe('/unsubscribe');

    await page.goto(`${baseURL}${link!.pathname}${link!.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Reason (optional)').fill('Too many e-mails');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();

    await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
    await expect(page.getByText('You may still receive transactional e-mails', { exact: false })).toBeVisible();
  });
});
