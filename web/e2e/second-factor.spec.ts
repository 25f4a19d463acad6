import { expect, test } from './support/app';
import { waitForCode } from './support/mailbox';
import { ADMIN_EMAILS_HINT, staffStorageState, totpCode } from './support/staff';

/**
 * Staff sign in with a second factor (issue 35, point 6): a staff account enrols a passkey (Chromium's
 * virtual authenticator) and an authenticator app (the code computed from the secret the page shows), signs
 * out, and signs in again with each; without the second step /admin1 stays closed. Its own staff account
 * (ADMIN_EMAILS must include E2E_SECOND_FACTOR_EMAIL), whose factors the shared staff session resets first,
 * so the journey runs again on the same server.
 */
const EMAIL = process.env.E2E_SECOND_FACTOR_EMAIL || 'second-factor@inspivision.test';
const PASSWORD = 'Second-step-journey-2025!';
const STEP_MS = 30_000;

test('staff enrol a passkey and an authenticator app, and sign in with each', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);

  await test.step('the account has a password and, reset by another staff member, no second factor', async () => {
    const api = await playwright.request.newContext({ baseURL });
    if (!(await api.post('/api/auth/email-login', { data: { email: EMAIL, password: PASSWORD } })).ok()) {
      const since = Date.now();
      expect((await api.post('/api/auth/admin-setup', { data: { email: EMAIL } })).ok()).toBe(true);
      const code = await waitForCode(EMAIL, since, ADMIN_EMAILS_HINT);
      const reset = await api.post('/api/auth/reset-password', { data: { email: EMAIL, code, newPassword: PASSWORD } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
    await api.dispose();
    const admin = await playwright.request.newContext({ baseURL, storageState: staffStorageState() });
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL! };
    const users = (await (await admin.get(`/api/admin/users?search=${encodeURIComponent(EMAIL)}`)).json()) as {
      items: { id: string; email: string }[];
    };
    const account = users.items.find((user) => user.email === EMAIL)!;
    const reset = await admin.post(`/api/admin/users/${account.id}/second-factor/reset`, { headers });
    expect(reset.ok(), await reset.text()).toBe(true);
    await admin.dispose();
  });

  const logIn = async () => {
    await page.goto('/admin1/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });

  await test.step('after the password alone the back office stays closed: set up a passkey', async () => {
    await logIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeVisible();
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    await page.goto('/admin1/users');
    await expect(page).toHaveURL(/\/admin1\/second-factor\?redirect=%2Fadmin1%2Fusers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    // Ant Design's radio buttons hide the input behind its label.
    await page.locator('label', { has: page.getByRole('radio', { name: 'Passkey' }) }).click();
    await expect(page.getByRole('radio', { name: 'Passkey' })).toBeChecked();
    await page.getByLabel('Passkey name').fill('Journey key');
    await page.getByRole('button', { name: 'Create passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I saved them: continue' }).click();
    await expect(page).toHaveURL(/\/admin1\/users$/);
  });

  let secret = '';
  let enrolledAt = 0;
  await test.step('add an authenticator app on the security page', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sign-in security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
    await expect(page.getByText('Journey key')).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    secret = (await dialog.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    enrolledAt = Date.now();
    await dialog.getByLabel('6-digit code from the app').fill(totpCode(secret, enrolledAt));
    await dialog.getByRole('button', { name: 'Turn on the authenticator app' }).click();
    await expect(page.getByText(/^Set up .* · last used/)).toBeVisible();
  });

  await test.step('sign out, sign in again with the passkey', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(dashboard).toBeVisible();
  });

  await test.step('sign out, sign in again with the authenticator app (a code of a later step)', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
    // The code of the enrolment's step was used: wait for the next one.
    const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
    await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 100));
    const code = page.getByLabel('6-digit code from your authenticator app');
    await code.fill(totpCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not right, or was used already' })).toBeVisible();
    await code.fill(totpCode(secret));
    // Enter, as a keyboard user sends it: after the failed try the button's spinner may still be leaving
    // (Ant Design's motion waits for a transition end), which leaves "loading" in the button's name.
    await code.press('Enter');
    await expect(dashboard).toBeVisible();
  });
});
