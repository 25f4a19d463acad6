import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/app';
import { axeFailures, describeFailures } from './support/axe';
import { signUpVerifiedCustomer } from './support/customers';
import { waitForCode } from './support/mailbox';
import { signInStaff } from './support/staff';

/**
 * The referral programme end to end on the embedded defaults (simulated payments, log mail): a client copies
 * their link on /portal/refer; a friend opens it in another browser, signs up through the site's form and
 * verifies; staff send the friend an invoice (through the API, as the billing journey covers those screens),
 * which the friend pays on the simulated checkout; the client then sees the conversion and $100.00 of credit
 * (REFERRAL_CREDIT_CENTS' default) on /portal/refer and /portal/billing, and their next invoice's checkout takes
 * it off the card payment; staff see the conversion on the dashboard. The client's screens get the axe check of
 * ./support/app, the staff dashboard its own. The server must be started with ADMIN_EMAILS including
 * E2E_ADMIN_EMAIL and share DATA_DIR with Playwright (see .ci/run).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REFERRER = {
  firstName: 'Ada',
  lastName: `Referrer${RUN}`,
  email: `e2e-${RUN}-ada@example.test`,
  password: 'maple-signal-quartz-64',
};
const FRIEND = {
  firstName: 'Bruno',
  lastName: `Referred${RUN}`,
  email: `e2e-${RUN}-bruno@example.test`,
  password: 'harbor-violet-cedar-37',
};
/** Another test card than the simulated checkout's default: the friend's card is not the referrer's. */
const FRIEND_CARD = '5555 5555 5555 4444';
const DAY_MS = 24 * 3_600_000;

