import { expect, test } from './support/app';
import { linkAfter, waitForMail } from './support/mailbox';

test.describe('newsletter reader', () => {
  test('signs up on the blog, confirms from the e-mail, then unsubscribes with the welcome’s link', async ({
    page,
  }) => {
    const email = `e2e-reader-${Date.now()}@example.com`;
    const since = Date.now();
    const hint = "Is DATA_DIR the server's?";

    await test.step('the blog form asks the reader to confirm from their inbox', async () => {
      await page.goto('/blog');
      const form = page.getByRole('main').getByRole('form', { name: 'Newsletter signup' });
      await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByTestId('toast')).toContainText('Check Your Inbox');
    });

    await test.step('the confirmation e-mail’s link opens a page that confirms on one click', async () => {
      const confirmation = await waitForMail(
        email,
        since,
        (mail) => mail.subject === 'Confirm your Inspivision newsletter subscription',
        { description: 'the confirmation e-mail', hint },
      );
      const link = linkAfter(confirmation, 'Confirm your subscription here:');
      expect(link, confirmation.text).toMatch(/^\/newsletter\/confirm\?token=/);
      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/newsletter/confirm');
      await page.getByRole('button', { name: 'Confirm My Subscription' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      // The token travels in the body, never in the API's URL.
      expect(new URL(response.url()).search).toBe('');
      expect(response.request().postDataJSON()).toEqual({
        token: new URL(link!, 'http://x').searchParams.get('token'),
      });
      await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
    });

    await test.step('the welcome e-mail’s link unsubscribes without signing in', async () => {
      const welcome = await waitForMail(
        email,
        since,
        (mail) => mail.subject === 'Welcome to the Inspivision newsletter',
        { description: 'the welcome e-mail', hint },
      );
      const link = linkAfter(welcome, 'Unsubscribe:');
      expect(link, welcome.text).toMatch(/^\/unsubscribe\?/);
      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.getByLabel('Reason (optional)').fill('Too many e-mails');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();

      await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
      await expect(page.getByText('You may still receive transactional e-mails', { exact: false })).toBeVisible();
    });
  });
});
