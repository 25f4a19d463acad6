import { expect, test } from './support/app';
import { axeFailures, describeFailures } from './support/axe';
import { signUpVerifiedCustomer } from './support/customers';
import { totpCode } from './support/staff';

/**
 * A customer's optional second factor: a new customer turns on an authenticator app from the profile (the
 * code computed from the key the page shows), signs out, and signs in again with the password, which now
 * leads to /auth/second-factor; a code of the app opens the portal. Axe checks both screens as they are.
 */
const STEP_MS = 30_000;

test('a customer turns on an authenticator app and is asked for it at the next sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = {
    email: `e2e-2fa-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`,
    firstName: 'Tomasa',
    lastName: 'Segura',
    password: 'Second-step-customer-42',
  };

  await test.step('sign up (the verified code signs the browser in)', async () => {
    await signUpVerifiedCustomer(page, customer);
  });

  let secret = '';
  let enrolledAt = 0;
  await test.step('turn on an authenticator app from the profile and save the recovery codes', async () => {
    await page.goto('/portal/profile');
    const section = page.getByRole('region', { name: 'Sign-in security' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const setup = section.getByRole('form', { name: 'Set up an authenticator app' });
    await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
    secret = (await setup.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    enrolledAt = Date.now();
    await setup.getByLabel('6-digit code from the app').fill(totpCode(secret, enrolledAt));
    await setup.getByRole('button', { name: 'Turn on the authenticator app' }).click();

    await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    expect(describeFailures(await axeFailures(page)), 'axe on the profile with new recovery codes').toBe('');
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByText(/^Set up .+ · last used .+$/)).toBeVisible();
    await expect(section.getByText(/^10 unused recovery codes left\./)).toBeVisible();
  });

  await test.step('sign out, sign in with the password: the second step comes before the portal', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Tomasa/ })
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Log In' }).click();

    await expect(page).toHaveURL(/\/auth\/second-factor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeFocused();
    // Until it passes, the portal's own data stays closed.
    expect((await page.request.get('/api/auth/profile')).status()).toBe(403);
    expect(describeFailures(await axeFailures(page)), 'axe on /auth/second-factor').toBe('');
  });

  await test.step('a code of the app opens the portal', async () => {
    // The enrolment used its step's code: each step is accepted once, so wait for the next one.
    const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
    await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 100));
    await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tomasa!' })).toBeVisible();
  });
});
