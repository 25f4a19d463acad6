import { expect, test } from './support/app';
import { solvedBotCheck } from './support/bot-check';
import { signInStaff } from './support/staff';
import { SCREENS, screenName } from './support/viewports';

/**
 * Staff bill a consultation they find by its client's name in the create-invoice form's picker, from the
 * keyboard, on a laptop and on a phone; and a visitor's refused newsletter address takes focus back to its
 * field. The server must be started with ADMIN_EMAILS including E2E_ADMIN_EMAIL and share DATA_DIR with
 * Playwright (see .ci/run).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const screen of SCREENS) {
  const name = screenName(screen);
  const visitor = {
    firstName: 'Nora',
    lastName: `Picker${RUN}x${screen.width}`,
    email: `e2e-${RUN}-${screen.width}-nora@example.test`,
    phone: null,
    country: 'United States',
  };
  const fullName = `${visitor.firstName} ${visitor.lastName}`;

  test.describe(`at ${name}`, () => {
    test.use({ viewport: screen });

    test('staff link an invoice to a consultation found by the client’s name, from the keyboard', async ({ page }) => {
      test.setTimeout(180_000);

      let consultationId = '';
      await test.step('a visitor asks for a consultation', async () => {
        const response = await page.request.post('/api/consultations', {
          data: {
            ...visitor,
            name: fullName,
            businessType: "I'm starting soon",
            servicesInterested: ['Business Formation & Legal Setup'],
            budget: '$3,000 - $5,000 USD',
            message: `Consultation ${RUN}: an LLC for my bakery.`,
            scheduledAt: null,
            ...(await solvedBotCheck(page)),
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        consultationId = ((await response.json()) as { id: string }).id;
      });

      await signInStaff(page);
      await page.goto('/admin1/create-invoice');
      await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();

      await test.step('the client, one item', async () => {
        await page.getByText('Client without an account').click();
        await page.getByLabel('Name', { exact: true }).fill(fullName);
        await page.getByLabel('E-mail', { exact: true }).fill(visitor.email);
        const item = page.getByRole('group', { name: 'Item 1' });
        await item.getByLabel('Title').fill('Formation consultation');
        await item.getByLabel('Unit price').fill('150');
        await expect(page.getByTestId('invoice-total')).toHaveText('$150.00');
      });

      await test.step('the consultation, found by the client’s name and chosen with the keyboard', async () => {
        const links = page.getByRole('button', { name: /Link to a consultation, service inquiry or project/ });
        await links.focus();
        await page.keyboard.press('Enter');
        const picker = page.getByRole('combobox', { name: 'Consultation' });
        await picker.focus();
        await page.keyboard.type(visitor.lastName);
        // Once typing pauses, the server's matches replace the newest records the picker opened with.
        const option = page.locator('.ant-select-item-option');
        await expect(option).toHaveCount(1);
        await expect(option).toContainText(`${fullName} · ${visitor.email} · Consultation · received`);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.locator('.ant-select', { has: picker })).toContainText(`${fullName} · ${visitor.email}`);
      });

      await test.step('the draft is saved, linked to the consultation', async () => {
        await page.getByRole('button', { name: 'Save draft' }).click();
        const saved = page.getByText(/^Invoice (INV-\d{4}-\d{4,}) saved as a draft\.$/);
        await expect(saved).toBeVisible();
        const number = /INV-\d{4}-\d{4,}/.exec((await saved.textContent()) ?? '')![0];
        const invoices = await page.request.get(`/api/admin/invoices?search=${number}`);
        expect(invoices.status()).toBe(200);
        const { items } = (await invoices.json()) as { items: { invoiceNumber: string; consultationId: string }[] };
        expect(items).toEqual([expect.objectContaining({ invoiceNumber: number, consultationId })]);
      });
    });

    test('a refused newsletter address sends focus back to its field, from the keyboard', async ({ page }) => {
      await page.goto('/blog');
      const form = page.getByRole('main').getByRole('form', { name: 'Newsletter signup' });
      const field = form.getByLabel('Email address');
      const subscribe = form.getByRole('button', { name: 'Subscribe' });
      /** Types `address`, tabs to Subscribe and presses Enter: focus leaves the field for the button. */
      const send = async (address: string) => {
        await field.focus();
        await field.fill(address);
        await page.keyboard.press('Tab');
        await expect(subscribe).toBeFocused();
        await page.keyboard.press('Enter');
      };

      // The form's own check: no "@".
      await send('nora.example.test');
      await expect(page.getByTestId('toast')).toContainText('Invalid Email');
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');

      // The server's: an address with an "@" it still refuses.
      await send('nora@example');
      await expect(page.getByTestId('toast')).toContainText('Subscription Failed');
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
