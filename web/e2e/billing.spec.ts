import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { signUpVerifiedCustomer } from './support/customers';
import { linkAfter, waitForCode, waitForMail } from './support/mailbox';
import { ADMIN_EMAILS_HINT, signInStaff } from './support/staff';

/**
 * Money end to end on the embedded defaults (the simulated payment driver, the log mail driver): staff
 * create and send an invoice to a client account; the client's e-mail has the pay link; the client pays on
 * the simulated checkout; the receipt e-mail carries the PDF stamped with the number and the total; the
 * portal lists the invoice as paid. The server must be started with ADMIN_EMAILS including E2E_ADMIN_EMAIL
 * and share DATA_DIR with Playwright (see .ci/run).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CLIENT = { firstName: 'Rosa', lastName: `Billing${RUN}`, email: `e2e-${RUN}-rosa@example.test` };
const PASSWORD = 'amber-quarry-lantern-58';

/** poppler's pdftotext, layout kept: a row of the invoice stays on one line. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

/** A client account, signed up and verified in `page` (as a visitor does it). */
async function signUpClient(page: Page) {
  const since = Date.now();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  const signup = page.getByRole('form', { name: 'Create account' });
  await signup.getByLabel('First name').fill(CLIENT.firstName);
  await signup.getByLabel('Last name').fill(CLIENT.lastName);
  await signup.getByLabel('Email').fill(CLIENT.email);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  const verify = page.getByRole('form', { name: 'Verify email' });
  await expect(verify).toBeVisible();
  await verify.getByLabel('Verification code').fill(await waitForCode(CLIENT.email, since, '', 20_000));
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

test('staff bill a client, who pays from the e-mailed link and gets a receipt with the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await test.step('the client has an account', () => signUpClient(page));

  const staff = await (await browser.newContext()).newPage();
  const sentSince = Date.now();
  let invoiceNumber = '';

  await test.step('staff create the invoice for the client account and send it', async () => {
    await signInStaff(staff, staff.request);
    await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Create invoice' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();

    const account = staff.getByRole('combobox', { name: 'Client account' });
    await account.click();
    await account.fill(CLIENT.email);
    // antd's visible option (its role="option" twin is a hidden copy for screen readers).
    await staff.locator('.ant-select-item-option', { hasText: CLIENT.email }).click();
    await expect(staff.locator('.ant-select', { has: account })).toContainText(CLIENT.email);

    const first = staff.getByRole('group', { name: 'Item 1' });
    await first.getByLabel('Title').fill('LLC formation (Delaware)');
    await first.getByLabel('Quantity').fill('1');
    await first.getByLabel('Unit price').fill('500');
    await staff.getByRole('button', { name: 'Add item' }).click();
    const second = staff.getByRole('group', { name: 'Item 2' });
    await second.getByLabel('Title').fill('Strategy hours');
    await second.getByLabel('Quantity').fill('1.5');
    await second.getByLabel('Unit price').fill('120');
    await expect(second.getByText('$180.00')).toBeVisible();
    await expect(staff.getByTestId('items-total')).toHaveText('Subtotal $680.00');
    await expect(staff.getByTestId('invoice-total')).toHaveText('$680.00');
    await staff.getByLabel('Invoice description').fill(`Company formation package ${RUN}`);

    await staff.getByRole('button', { name: 'Send to client' }).click();
    const sent = staff.getByText(new RegExp(`^Invoice (INV-\\d{4}-\\d{4,}) sent to ${CLIENT.email}\\.$`));
    await expect(sent).toBeVisible();
    invoiceNumber = /INV-\d{4}-\d{4,}/.exec((await sent.textContent()) ?? '')![0];
    await expect(staff).toHaveURL(/\/admin1\/invoices\?/);
    await expect(staff.locator('.ant-table-tbody tr.ant-table-row', { hasText: invoiceNumber })).toContainText(
      'Awaiting payment',
    );
  });

  let payPath = '';
  await test.step("the client's e-mail has the pay link", async () => {
    const mail = await waitForMail(CLIENT.email, sentSince, (candidate) => candidate.subject.includes(invoiceNumber), {
      description: `invoice ${invoiceNumber}`,
      hint: ADMIN_EMAILS_HINT,
    });
    payPath = linkAfter(mail, 'Pay it online:') ?? '';
    expect(payPath).toMatch(/^\/pay-invoice\/[A-Za-z0-9_-]{22}$/);
  });

  const paidSince = Date.now();
  await test.step('the client pays with the simulated checkout', async () => {
    await page.goto(payPath);
    await expect(page.getByRole('heading', { level: 1, name: invoiceNumber })).toBeVisible();
    await expect(page.getByLabel('Totals')).toContainText('$680.00');
    await page.getByRole('button', { name: 'Pay $680.00' }).click();

    // The simulated driver's test-mode checkout page, served by the API.
    await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${invoiceNumber}` })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$680\.00/ }).click();

    await expect(page).toHaveURL(/checkout=success/);
    await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.pay-actions')).toContainText('Paid');
  });

  await test.step('the receipt e-mail carries the PDF with the number and the total', async () => {
    const receipt = await waitForMail(
      CLIENT.email,
      paidSince,
      (candidate) => candidate.subject.startsWith(`Receipt for invoice ${invoiceNumber}`),
      { description: `the receipt of ${invoiceNumber}` },
    );
    const pdf = receipt.attachments.find((attachment) => attachment.filename === `${invoiceNumber}.pdf`);
    expect(pdf, 'the invoice PDF attached to the receipt').toBeDefined();
    const text = pdfText(pdf!.bytes);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('$680.00');
    expect(text).toMatch(/PAID/);
  });

  await test.step('the portal lists the invoice as paid', async () => {
    await page.goto('/portal/invoices');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: invoiceNumber }) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$680.00');
    await expect(row.getByRole('link', { name: `Pay ${invoiceNumber}` })).toHaveCount(0);
  });

  await staff.context().close();
});

test('staff bill with tax and a discount, allowing part payments; the client pays part, then the rest, with two receipts', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const client = {
    firstName: 'Tomas',
    lastName: `Partial${RUN}`,
    email: `e2e-${RUN}-tomas@example.test`,
    password: PASSWORD,
  };
  await test.step('the client has an account', () => signUpVerifiedCustomer(page, client));

  const staff = await (await browser.newContext()).newPage();
  const sentSince = Date.now();
  let invoiceNumber = '';

  await test.step('staff create an invoice with a tax rate, an exempt line, 10% off and part payments allowed', async () => {
    await signInStaff(staff, staff.request);
    await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Create invoice' }).click();
    const account = staff.getByRole('combobox', { name: 'Client account' });
    await account.click();
    await account.fill(client.email);
    await staff.locator('.ant-select-item-option', { hasText: client.email }).click();

    const lines = [
      { title: 'Website design', quantity: '1', price: '500' },
      { title: 'Strategy hours', quantity: '1.5', price: '120' },
      { title: 'State filing fee', quantity: '1', price: '90', taxRate: '0' },
    ];
    for (const [index, line] of lines.entries()) {
      if (index > 0) await staff.getByRole('button', { name: 'Add item' }).click();
      const row = staff.getByRole('group', { name: `Item ${index + 1}` });
      await row.getByLabel('Title').fill(line.title);
      await row.getByLabel('Quantity').fill(line.quantity);
      await row.getByLabel('Unit price').fill(line.price);
      if (line.taxRate) await row.getByLabel(/^Tax rate/).fill(line.taxRate);
    }
    const pricing = staff.getByRole('group', { name: 'Tax, discount and payment' });
    await pricing.getByLabel(/^Tax rate/).fill('8.25');
    await pricing.getByText('Percent', { exact: true }).click();
    await pricing.getByLabel('Discount percent').fill('10');
    await pricing.getByLabel('Allow partial payment').check();
    await pricing.getByLabel(/^Minimum payment/).fill('100');
    // 770.00 − 10% + 8.25% of the two taxed lines after their part of the discount (37.13 + 13.37).
    const totals = staff.getByLabel('Invoice totals');
    await expect(totals).toContainText('Discount (10%)-$77.00');
    await expect(totals).toContainText('Tax 8.25%$50.50');
    await expect(staff.getByTestId('invoice-total')).toHaveText('$743.50');

    await staff.getByRole('button', { name: 'Send to client' }).click();
    const sent = staff.getByText(new RegExp(`^Invoice (INV-\\d{4}-\\d{4,}) sent to ${client.email}\\.$`));
    await expect(sent).toBeVisible();
    invoiceNumber = /INV-\d{4}-\d{4,}/.exec((await sent.textContent()) ?? '')![0];
  });

  let payPath = '';
  await test.step("the client's e-mail has the pay link for the total", async () => {
    const mail = await waitForMail(client.email, sentSince, (candidate) => candidate.subject.includes(invoiceNumber), {
      description: `invoice ${invoiceNumber}`,
      hint: ADMIN_EMAILS_HINT,
    });
    expect(mail.subject).toContain('$743.50');
    payPath = linkAfter(mail, 'Pay it online:') ?? '';
  });

  const receiptOf = (since: number, amount: string) =>
    waitForMail(
      client.email,
      since,
      (candidate) => candidate.subject === `Receipt for invoice ${invoiceNumber}: ${amount} paid`,
      { description: `the receipt of ${amount} on ${invoiceNumber}` },
    );

  const partSince = Date.now();
  await test.step('the client pays $250.00 of it on the simulated checkout', async () => {
    await page.goto(payPath);
    await expect(page.getByLabel('Totals')).toContainText(
      'Subtotal$770.00Discount (10%)-$77.00Tax 8.25%$50.50Total$743.50Amount due$743.50',
    );
    await page.getByLabel('Pay part of it').check();
    await page.getByLabel('Amount to pay').fill('250');
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${invoiceNumber}` })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$250\.00/ }).click();

    await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'left to pay' })).toContainText('$493.50 is left to pay');
    await expect(page.getByRole('table', { name: 'Payments received' })).toContainText('Card$250.00');
  });

  await test.step('its receipt says the payment and the balance left', async () => {
    const receipt = await receiptOf(partSince, '$250.00');
    expect(receipt.text).toContain('Balance left to pay: $493.50.');
    const text = pdfText(
      receipt.attachments.find((attachment) => attachment.filename === `${invoiceNumber}.pdf`)!.bytes,
    );
    expect(text).toMatch(/Amount due\s+\$493\.50/);
    expect(text).not.toMatch(/PAID/);
  });

  const restSince = Date.now();
  await test.step('the client pays the rest', async () => {
    await page.getByRole('button', { name: 'Pay $493.50' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${invoiceNumber}` })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$493\.50/ }).click();
    await expect(page.getByText(`Invoice ${invoiceNumber} is paid.`, { exact: false })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('the second receipt carries the PDF with both payments and nothing due', async () => {
    const receipt = await receiptOf(restSince, '$493.50');
    expect(receipt.text).toContain(`Invoice ${invoiceNumber} is paid in full.`);
    const text = pdfText(
      receipt.attachments.find((attachment) => attachment.filename === `${invoiceNumber}.pdf`)!.bytes,
    );
    expect(text).toMatch(/Total\s+\$743\.50/);
    expect(text).toMatch(/PAYMENTS RECEIVED/);
    expect(text).toMatch(/Card\s+\$250\.00\n/);
    expect(text).toMatch(/Card\s+\$493\.50\n/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
    expect(text).toMatch(/PAID/);
  });

  await staff.context().close();
});
