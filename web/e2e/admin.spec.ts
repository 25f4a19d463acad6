import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { waitForCode } from './support/mailbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn, passSecondStep, signInStaff } from './support/staff';
import { solvedBotCheck } from './support/bot-check';

/** A staff member's journey through the back office (see support/staff.ts for the server's settings). */

/** The number of services the API seeds (docs/modules/content.md). */
const SEEDED_SERVICES = 8;

/** Accounts this run signs up, so the Users table has rows to list and search. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CUSTOMERS = ['ada', 'grace', 'linus'].map((name) => ({
  email: `e2e-${RUN}-${name}@example.test`,
  firstName: name.charAt(0).toUpperCase() + name.slice(1),
  lastName: `Tester${RUN}`,
  password: 'Customer-pass-123',
}));

async function signUp(page: Page, customer: (typeof CUSTOMERS)[number]) {
  const response = await page.request.post('/api/auth/signup', {
    data: { ...customer, ...(await solvedBotCheck(page)) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

function usersTableRows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

test.describe.configure({ mode: 'serial' });

test.describe('staff member', () => {
  // The first password and the authenticator app are set up through their pages by staff.setup.ts.
  test('logs in with the second step, sees the counts and finds accounts', async ({ page }) => {
    // Each of the three sign-ups first has the anti-robot check solved in a page of its own.
    test.setTimeout(120_000);

    // A re-run against the same server: the account already has this password, so admin-setup
    // sends nothing (by design); an ordinary reset code then works on the same second step.
    await test.step('customers sign up (rows for the Users table)', async () => {
      for (const customer of CUSTOMERS) await signUp(page, customer);
    });

    await test.step('login and the second step open the dashboard with the real counts', async () => {
      await logIn(page);
      await passSecondStep(page);
      await expect(page).toHaveURL(/\/admin1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // The header names the signed-in admin.
      await expect(page.getByRole('banner').getByText(ADMIN_EMAIL)).toBeVisible();

      const stats = (await (await page.request.get('/api/admin/users/stats')).json()) as {
        users: number;
        newThisWeek: number;
      };
      expect(stats.users).toBeGreaterThanOrEqual(CUSTOMERS.length + 1);
      const usersCard = page.locator('.ant-statistic').filter({ has: page.getByText('Users', { exact: true }) });
      const newCard = page.locator('.ant-statistic').filter({ hasText: 'New sign-ups this week' });
      await expect(usersCard.locator('.ant-statistic-content')).toHaveText(stats.users.toLocaleString('en-US'));
      await expect(newCard.locator('.ant-statistic-content')).toHaveText(stats.newThisWeek.toLocaleString('en-US'));
    });

    await test.step('the Users table lists the accounts and the search narrows it', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/admin1\/users$/);
      await expect(page.getByRole('heading', { level: 1, name: /Users/ })).toBeVisible();
      await expect(usersTableRows(page).first()).toBeVisible();
      const before = await usersTableRows(page).count();
      expect(before).toBeGreaterThanOrEqual(2);
      // Newest first: this run's customers are on the first page.
      for (const customer of CUSTOMERS)
        await expect(page.getByRole('cell', { name: customer.email, exact: true })).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search users' }).fill(`e2e-${RUN}-grace`);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(usersTableRows(page)).toHaveCount(1);
      await expect(usersTableRows(page).first()).toContainText(CUSTOMERS[1]!.email);
      await expect(usersTableRows(page).first()).toContainText(`Grace Tester${RUN}`);

      // The search is in the URL: a reload keeps it.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(`e2e-${RUN}-grace`);
      await expect(usersTableRows(page)).toHaveCount(1);

      // By name too: this run's surname matches its three customers only.
      await page.getByRole('searchbox', { name: 'Search users' }).fill(`Tester${RUN}`);
      await expect(usersTableRows(page)).toHaveCount(CUSTOMERS.length);
    });

    await test.step('the public header shows the Admin link and the Admin Panel menu item', async () => {
      await page.goto('/');
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await expect(mainNav.getByRole('link', { name: 'Client Portal' })).toBeVisible();
      await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin1');
      await page.getByRole('banner').getByRole('button', { name: ADMIN_EMAIL }).click();
      await page.getByRole('link', { name: 'Admin Panel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });

    await test.step('the Services page still works inside the layout', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(/\/admin1\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      await expect(page.locator('.ant-table-row')).toHaveCount(SEEDED_SERVICES);
    });

    await test.step('Outgoing messages lists the verification e-mails this run sent', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outgoing messages' }).click();
      await expect(page).toHaveURL(/\/admin1\/messages$/);
      await expect(page.getByRole('heading', { level: 1, name: /Outgoing messages/ })).toBeVisible();
      const row = page.locator('.ant-table-row').filter({ hasText: CUSTOMERS[0]!.email });
      await expect(row.first()).toBeVisible();
      await expect(row.first()).toContainText('Sent');
    });
  });

  test('a signed-out visitor of /admin1/users is sent to the admin login, and back after signing in', async ({
    page,
  }) => {
    await page.goto('/admin1/users?role=customer');
    await expect(page.getByText('Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin1\/login\?redirect=/);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin1\/second-factor\?redirect=/);
    await passSecondStep(page);
    await expect(page).toHaveURL(/\/admin1\/users\?role=customer$/);
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
  });
});

test.describe('customer', () => {
  test('signing in at /admin1/login shows "Admin Access Required"', async ({ page, request }) => {
    const customer = { ...CUSTOMERS[0]!, email: `e2e-${RUN}-customer@example.test` };
    const since = Date.now();
    await signUp(page, customer);
    const code = await waitForCode(customer.email, since);
    expect(
      (
        await request.post('/api/auth/verify-email', {
          data: { email: customer.email, code, password: customer.password },
        })
      ).ok(),
    ).toBe(true);

    await page.goto('/admin1/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: customer.email })).toBeVisible();
  });
});

test.describe('staff member on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the navigation opens in a drawer', async ({ page }) => {
    await signInStaff(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin1\/users$/);
    await expect(drawer).toBeHidden();
    await expect(usersTableRows(page).first()).toBeVisible();
  });
});
