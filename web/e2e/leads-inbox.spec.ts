import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { solvedBotCheck } from './support/bot-check';
import { mailsTo, type Mail } from './support/mailbox';
import { ADMIN_EMAIL, signInStaff } from './support/staff';

/**
 * A visitor's consultation, service inquiry and question reach the staff's leads inbox; staff open
 * the consultation and confirm it, and answer the question by e-mail. The server must be started
 * with ADMIN_EMAILS including E2E_ADMIN_EMAIL and share DATA_DIR with Playwright (see admin.spec.ts).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const VISITOR = {
  firstName: 'Lena',
  lastName: `Inbox${RUN}`,
  email: `e2e-${RUN}-lena@example.test`,
  phone: '+1 404 555 0134',
  country: 'United States',
};
const NAME = `${VISITOR.firstName} ${VISITOR.lastName}`;

/** A free slot of the booking window. */
async function firstFreeSlot(request: APIRequestContext): Promise<string> {
  const { dates } = (await (await request.get('/api/calendar/dates')).json()) as { dates: string[] };
  for (const date of dates) {
    const response = await request.get(`/api/calendar/availability?date=${date}`);
    if (!response.ok()) continue;
    const { slots } = (await response.json()) as { slots: { start: string }[] };
    // Later slots of the day: another journey may take the first ones.
    if (slots.length) return slots[Math.floor(Math.random() * slots.length)]!.start;
  }
  throw new Error('No free slot in the booking window');
}

async function submit(page: Page, path: string, data: object) {
  const response = await page.request.post(path, { data: { ...data, ...(await solvedBotCheck(page)) } });
  expect(response.status(), await response.text()).toBe(201);
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('a visitor’s three submissions reach the inbox; staff confirm the consultation and answer the question', async ({
  page,
}) => {
  test.setTimeout(180_000);

  const submittedSince = Date.now();
  await test.step('the visitor submits a consultation, an inquiry and a question', async () => {
    const scheduledAt = await firstFreeSlot(page.request);
    const booking = {
      ...VISITOR,
      name: NAME,
      servicesInterested: ['Business Formation & Legal Setup'],
      budget: '$3,000 - $5,000 USD',
    };
    await submit(page, '/api/consultations', {
      ...booking,
      businessType: "I'm starting soon",
      message: `Consultation ${RUN}: an LLC for my bakery.`,
      scheduledAt,
    });
    await submit(page, '/api/service-inquiry', {
      ...booking,
      businessType: 'E-commerce Store',
      message: `Inquiry ${RUN}: an online store.`,
    });
    await submit(page, '/api/general-question', {
      ...VISITOR,
      serviceQuestion: 'General Business Consulting',
      message: `Question ${RUN}: can a non-resident open a US bank account?`,
    });
  });

  await test.step('staff are alerted by e-mail of each of the three', async () => {
    const alertFor = (mail: Mail) => mail.subject.startsWith('New ') && mail.subject.endsWith(`: ${NAME}`);
    await expect
      .poll(async () => (await mailsTo(ADMIN_EMAIL, submittedSince)).filter(alertFor).map((mail) => mail.text), {
        message: `three staff alerts e-mailed to ${ADMIN_EMAIL}`,
        timeout: 20_000,
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(`Consultation ${RUN}`),
          expect.stringContaining(`Inquiry ${RUN}`),
          expect.stringContaining(`Question ${RUN}`),
        ]),
      );
  });

  await signInStaff(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });

  await test.step('the consultation is in the inbox; staff open it and confirm it', async () => {
    await page.goto('/admin1');
    await nav.getByRole('link', { name: 'Consultations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Consultations/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search consultations' }).fill(RUN);
    await expect(page).toHaveURL(new RegExp(`search=${RUN}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(NAME);
    await expect(rows(page).first()).toContainText('Pending');

    await page.getByRole('button', { name: `View the consultation from ${NAME}` }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(`Consultation ${RUN}: an LLC for my bakery.`)).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^https?:\/\// })).toBeVisible();
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Confirmed: ${NAME}.`)).toBeVisible();
    await expect(drawer.getByText('Status: Pending → Confirmed')).toBeVisible();
    await expect(rows(page).first()).toContainText('Confirmed');
  });

  await test.step('the inquiry is in its table', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('navigation', { name: 'Leads' }).getByText('Service inquiries').click();
    await expect(page.getByRole('heading', { level: 1, name: /Service inquiries/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search service inquiries' }).fill(RUN);
    await expect(rows(page)).toHaveCount(1);
    // The business type is a column on wide screens only; the drawer always shows it.
    await page.getByRole('button', { name: `View the service inquiry from ${NAME}` }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(`Inquiry ${RUN}: an online store.`)).toBeVisible();
    await expect(drawer.getByText('E-commerce Store')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('staff answer the question by e-mail', async () => {
    await nav.getByRole('link', { name: 'Questions' }).click();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(RUN);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `View the question from ${NAME}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(`Reply by e-mail to ${VISITOR.email}`).fill('Yes: several banks open accounts remotely.');
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Reply sent to ${VISITOR.email}.`)).toBeVisible();
    await expect(drawer.getByText('Replied: Re: your question about General Business Consulting')).toBeVisible();
    await expect(rows(page).first()).toContainText('Answered');
  });
});
