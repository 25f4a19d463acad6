import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { axeFailures, describeFailures } from './support/axe';
import { signUpVerifiedCustomer } from './support/customers';
import { signInStaff } from './support/staff';

/**
 * A project from its deposit to its balance on the embedded defaults (simulated payments, log mail, in-process
 * live updates): staff send a website proposal that the client accepts and pays a deposit on (set up through
 * the API, as the proposals journey covers those screens); the client fills in the website questionnaire across
 * two visits, shares a document and writes to staff; staff answer, mark a step done and complete the project,
 * each change reaching the client's open page without a reload; the balance invoice arrives and is paid.
 * Each client screen gets the axe check of ./support/app, the staff page its own.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CLIENT = {
  firstName: 'Nora',
  lastName: `Project${RUN}`,
  email: `e2e-${RUN}-nora@example.test`,
  password: 'cedar-harbor-violet-71',
};
const TITLE = `Bakery website ${RUN}`;
const DAY_MS = 24 * 3_600_000;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Pays what the pay page asks through the simulated checkout. */
async function pay(page: Page, amount: string) {
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.getByRole('button', { name: new RegExp(`^Pay \\${amount}`) }).click();
  await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible({ timeout: 30_000 });
}

test('a client fills in their questionnaire, shares a document and talks with staff; staff complete the project and the balance is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const staff = await (await browser.newContext()).newPage();
  let projectId = '';

  await test.step('staff send a website proposal; the client accepts it and pays the deposit', async () => {
    await signUpVerifiedCustomer(page, CLIENT);
    const { id: userId } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await signInStaff(staff, staff.request);
    // As the site's own pages call: the CSRF check wants the site's origin on writes.
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(staff.url()).origin };
    const created = await staff.request.post('/api/admin/proposals', {
      headers,
      data: {
        userId,
        title: TITLE,
        service: 'Website & App Development',
        items: [{ title: 'Website design and build', quantity: 100, unitPriceCents: 200000 }],
        validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: proposalId } = (await created.json()) as { id: string };
    expect((await staff.request.post(`/api/admin/proposals/${proposalId}/send`, { headers })).status()).toBe(200);
    const shown = (await (await page.request.get(`/api/portal/proposals/${proposalId}`)).json()) as {
      documentSha256: string;
    };
    const accepted = await page.request.post(`/api/portal/proposals/${proposalId}/accept`, {
      headers,
      data: {
        signerName: `${CLIENT.firstName} ${CLIENT.lastName}`,
        consentToElectronicRecords: true,
        intentToSign: true,
        paymentChoice: 'deposit',
        documentSha256: shown.documentSha256,
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const acceptance = (await accepted.json()) as { projectId: string; payUrl: string };
    projectId = acceptance.projectId;
    await page.goto(new URL(acceptance.payUrl).pathname);
    await pay(page, '$1,000.00');
  });

  await test.step('the dashboard leads to the project, active, with its steps and checklist', async () => {
    await page.goto('/portal');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible({ timeout: 2_000 });
      await expect(page.getByRole('progressbar').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('link', { name: TITLE }).first().click();
    await expect(page).toHaveURL(new RegExp(`/portal/projects/${projectId}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Discovery and sitemap');
    await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 10_000 });
  });

  await test.step('the client starts the website questionnaire, saves it and leaves', async () => {
    await page
      .getByRole('region', { name: 'Onboarding checklist' })
      .getByRole('link', { name: /Start the questionnaire/ })
      .click();
    await expect(page).toHaveURL(/\/portal\/questionnaire\/website\?projectId=/);
    await page.getByLabel("What is the site's main job?").selectOption({ label: 'Bring in enquiries and leads' });
    await page.getByLabel('Who are your customers?').fill('Neighbours who want fresh bread and cakes for events.');
    await page.getByRole('button', { name: 'Save and finish later' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto(`/portal/projects/${projectId}`);
    await expect(page.getByRole('region', { name: 'Onboarding checklist' })).toContainText('Draft saved');
  });

  await test.step('on a second visit the answers are there; the client finishes and submits', async () => {
    await page
      .getByRole('region', { name: 'Onboarding checklist' })
      .getByRole('link', { name: /Continue the questionnaire/ })
      .click();
    await expect(page.getByLabel('Who are your customers?')).toHaveValue(
      'Neighbours who want fresh bread and cakes for events.',
    );
    const pages = page.getByRole('group', { name: /Which pages do you need\?/ });
    await pages.getByLabel('Home', { exact: true }).check();
    await pages.getByLabel('Contact', { exact: true }).check();
    await page.getByLabel('Are your texts and images ready?').selectOption({ label: 'Some of them' });
    await page
      .getByRole('group', { name: /Do you already own a domain name\?/ })
      .getByLabel('No', { exact: true })
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /^Submitted on .+\. Thank you!$/ })).toBeVisible();
    await page.goto(`/portal/projects/${projectId}`);
    await expect(page.getByRole('region', { name: 'Onboarding checklist' })).toContainText('Submitted');
  });

  await test.step('the client shares a document and writes to staff', async () => {
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByLabel('Choose a file to upload').setInputFiles({
      name: 'Bakery logo brief.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documents.getByRole('listitem').filter({ hasText: 'Bakery logo brief.pdf' })).toBeVisible();
    const thread = page.getByRole('form', { name: 'Write a message' });
    await thread.getByLabel('Your message').fill('Here is our brief. Could we see a first design next week?');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log')).toContainText('Could we see a first design next week?');
    await expect(thread.getByLabel('Your message')).toHaveValue('');
  });

  await test.step('staff read it on the project page and answer; the client sees the answer without reloading', async () => {
    await staff.goto(`/admin1/projects/${projectId}`);
    await expect(staff.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(staff.getByRole('log')).toContainText('Could we see a first design next week?');
    await expect(staff.getByText('Bakery logo brief.pdf').first()).toBeVisible();
    await expect(staff.getByText('Neighbours who want fresh bread and cakes for events.')).toBeVisible();
    const reply = staff.getByRole('form', { name: 'Write a message' });
    await reply.getByLabel('Your message').fill('Thanks Nora! The first design will be ready on Thursday.');
    await reply.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log')).toContainText('The first design will be ready on Thursday.', {
      timeout: 5_000,
    });
  });

  await test.step('staff mark the first step done; the client sees it done without reloading', async () => {
    await staff.getByRole('button', { name: 'Mark Discovery and sitemap done' }).click();
    await staff.getByRole('button', { name: 'Mark done', exact: true }).click();
    const steps = page.getByRole('region', { name: 'Steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Design', { timeout: 5_000 });
    await expect(steps.getByRole('listitem').first()).toContainText('Done on');
  });

  await test.step('staff complete the project, which sends the balance invoice', async () => {
    await staff.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(staff.getByText(/Completing sends the balance invoice of \$1,000\.00/)).toBeVisible();
    await staff.getByRole('button', { name: 'Complete project' }).click();
    await expect(staff.getByText('Completed', { exact: true }).first()).toBeVisible();
    expect.soft(describeFailures(await axeFailures(staff)), 'axe on the staff project page').toBe('');
  });

  await test.step('the balance invoice arrives on the project page and is paid', async () => {
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const payBalance = invoices.getByRole('link', { name: /^Pay \$1,000\.00 of invoice/ });
    await expect(payBalance).toBeVisible({ timeout: 5_000 });
    await payBalance.click();
    await pay(page, '$1,000.00');
    await page.goto(`/portal/projects/${projectId}`);
    await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByText('Completed').first()).toBeVisible();
  });
});
