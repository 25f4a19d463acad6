import { type Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/app';
import { signUpVerifiedCustomer } from './support/customers';
import { ADMIN_EMAIL, signInStaff } from './support/staff';
import { SCREENS, screenName } from './support/viewports';

/**
 * Signing up with Google, against the journeys' local stand-in for Google (support/google.ts), and a
 * staff member suspending a client (issue 43, points 1 to 5), on a laptop's screen and a phone's.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface GoogleAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** At "Google" (the stand-in's sign-in page): sign in as `account`, or cancel. */
async function atGoogle(page: Page, account: GoogleAccount | 'cancel') {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible();
  if (account === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the sign-in page: the sign-up view's "Continue with Google". */
async function signUpWithGoogle(page: Page) {
  await waitForApp(page);
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
}

for (const viewport of SCREENS) {
  test.describe(`at ${screenName(viewport)}`, () => {
    test.use({ viewport });

    test('a visitor signs up with Google, is told why a cancelled attempt failed, and is greeted as new', async ({
      page,
    }) => {
      const account = { email: `e2e-google-${RUN}-${viewport.width}@example.test`, firstName: 'Nora', lastName: RUN };

      await test.step('cancelled at Google: the sign-in page says so and what to do next', async () => {
        await page.goto('/auth');
        await signUpWithGoogle(page);
        await atGoogle(page, 'cancel');
        await expect(page).toHaveURL(/\/auth\?error=google_cancelled$/);
        const problem = page.getByRole('alert', { name: 'Google sign-in cancelled' });
        await expect(problem).toContainText('Choose "Continue with Google" again when you are ready');
      });

      await test.step('signed up with Google: the portal greets a new client', async () => {
        await signUpWithGoogle(page);
        await atGoogle(page, account);
        await expect(page).toHaveURL(/\/portal$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your portal, Nora!' })).toBeVisible();
      });

      await test.step('signing in again with Google: welcomed back', async () => {
        await page.context().clearCookies();
        await page.goto('/auth');
        await page.getByRole('link', { name: 'Continue with Google' }).click();
        await atGoogle(page, account);
        await expect(page).toHaveURL(/\/portal$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Nora!' })).toBeVisible();
      });
    });

    test('a staff member suspends a client, who is told the account is suspended and how to reach the agency', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const customer = {
        email: `e2e-suspended-${RUN}-${viewport.width}@example.test`,
        firstName: 'Sam',
        lastName: `Suspended${RUN}at${viewport.width}`,
        password: 'Customer-pass-123',
      };
      const staffContext = await browser.newContext({ viewport });
      const staff = await staffContext.newPage();

      await test.step('the client signs up and uses the portal', async () => {
        await signUpVerifiedCustomer(page, customer);
        await page.goto('/portal');
        await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      });

      await test.step('staff suspend the account from its record, which keeps who did it and when', async () => {
        await signInStaff(staff);
        await staff.goto('/admin1/users');
        await staff.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
        await staff.getByLabel(`Open the record of Sam ${customer.lastName}`).click();
        const drawer = staff.locator('.ant-drawer-section');
        await drawer.getByRole('button', { name: `Suspend ${customer.email}` }).click();
        await staff.locator('.ant-popconfirm').getByRole('button', { name: 'Suspend' }).click();
        await expect(staff.getByText(`${customer.email} is suspended.`)).toBeVisible();
        await expect(drawer.getByText(new RegExp(`^Suspended .+ by .*\\(?${ADMIN_EMAIL}\\)?$`))).toBeVisible();
        await staffContext.close();
      });

      await test.step('the client is signed out and told why, with the agency’s contact details', async () => {
        await page.goto('/portal/profile');
        await expect(page).toHaveURL(/\/auth\?error=account_suspended&redirect=%2Fportal%2Fprofile$/);
        const problem = page.getByRole('alert', { name: 'Your account is suspended' });
        await expect(problem.getByRole('link', { name: 'hello@inspivision.com' })).toHaveAttribute(
          'href',
          'mailto:hello@inspivision.com',
        );
        await expect(problem.getByRole('link', { name: 'contact page' })).toBeVisible();
      });
    });
  });
}
