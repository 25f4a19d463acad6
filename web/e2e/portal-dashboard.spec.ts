import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { signUpVerifiedCustomer } from './support/customers';
import { signInStaff } from './support/staff';
import { SCREENS, screenName } from './support/viewports';

/**
 * A client with an unpaid invoice opens the portal dashboard on a laptop and on a phone: "What you owe" says
 * the amount and the due date, with Pay to the invoice's pay page; their long e-mail address stays inside
 * its card on the phone, cut with an ellipsis and whole in its tooltip. The server must be started with
 * ADMIN_EMAILS including E2E_ADMIN_EMAIL and share DATA_DIR with Playwright (see .ci/run).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY_MS = 24 * 3_600_000;
const PASSWORD = 'copper-meadow-lantern-47';

/** "March 31, 2030": a due date as the portal prints it (the business's calendar). */
const billingDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(iso));

/** Staff create and send an invoice of $680.00 to the account signed in on `client`, due in 14 days. */
async function sendInvoice(staff: Page, client: Page) {
  const { id: userId } = (await (await client.request.get('/api/auth/user')).json()) as { id: string };
  const created = await staff.request.post('/api/admin/invoices', {
    // As the site's own pages call: the CSRF check wants the site's origin.
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(staff.url()).origin },
    data: {
      userId,
      description: `Company formation package ${RUN}`,
      items: [{ title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 68000 }],
      dueDate: new Date(Date.now() + 14 * DAY_MS).toISOString(),
      send: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { invoiceNumber: string; publicId: string; dueDate: string };
}

for (const screen of SCREENS) {
  test.describe(`at ${screenName(screen)}`, () => {
    test.use({ viewport: screen });

    test('a client with an unpaid invoice sees on the dashboard what they owe, when it is due, and Pay', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const email = `e2e-${RUN}-${screen.width}-alexandra.montgomery-fitzgerald@example.test`;
      await signUpVerifiedCustomer(page, { email, firstName: 'Alexandra', lastName: `Owes${RUN}`, password: PASSWORD });

      const staffContext = await browser.newContext();
      const staff = await staffContext.newPage();
      await signInStaff(staff);
      const invoice = await sendInvoice(staff, page);
      await staffContext.close();

      await page.goto('/portal');
      const owed = page.getByRole('region', { name: 'What you owe' });
      await expect(owed.getByText('$680.00', { exact: true })).toBeVisible();
      await expect(owed.getByText(`due ${billingDate(invoice.dueDate)}`, { exact: true })).toBeVisible();
      const pay = owed.getByRole('link', { name: `Pay invoice ${invoice.invoiceNumber}` });
      await expect(pay).toBeVisible();
      await expect(pay).toHaveAttribute('href', `/pay-invoice/${invoice.publicId}`);
      await expect(page.getByText(/No invoices yet/)).toHaveCount(0);

      await test.step('the e-mail address stays inside its card, cut with an ellipsis, whole in its tooltip', async () => {
        const address = page.getByRole('region', { name: 'Your account' }).getByTitle(email);
        await expect(address).toHaveText(email);
        const fit = await address.evaluate((element) => {
          const card = element.closest('.portal-card')!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return {
            inside: box.left >= card.left && box.right <= card.right,
            oneLine: box.height < 2 * parseFloat(getComputedStyle(element).lineHeight || '24'),
            pageFits: document.documentElement.scrollWidth <= window.innerWidth,
          };
        });
        expect(fit).toEqual({ inside: true, oneLine: true, pageFits: true });
      });

      await test.step('Pay opens the invoice’s pay page', async () => {
        await pay.click();
        await expect(page).toHaveURL(new RegExp(`/pay-invoice/${invoice.publicId}$`));
        await expect(page.getByText(invoice.invoiceNumber).first()).toBeVisible();
      });
    });
  });
}
