import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_BASE_URL } from './support/analytics';
import { expect, test } from './support/app';
import { calendarDates, calendarTimes, fillConsultation, toast } from './support/booking';

/**
 * Analytics with GA_MEASUREMENT_ID set (issues 28 and 35), on the analytics server: the Google hosts are
 * answered here, gtag.js by a stub that records what the page hands the tag (every dataLayer entry)
 * and, like the real tag, sets a _ga cookie only while analytics storage is granted. The tag loads only
 * once the visitor accepts.
 */
test.use({ baseURL: ANALYTICS_BASE_URL });

const STUB_TAG = `
  (() => {
    window.__handedToTag = [];
    const consent = {};
    const record = (entry) => {
      const args = Array.from(entry);
      window.__handedToTag.push(JSON.stringify(args));
      if (args[0] === 'consent') Object.assign(consent, args[2]);
      if (consent.analytics_storage === 'granted' && !document.cookie.includes('_ga=')) {
        document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/; max-age=63072000';
      }
    };
    const layer = (window.dataLayer = window.dataLayer || []);
    layer.forEach(record);
    const push = layer.push.bind(layer);
    layer.push = (...entries) => { entries.forEach(record); return push(...entries); };
  })();
`;

/** Personal values the test puts in URLs: none may reach the tag. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PERSONAL = {
  firstName: `Zedd${RUN}`,
  email: `zed.${RUN}@example.com`,
  phone: `+1404555${RUN.slice(-4)}`,
  token: `feedback-token-${RUN}`,
  note: `free text ${RUN}`,
};

async function answerGoogleHosts(context: BrowserContext) {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STUB_TAG }),
  );
  await context.route(/^https:\/\/[^/]*(google-analytics\.com|analytics\.google\.com)\//, (route) =>
    route.fulfill({ status: 204 }),
  );
}

/** CSP refusals, by the page's event and by Chromium's console report. */
async function watchPolicy(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const handedToTag = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __handedToTag?: string[] }).__handedToTag)
    .then(() => page.evaluate(() => (window as unknown as { __handedToTag: string[] }).__handedToTag.join('\n')));

const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies for analytics' });

/** Every request the page makes for Google's tag. */
function watchTagRequests(context: BrowserContext): string[] {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith('https://www.googletagmanager.com/')) requests.push(request.url());
  });
  return requests;
}

const dataLayerOf = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);

test('before consent: the tag is not loaded, is handed nothing and sets no cookie', async ({ context, page }) => {
  await answerGoogleHosts(context);
  const violations = await watchPolicy(context, page);
  const tagRequests = watchTagRequests(context);
  for (const path of ['/', '/services', '/consultation?utm_source=newsletter']) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    // Past the moment the tag would load (once the page is idle).
    await page.waitForLoadState('networkidle');
    expect(await dataLayerOf(page)).toBeUndefined();
  }
  expect(tagRequests).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  expect(violations).toEqual([]);
});

test('declining keeps the tag out and analytics cookies off across pages and reloads', async ({ context, page }) => {
  await answerGoogleHosts(context);
  const tagRequests = watchTagRequests(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await page.goto('/services');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  expect(await dataLayerOf(page)).toBeUndefined();
  expect(tagRequests).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);

  // The footer's "Cookie settings" asks again, the focus on the question.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeFocused();
});

test('accepting loads the tag within the CSP and hands over page views and the booking event, without personal values', async ({
  context,
  page,
}) => {
  await answerGoogleHosts(context);
  const violations = await watchPolicy(context, page);
  const query = new URLSearchParams({
    firstName: PERSONAL.firstName,
    email: PERSONAL.email,
    phone: PERSONAL.phone,
    message: PERSONAL.note,
    utm_source: 'ads',
  });
  await page.goto(`/consultation?${query}`);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await analyticsCookies(context)).length).toBe(1);

  await fillConsultation(
    page,
    { firstName: PERSONAL.firstName, lastName: 'Journey', email: PERSONAL.email },
    PERSONAL.note,
  );
  await calendarDates(page)
    .nth(9 + Math.floor(Math.random() * 5))
    .click();
  const times = calendarTimes(page);
  await expect(times.first()).toBeVisible();
  await times.nth(Math.floor(Math.random() * (await times.count()))).click();
  await page.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }).check();
  await page.getByRole('button', { name: 'Book My Consultation' }).click();
  await expect(toast(page)).toContainText('Thank you for submitting!');

  const handed = await handedToTag(page);
  // The consent state reaches the tag before anything else.
  expect(handed.split('\n')[0]).toContain('["consent","default",{"analytics_storage":"granted"');
  // The campaign parameters go along; the prefill's values do not.
  expect(handed).toContain('"page_view",{"page_path":"/consultation?utm_source=ads"');
  expect(handed).toContain('"event_label":"Consultation Booked"');
  for (const value of Object.values(PERSONAL)) {
    expect(handed).not.toContain(value);
    expect(handed).not.toContain(encodeURIComponent(value));
  }

  // Pages opened from e-mailed links hand over their path only.
  for (const path of [
    `/unsubscribe?email=${encodeURIComponent(PERSONAL.email)}&token=${PERSONAL.token}`,
    `/testimonial-form?token=${PERSONAL.token}`,
  ]) {
    await page.goto(path);
    const handedThere = await handedToTag(page);
    expect(handedThere).toContain(`"page_path":"${path.split('?')[0]}"`);
    for (const value of Object.values(PERSONAL))
      expect(handedThere, `${path} hands the tag ${value}`).not.toContain(value);
  }
  expect(violations).toEqual([]);
});
