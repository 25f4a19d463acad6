import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/app';

/** Problems the browser reports: hydration mismatches (errors or warnings) and CSP violations among them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Matches `text` whole. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The API paths the page reads (GET) from now on: the visit counter's POST /api/visits is a write, not data the
 * page needed.
 */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() === 'GET') calls.push(pathname);
  });
  return calls;
}

interface FormPage {
  path: string;
  heading: string;
  /** Labels of some of its fields: each names a visible control. */
  fields: string[];
  /** A choice of one of its selects, from the data the page was rendered with. */
  option?: { field: string; value: string };
  submit: string;
  /** It offers the booking calendar, whose dates the browser reads (CalendarSection.tsx). */
  calendar?: true;
}

const CONTACT_FIELDS = ['First name', 'Last name', 'Email', 'Phone (optional)', 'Country'];

/** The conversion pages, rendered on the server with their forms (web/src/server-render-state.ts). */
const FORM_PAGES: FormPage[] = [
  {
    path: '/contact',
    heading: 'Contact Us',
    fields: [...CONTACT_FIELDS, 'Where are you at?', 'Budget', 'Message'],
    option: { field: 'Budget', value: '$3,000 - $5,000 USD' },
    submit: 'Book My Consultation',
    calendar: true,
  },
  {
    path: '/consultation',
    heading: 'Book Your Consultation',
    fields: [...CONTACT_FIELDS, 'Where are you at?', 'Budget', 'Message', 'Business Formation & Legal Setup'],
    option: { field: 'Where are you at?', value: "I'm starting soon" },
    submit: 'Book My Consultation',
    calendar: true,
  },
  {
    path: '/service-inquiry',
    heading: 'Service Inquiry',
    fields: [...CONTACT_FIELDS, 'Business Type', 'Budget', 'Message', 'Digital Marketing'],
    option: { field: 'Country', value: 'United States' },
    submit: 'Submit Service Inquiry',
    calendar: true,
  },
  {
    path: '/quick-question',
    heading: 'Ask a Quick Question',
    fields: [...CONTACT_FIELDS, 'Service', 'Your Question'],
    option: { field: 'Service', value: 'General Business Consulting' },
    submit: 'Ask Your Question',
  },
  {
    path: '/submit-testimonial',
    heading: 'Share Your Experience',
    fields: ['Your Name', 'Company', 'Rating', 'Service Used (optional)', 'Your Testimonial'],
    option: { field: 'Rating', value: '5' },
    submit: 'Submit Testimonial',
  },
  { path: '/auth', heading: 'Welcome back', fields: ['Email', 'Password'], submit: 'Log In' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content pages arrive readable: home, services, blog and an article', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Business Formation & Legal Setup' })).toBeVisible();

    await page.goto('/blog');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // Links work without the app: the card leads to its article, which is rendered too.
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
  });

  for (const form of FORM_PAGES) {
    test(`${form.path} arrives with its heading and its form, waiting for the app`, async ({ page }) => {
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      const fields = page.getByRole('form').first();
      for (const label of form.fields) {
        await expect(fields.locator('label').filter({ hasText: exactly(label) })).toBeVisible();
        await expect(fields.getByLabel(label, { exact: true })).toBeVisible();
      }
      if (form.option) {
        const select = fields.getByLabel(form.option.field, { exact: true });
        await expect(select.locator(`option[value="${form.option.value}"]`)).toHaveCount(1);
      }
      // Nothing can be typed or sent before the app is there to take it.
      await expect(fields.getByLabel(form.fields[0]!, { exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: form.submit })).toBeDisabled();
    });
  }

  test("the booking calendar keeps the visitor's dates for the app, in placeholders", async ({ page }) => {
    await page.goto('/consultation');
    await expect(page.getByRole('heading', { level: 2, name: 'Pick a Date and Time' })).toBeVisible();
    // The server knows neither the visitor's today nor their time zone.
    await expect(page.getByRole('radiogroup', { name: 'Available dates' })).toHaveCount(0);
    await expect(page.locator('.calendar__date--placeholder')).toHaveCount(14);
  });
});

test.describe('with JavaScript, in a time zone far from the server', () => {
  // The server renders in its own zone (UTC in the journeys): a render that depended on the zone or the
  // visitor's day would not match the browser's first render.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  for (const form of FORM_PAGES) {
    test(`${form.path} becomes the app without errors or refetching its data, and its form can be sent`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      const apiCalls = collectApiCalls(page);
      await page.goto(form.path);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      await expect(page.getByRole('form').first().getByLabel(form.fields[0]!, { exact: true })).toBeEditable();
      if (form.calendar) {
        await expect(page.getByRole('radiogroup', { name: 'Available dates' }).getByRole('radio')).toHaveCount(14);
      }
      // The option lists and the page's texts came with the page; the anti-robot check asks for its
      // challenge (the visitor's own, never in the server's HTML) once the visitor starts on the form.
      // The only read is the business's bookable dates, which a page served from the cache the next day
      // must not carry.
      expect(apiCalls).toEqual(form.calendar ? ['/api/calendar/dates'] : []);
      expect(problems).toEqual([]);
    });
  }

  test("the booking calendar's dates and time zone appear once the app runs, in the placeholders' place", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/consultation');
    const dates = page.getByRole('radiogroup', { name: 'Available dates' }).getByRole('radio');
    await expect(dates).toHaveCount(14);
    await expect(dates.first()).toBeEnabled();
    await expect(page.locator('.calendar__zone')).toHaveText(/^Pacific\/Kiritimati/);
    await expect(page.locator('.calendar__date--placeholder')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test("/unsubscribe arrives rendered without its link's query, which fills the form once the app runs", async ({
  page,
}) => {
  const problems = collectProblems(page);
  const response = await page.goto('/unsubscribe?email=reader.ssr%40example.com&token=link-token-ssr');
  // What the server sent: the form, and nothing of the link (no page or cache may hold a reader's address).
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Confirm your e-mail address to stop receiving our marketing e-mails.');
  expect(html).not.toMatch(/reader\.ssr|link-token-ssr/);
  const email = page.getByRole('form', { name: 'Unsubscribe' }).getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue('reader.ssr@example.com');
  await expect(email).toBeEditable();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a server-rendered page becomes the app without errors or refetching its data', async ({ page }) => {
  const problems = collectProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    // Reads only: the visit counter's POST /api/visits is not data the page needed.
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET') apiCalls.push(request.url());
  });
  await page.goto('/services');
  await waitForApp(page);
  // The data came with the page: hydration asks the API nothing.
  expect(apiCalls).toEqual([]);
  // It is the app now: a client-side navigation keeps the page (no reload) and loads the next one.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Insights & Resources' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});
