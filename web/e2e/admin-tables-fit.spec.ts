import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import { solvedBotCheck } from './support/bot-check';
import { signInStaff } from './support/staff';

/**
 * Staff on a common laptop (1366 × 768, the menu open) see every column of the back office's tables
 * without scrolling sideways, with rows as long as visitors write them. The server must be started
 * with ADMIN_EMAILS including E2E_ADMIN_EMAIL and share DATA_DIR with Playwright (see admin.spec.ts).
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const VISITOR = {
  firstName: 'Maximiliana',
  lastName: `Wolfeschlegelsteinhausen-${RUN}`,
  email: `e2e-${RUN}-maximiliana.wolfeschlegelsteinhausen@example.test`,
  phone: '+1 404 555 0134',
  country: 'United States',
};
const LONG_MESSAGE = `Fit ${RUN}: ${'We need a company, a bank account, a website and a marketing plan. '.repeat(8)}`;

const TABLE_PAGES = [
  ['Consultations', '/admin1/leads'],
  ['Service inquiries', '/admin1/leads/inquiries'],
  ['Questions', '/admin1/leads/questions'],
  ['Testimonials', '/admin1/testimonials'],
  ['Users', '/admin1/users'],
  ['Invoices', '/admin1/invoices'],
] as const;

test.use({ viewport: { width: 1366, height: 768 } });

async function submit(page: Page, path: string, data: object) {
  const response = await page.request.post(path, { data: { ...data, ...(await solvedBotCheck(page)) } });
  expect(response.status(), await response.text()).toBe(201);
}

/** How far each table (and the page) scrolls sideways: 0 when everything fits. */
async function sidewaysOverflow(page: Page): Promise<number[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('.ant-table-content, .ant-table-body')].map(
      (element) => element.scrollWidth - element.clientWidth,
    ),
    document.documentElement.scrollWidth - document.documentElement.clientWidth,
  ]);
}

test('the admin tables fit a 1366 px window without scrolling sideways', async ({ page }) => {
  test.setTimeout(180_000);

  await test.step('a visitor sends long submissions of each kind', async () => {
    const booking = {
      ...VISITOR,
      name: `${VISITOR.firstName} ${VISITOR.lastName}`,
      servicesInterested: [
        'Business Formation & Legal Setup',
        'Digital Marketing',
        'E-Commerce & Online Store Solutions',
      ],
      budget: '$10,000 - $20,000 USD',
      message: LONG_MESSAGE,
    };
    await submit(page, '/api/consultations', { ...booking, businessType: "I'm starting soon", scheduledAt: null });
    await submit(page, '/api/service-inquiry', { ...booking, businessType: 'E-commerce Store' });
    await submit(page, '/api/general-question', {
      ...VISITOR,
      serviceQuestion: 'General Business Consulting',
      message: LONG_MESSAGE,
    });
  });

  await signInStaff(page, page.request);

  await test.step('staff draft an invoice for the visitor', async () => {
    const response = await page.request.post('/api/admin/invoices', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(page.url()).origin },
      data: {
        clientName: `${VISITOR.firstName} ${VISITOR.lastName}`,
        clientEmail: VISITOR.email,
        clientCountry: VISITOR.country,
        dueDate: new Date(Date.now() + 14 * 24 * 3_600_000).toISOString(),
        items: [{ title: `Company formation package ${RUN}`, quantity: 1, unitPriceCents: 68000 }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  for (const [title, path] of TABLE_PAGES) {
    await test.step(title, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) })).toBeVisible();
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      const overflow = await sidewaysOverflow(page);
      expect.soft(Math.max(...overflow), `${title}: pixels scrolled sideways`).toBeLessThanOrEqual(0);
    });
  }
});