/** The figure named `label` on /portal/refer ("Your referrals"). */
const figure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Your referrals' })
    .locator('.refer-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The "Conversions" figure of the dashboard's Referrals card, as a number. */
async function dashboardConversions(staff: Page): Promise<number> {
  const card = staff.getByRole('region', { name: 'Referrals', exact: true });
  const statistic = card.locator('.ant-statistic').filter({ hasText: /^Conversions/ });
  await expect(statistic).toBeVisible();
  const value = (await statistic.locator('.ant-statistic-content').textContent()) ?? '';
  return Number(value.replace(/[^\d]/g, ''));
}

/**
 * Staff create an invoice for the account of `customer` (signed in on `customerPage`) and send it; returns its
 * number and the path of its pay link. As the site's own pages call: the CSRF check wants the site's origin.
 */
async function sendInvoice(staff: Page, customerPage: Page, title: string, cents: number) {
  const { id: userId } = (await (await customerPage.request.get('/api/auth/user')).json()) as { id: string };
  const created = await staff.request.post('/api/admin/invoices', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(staff.url()).origin },
    data: {
      userId,
      items: [{ title: `${title} ${RUN}`, quantity: 100, unitPriceCents: cents }],
      dueDate: new Date(Date.now() + 14 * DAY_MS).toISOString(),
      send: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()) as { invoiceNumber: string; payUrl: string; status: string };
  expect(invoice.status).toBe('sent');
  return { number: invoice.invoiceNumber, payPath: new URL(invoice.payUrl).pathname };
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a friend signs up through a client’s link and pays; the client earns a credit that pays part of their next invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  let shareUrl = '';

  await test.step('the client copies their referral link on /portal/refer', async () => {
    await signUpVerifiedCustomer(page, REFERRER);
    await page.goto('/portal/refer');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How it works' })).toContainText(
      'you earn $100.00 in account credit',
    );
    const link = page.getByLabel('Your referral link');
    await expect(link).toHaveValue(/\/\?ref=[A-Z0-9]{8}$/);
    shareUrl = await link.inputValue();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('toast')).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await expect(figure(page, 'Link visits')).toHaveText('0');
    await expect(figure(page, 'Converted clients')).toHaveText('0');
    await expect(figure(page, 'Credits available')).toHaveText('$0.00');
  });

  // The friend's own browser: nothing of the client's session.
  const friend = await (await browser.newContext()).newPage();
  const code = new URL(shareUrl).searchParams.get('ref')!;

  await test.step('a friend opens the link, signs up through the form and verifies', async () => {
    // The link as shared, on the origin the journeys run against (PUBLIC_URL may name another).
    await friend.goto(`${new URL(shareUrl).pathname}${new URL(shareUrl).search}`);
    await waitForApp(friend);
    // The site remembers the code for the sign-up (docs/modules/referrals.md#the-referral-cookie).
    await expect
      .poll(async () => (await friend.context().cookies()).find(({ name }) => name === 'inspivision_ref')?.value)
      .toBe(code);
    await friend.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await friend.getByRole('button', { name: 'Create one' }).click();
    const since = Date.now();
    const signup = friend.getByRole('form', { name: 'Create account' });
    await signup.getByLabel('First name').fill(FRIEND.firstName);
    await signup.getByLabel('Last name').fill(FRIEND.lastName);
    await signup.getByLabel('Email').fill(FRIEND.email);
    await signup.getByLabel('Password', { exact: true }).fill(FRIEND.password);
    await signup.getByRole('button', { name: 'Create Account' }).click();
    const verify = friend.getByRole('form', { name: 'Verify email' });
    await expect(verify).toBeVisible();
    await verify.getByLabel('Verification code').fill(await waitForCode(FRIEND.email, since));
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(friend).toHaveURL(/\/portal$/);
  });

  await test.step('the client sees the visit and the sign-up', async () => {
    await page.reload();
    await waitForApp(page);
    await expect(figure(page, 'Link visits')).toHaveText('1');
    await expect(figure(page, 'Sign-ups')).toHaveText('1');
    await expect(figure(page, 'Converted clients')).toHaveText('0');
  });

  const staff = await (await browser.newContext()).newPage();
  // The back office's first load can be slow on a busy machine: try again rather than fail the journey.
  await expect(() => signInStaff(staff, staff.request)).toPass({ timeout: 60_000 });
  const conversionsBefore = await dashboardConversions(staff);

  await test.step('staff send the friend an invoice, which the friend pays on the simulated checkout', async () => {
    const invoice = await sendInvoice(staff, friend, 'Company formation package', 50_000);
    await friend.goto(invoice.payPath);
    await waitForApp(friend);
    await expect(friend.getByRole('heading', { level: 1, name: invoice.number })).toBeVisible();
    await friend.getByRole('button', { name: 'Pay $500.00' }).click();
    await expect(friend.getByRole('heading', { level: 1, name: `Pay invoice ${invoice.number}` })).toBeVisible();
    await friend.getByLabel('Test card number').fill(FRIEND_CARD);
    await friend.getByRole('button', { name: /^Pay \$500\.00/ }).click();
    await expect(friend.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('the client sees the conversion and $100.00 of credit on /portal/refer', async () => {
    // The conversion follows the payment's event: reload until it shows.
    await expect(async () => {
      await page.reload();
      await waitForApp(page);
      await expect(figure(page, 'Converted clients')).toHaveText('1', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(figure(page, 'Credits earned')).toHaveText('$100.00');
    await expect(figure(page, 'Credits available')).toHaveText('$100.00');
  });

  await test.step('and on /portal/billing', async () => {
    await page.goto('/portal/billing');
    const credits = page.getByRole('region', { name: 'Account credits' });
    await expect(credits).toContainText('Available $100.00');
    await expect(credits.getByRole('list', { name: 'Your credits' })).toContainText('Referral reward');
  });

  await test.step("the client's next invoice: the credit takes $100.00 off the card payment", async () => {
    const invoice = await sendInvoice(staff, page, 'Annual report filing', 30_000);
    await page.goto(invoice.payPath);
    await expect(page.getByRole('heading', { level: 1, name: invoice.number })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${invoice.number}` })).toBeVisible();
    await expect(page.getByText('Account credits applied: $100.00')).toBeVisible();
    await expect(page.getByText('Amount to pay by card: $200.00')).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$200\.00/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Totals')).toContainText('Account credits applied-$100.00');

    await page.goto('/portal/refer');
    await expect(figure(page, 'Credits earned')).toHaveText('$100.00');
    await expect(figure(page, 'Credits available')).toHaveText('$0.00');
  });

  await test.step('staff see the conversion on the dashboard', async () => {
    await expect(async () => {
      await staff.goto('/admin1');
      await waitForApp(staff);
      expect(await dashboardConversions(staff)).toBeGreaterThanOrEqual(conversionsBefore + 1);
    }).toPass({ timeout: 30_000 });
    expect.soft(describeFailures(await axeFailures(staff)), 'axe on the staff dashboard').toBe('');
  });

  await friend.context().close();
  await staff.context().close();
});
