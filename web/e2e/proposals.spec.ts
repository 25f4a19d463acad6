import { expect, test } from './support/app';
import { solvedBotCheck } from './support/bot-check';
import { linkAfter, waitForCode, waitForMail } from './support/mailbox';
import { ADMIN_EMAILS_HINT, signInStaff } from './support/staff';

/**
 * A proposal end to end on the embedded defaults (simulated payment driver, log mail driver): a lead's
 * service inquiry; staff write and send a proposal for it in the back office; the lead opens the e-mailed
 * link, creates an account on the way, signs with a drawn signature and chooses to pay the whole amount;
 * the pay page takes the payment; the project is then active in the portal and in the back office. Each
 * screen gets the axe check of ./support/app.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CLIENT = { firstName: 'Iris', lastName: `Proposal${RUN}`, email: `e2e-${RUN}-iris@example.test` };
const PASSWORD = 'amber-quarry-lantern-58';
const TITLE = `Formation and website ${RUN}`;

test('staff send a proposal; the lead signs it with a drawn signature, pays in full, and the project is active', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await test.step('a visitor sends a service inquiry', async () => {
    const inquiry = await page.request.post('/api/service-inquiry', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        ...(await solvedBotCheck(page)),
        ...CLIENT,
        phone: '+1 404 555 0134',
        country: 'United States',
        servicesInterested: ['Business Formation & Legal Setup'],
        budget: '$3,000 - $5,000 USD',
        businessType: 'E-commerce Store',
        message: `Inquiry ${RUN}`,
      },
    });
    expect(inquiry.status(), await inquiry.text()).toBe(201);
  });

  const staff = await (await browser.newContext()).newPage();
  const sentSince = Date.now();
  await test.step('staff write the proposal for the inquiry and send it', async () => {
    await signInStaff(staff, staff.request);
    await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Create proposal' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Create proposal' })).toBeVisible();
    await staff.getByText('From a service inquiry').click();
    const inquiry = staff.getByRole('combobox', { name: 'Service inquiry' });
    await inquiry.click();
    await inquiry.fill(CLIENT.email);
    await staff.locator('.ant-select-item-option', { hasText: CLIENT.email }).click();

    await staff.getByLabel('Title', { exact: true }).first().fill(TITLE);
    const first = staff.getByRole('group', { name: 'Item 1' });
    await first.getByLabel('Title').fill('Company formation');
    await first.getByLabel('Quantity').fill('1');
    await first.getByLabel('Unit price').fill('800');
    await staff.getByRole('button', { name: 'Add item' }).click();
    const second = staff.getByRole('group', { name: 'Item 2' });
    await second.getByLabel('Title').fill('Website');
    await second.getByLabel('Quantity').fill('1');
    await second.getByLabel('Unit price').fill('1200');
    // The preview is the client's page: its totals follow the typing.
    const preview = staff.getByRole('article', { name: TITLE });
    await expect(preview.getByLabel('Totals')).toContainText('$2,000.00');
    await expect(preview.getByLabel('Totals')).toContainText('$1,000.00');

    await staff.getByRole('button', { name: 'Send to client' }).click();
    await expect(staff).toHaveURL(/\/admin1\/proposals/);
    await expect(staff.locator('.ant-table-tbody tr.ant-table-row', { hasText: TITLE })).toContainText('Sent');
  });

  let proposalPath = '';
  await test.step('the lead opens the e-mailed link, creates an account and lands on the proposal', async () => {
    const mail = await waitForMail(CLIENT.email, sentSince, (candidate) => candidate.subject.includes(TITLE), {
      description: 'the proposal',
      hint: ADMIN_EMAILS_HINT,
    });
    const link = linkAfter(mail, 'once you are signed in):');
    expect(link).toMatch(/^\/auth\?redirect=/);
    proposalPath = decodeURIComponent(link!.split('redirect=')[1]!);
    expect(proposalPath).toMatch(/^\/portal\/proposals\/[0-9a-f-]{36}$/);

    const since = Date.now();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Create one' }).click();
    const signup = page.getByRole('form', { name: 'Create account' });
    await signup.getByLabel('First name').fill(CLIENT.firstName);
    await signup.getByLabel('Last name').fill(CLIENT.lastName);
    await signup.getByLabel('Email').fill(CLIENT.email);
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create Account' }).click();
    const verify = page.getByRole('form', { name: 'Verify email' });
    await verify.getByLabel('Verification code').fill(await waitForCode(CLIENT.email, since, '', 20_000));
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(new RegExp(`${proposalPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  await test.step('the lead signs with a drawn signature and chooses to pay the whole amount', async () => {
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    const form = page.getByRole('form', { name: 'Sign and accept' });
    await form.getByLabel('Full name').fill(`${CLIENT.firstName} ${CLIENT.lastName}`);
    const pad = form.getByRole('img', { name: /Signature pad/ });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(box.x + 30 + step * 12, box.y + box.height * 0.6 + Math.sin(step / 2) * 25, { steps: 2 });
    }
    await page.mouse.up();
    await expect(page.getByText('Signature drawn.')).toBeAttached();
    await form.getByLabel(/^I agree to use electronic records/).check();
    await form.getByLabel(/^By typing my name/).check();
    await form.getByLabel('Pay the whole amount ($2,000.00)').check();
    await form.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page).toHaveURL(/\/pay-invoice\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  });

  await test.step('the pay page takes the whole amount', async () => {
    await expect(page.locator('.pay-actions')).toContainText('$2,000.00');
    await page.getByRole('button', { name: 'Pay $2,000.00' }).click();
    await page.getByRole('button', { name: /^Pay \$2,000\.00/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the project is active in the portal, and the signed PDF is there', async () => {
    await page.goto('/portal');
    await expect(async () => {
      await page.reload();
      const projects = page.getByRole('list', { name: 'Your projects' });
      await expect(projects.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Active', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await page.goto(proposalPath);
    await expect(page.getByText('You accepted and signed this proposal')).toBeVisible();
    await expect(page.getByText(/is paid\. Thank you!/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  await test.step('staff see the proposal accepted and the project active', async () => {
    await staff.goto('/admin1/proposals');
    await expect(staff.locator('.ant-table-tbody tr.ant-table-row', { hasText: TITLE })).toContainText('Accepted');
    await staff.goto('/admin1/projects');
    await expect(staff.locator('.ant-table-tbody tr.ant-table-row', { hasText: TITLE })).toContainText('Active');
  });
});
