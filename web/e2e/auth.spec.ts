import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { waitForCode } from './support/mailbox';

const PASSWORD = 'violet-harbor-lantern-42';

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function toast(page: Page) {
  return page.getByTestId('toast');
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

test.describe('accounts', () => {
  test('sign up, verify with the e-mailed code, log out and log back in', async ({ page }) => {
    // A long journey, now with the sign-up's anti-robot check solved in the page.
    test.setTimeout(60_000);
    const email = uniqueEmail('journey');
    const since = Date.now();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await page.getByRole('button', { name: 'Create one' }).click();
    const signup = page.getByRole('form', { name: 'Create account' });
    await signup.getByLabel('First name').fill('Marisol');
    await signup.getByLabel('Last name').fill('Quintero');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page)).toContainText('Account Created!');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    const verify = page.getByRole('form', { name: 'Verify email' });
    await expect(verify.getByLabel('Email')).toHaveValue(email);
    // The sign-up's password goes with the code: the view does not ask for it again.
    await expect(verify.getByLabel('Password', { exact: true })).toHaveCount(0);

    const code = await waitForCode(email, since, '', 15_000);
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(toast(page)).toContainText('Email Verified!');

    await expect(page).toHaveURL(/\/portal$/);
    // A new account: greeted as new, not "back".
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your portal, Marisol!' })).toBeVisible();
    const userMenu = page.getByRole('banner').getByRole('button', { name: /Marisol/ });
    await expect(userMenu).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Portal' }),
    ).toBeVisible();

    await userMenu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    // Signed out: the portal sends the visitor to log in and back.
    await page.goto('/portal/profile');
    await expect(page.getByText('Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fportal%2Fprofile$/);

    await logIn(page, email, PASSWORD);
    await expect(toast(page)).toContainText('Login Successful');
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Marisol');

    await page.goto('/auth');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Marisol/ })).toBeVisible();
  });

  test('/login forwards to /auth, keeping where to go back to', async ({ page }) => {
    const response = await page.goto('/login?redirect=/portal/invoices');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fportal%2Finvoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test("repeated wrong passwords end in the server's rate-limit message", async ({ page }) => {
    const email = uniqueEmail('limit');
    await page.goto('/auth');

    // The per-account limit from one address (AUTH_RATE_LIMIT_PER_ACCOUNT, default 10) per 15 minutes: the next attempt answers 429.
    test.setTimeout(60_000);
    const limit = Number(process.env.AUTH_RATE_LIMIT_PER_ACCOUNT ?? 10);
    let status = 0;
    for (let attempt = 1; attempt <= limit + 2 && status !== 429; attempt++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/email-login'));
      await logIn(page, email, `wrong-password-${attempt}`);
      const response = await answer;
      status = response.status();
      if (status !== 429) {
        expect(status).toBe(401);
        await expect(toast(page)).toContainText('Invalid email or password');
      } else {
        const body = (await response.json()) as { message: string };
        await expect(toast(page)).toContainText('Login failed');
        await expect(toast(page)).toContainText(body.message);
        expect(body.message).toMatch(/Too many attempts/);
      }
    }
    expect(status).toBe(429);
  });
});
