/**
 * The staff account of the journeys. The server must be started with ADMIN_EMAILS including
 * E2E_ADMIN_EMAIL (default admin@inspivision.test), and Playwright must see the server's DATA_DIR
 * (default `.data` at the repository root) to read the e-mailed code.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForCode } from './mailbox';

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL || 'admin@inspivision.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'Staff-journey-2025!';
export const ADMIN_EMAILS_HINT = `Is the server started with ADMIN_EMAILS including ${ADMIN_EMAIL}, and DATA_DIR the same as Playwright's?`;

/** Signs in at /admin1/login with the staff password. */
export async function logIn(page: Page) {
  await page.goto('/admin1/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in at /admin1/login, once when the staff password is set. On a fresh server (the login is
 * refused) the first password is set through admin-setup and the e-mailed code, then it signs in.
 * One attempt in the usual case: sign-ins are rate-limited per account.
 */
export async function signInStaff(page: Page, request: APIRequestContext) {
  await logIn(page);
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  const refused = page.getByText('Login failed');
  await expect(dashboard.or(refused)).toBeVisible();
  if (await dashboard.isVisible()) return;

  const since = Date.now();
  expect((await request.post('/api/auth/admin-setup', { data: { email: ADMIN_EMAIL } })).ok()).toBe(true);
  const code = await waitForCode(ADMIN_EMAIL, since, ADMIN_EMAILS_HINT);
  const reset = await request.post('/api/auth/reset-password', {
    data: { email: ADMIN_EMAIL, code, newPassword: ADMIN_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  await logIn(page);
  await expect(dashboard).toBeVisible();
}
