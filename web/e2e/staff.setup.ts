import { expect, test as setup } from '@playwright/test';
import { waitForCode } from './support/mailbox';
import {
  ADMIN_EMAIL,
  ADMIN_EMAILS_HINT,
  ADMIN_PASSWORD,
  logIn,
  passSecondStep,
  saveStaffSecret,
  staffCode,
  staffStorageState,
} from './support/staff';

/**
 * The staff session the journeys share: on a fresh server the first password is set at
 * /admin1/set-password and an authenticator app is set up from the secret the page shows; later runs
 * sign in with the password and a code. Runs before the journeys (playwright.config.ts).
 */
setup('staff sign in: password, then the second factor', async ({ page, playwright, baseURL }) => {
  setup.setTimeout(120_000);
  const probe = await playwright.request.newContext({ baseURL });
  const passwordSet = (
    await probe.post('/api/auth/email-login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  ).ok();
  await probe.dispose();

  if (!passwordSet) {
    await setup.step('set-password: e-mail, then the e-mailed code and a new password', async () => {
      await page.goto('/admin1/set-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Set your admin password' })).toBeVisible();
      const since = Date.now();
      await page.getByLabel('Staff e-mail').fill(ADMIN_EMAIL);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(`Check the inbox of ${ADMIN_EMAIL}`)).toBeVisible();
      await page.getByLabel('6-digit code').fill(await waitForCode(ADMIN_EMAIL, since, ADMIN_EMAILS_HINT));
      await page.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
      await page.getByLabel('Confirm password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
    });
  }

  await logIn(page);
  const enrol = page.getByRole('heading', { level: 1, name: 'Set up a second factor' });
  const verify = page.getByRole('heading', { level: 1, name: 'Verify it’s you' });
  await expect(enrol.or(verify)).toBeVisible();
  if (await enrol.isVisible()) {
    await setup.step('a fresh account sets up its authenticator app from the secret shown', async () => {
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      saveStaffSecret(secret);
      await page.getByLabel('6-digit code from the app').fill(await staffCode());
      await page.getByRole('button', { name: 'Turn on the authenticator app' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
      await page.getByRole('button', { name: 'I saved them: continue' }).click();
    });
  } else {
    await passSecondStep(page);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.context().storageState({ path: staffStorageState() });
});
