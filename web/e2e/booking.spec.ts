import { readFileSync } from 'node:fs';
import { expect, test } from './support/app';
import { calendarDates, calendarTimes, fillConsultation, fillContact, toast } from './support/booking';

/**
 * The three public booking forms in a real browser (docs/modules/bookings.md): a consultation booked on
 * a free slot shows its meeting link in the form's place; a service inquiry and a quick question show their
 * toasts and their outcome there too.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const visitor = (who: string) => ({
  firstName: who,
  lastName: `Journey ${RUN}`,
  email: `${who.toLowerCase()}.${RUN}@example.com`,
});

test('book a consultation on a free slot and see the meeting link', async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Consultation' })).toBeVisible();
  await fillConsultation(page, visitor('Ana'), 'I would like to form an LLC and launch in 30 days.');

  // A date late in the window and a random time, so parallel journeys rarely want the same slot.
  const dates = calendarDates(page);
  await expect(dates).toHaveCount(14);
  await dates.nth(10 + Math.floor(Math.random() * 4)).click();
  const times = calendarTimes(page);
  await expect(times.first()).toBeVisible();
  await times.nth(Math.floor(Math.random() * (await times.count()))).click();
  await page.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }).check();
  await page.getByRole('button', { name: 'Book My Consultation' }).click();

  await expect(toast(page)).toContainText('Thank you for submitting!');
  await expect(toast(page)).toContainText("We'll be in touch with you soon.");
  const outcome = page.getByRole('region', { name: 'Thank you for submitting!' });
  await expect(outcome.getByRole('heading')).toBeFocused();
  await expect(outcome.getByRole('heading')).toBeInViewport();
  await expect(outcome.getByText('Your meeting link')).toBeVisible();
  const meetingLink = outcome.getByRole('link', { name: /^https:/ });
  await expect(meetingLink).toHaveAttribute('href', /^https:\/\//);
  // "Add to calendar" downloads the call: the booked time, the meeting link, tentative until staff confirm.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    outcome.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('consultation.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('STATUS:TENTATIVE');
  expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${await meetingLink.getAttribute('href')}`);
  await outcome.getByRole('button', { name: 'Book another consultation' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
});

test('submit a service inquiry and see "Inquiry Submitted!"', async ({ page }) => {
  await page.goto('/service-inquiry');
  await fillContact(page, visitor('Bo'));
  await page.getByLabel('Business Type', { exact: true }).selectOption('E-commerce Store');
  await page.getByLabel('Budget', { exact: true }).selectOption('$5,000 - $10,000 USD');
  await page.getByRole('checkbox', { name: 'E-Commerce & Online Store Solutions' }).check();
  await page.getByLabel('Message', { exact: true }).fill('An online store for handmade goods.');
  await expect(page.getByRole('heading', { name: 'Schedule a Call' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Service Inquiry' }).click();

  await expect(toast(page)).toContainText('Inquiry Submitted!');
  await expect(toast(page)).toContainText("We'll review your service needs and get back to you within 2 hours.");
  await expect(page.getByRole('heading', { name: 'Inquiry Submitted!' })).toBeFocused();
});

test('ask a quick question from the contact page and see "Question Submitted!"', async ({ page }) => {
  await page.goto('/contact?form=questions');
  await expect(page.getByRole('tab', { name: 'Quick Question' })).toHaveAttribute('aria-selected', 'true');
  await fillContact(page, visitor('Cy'));
  await page.getByLabel('Service', { exact: true }).selectOption('General Business Consulting');
  await page.getByLabel('Your Question', { exact: true }).fill('Can a non-resident own a US LLC?');
  await page.getByRole('button', { name: 'Ask Your Question' }).click();

  await expect(toast(page)).toContainText('Question Submitted!');
  await expect(toast(page)).toContainText("We'll get back to you within 24 hours with an answer.");
  await expect(page.getByRole('heading', { name: 'Question Submitted!' })).toBeFocused();
});

test('an incomplete form shows "Form Validation Failed"', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Book My Consultation' }).click();
  await expect(toast(page)).toContainText('Form Validation Failed');
  await expect(toast(page)).toContainText('Missing or invalid: First name: First name is required');
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
});

// The dates are days of New York (the business's), whatever the visitor's clock says: a visitor far east
// of it (UTC+14, ahead of New York's date 19 hours a day) or west (UTC−10) is offered the window the
// server books, not one shifted by a day whose last date has no slots.
// New York's 09:00-18:00 (winter) is 04:00-13:00 the next day in Kiritimati (each time names its weekday), and
// 04:00-13:00 the same day in Honolulu.
for (const [timezoneId, timeName] of [
  ['Pacific/Kiritimati', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2} [AP]M$/],
  ['Pacific/Honolulu', /^\d{1,2}:\d{2} [AP]M$/],
] as const) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("is offered New York's 14 booking dates, the last one with its times", async ({ page }) => {
      await page.goto('/consultation');
      const { dates, days } = (await (await page.request.get('/api/calendar/dates')).json()) as {
        dates: string[];
        days: { state: string }[];
      };
      const offered = calendarDates(page);
      await expect(offered).toHaveCount(14);
      expect(await offered.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(
        dates,
      );
      // Its last date has times (unless it is closed: then it cannot be chosen), shown in the visitor's zone.
      if (days.at(-1)!.state !== 'open') {
        await expect(offered.last()).toBeDisabled();
        return;
      }
      const last = (await (await page.request.get(`/api/calendar/availability?date=${dates.at(-1)}`)).json()) as {
        slots: unknown[];
      };
      await offered.last().click();
      await expect(calendarTimes(page)).toHaveCount(last.slots.length);
      if (last.slots.length > 0) await expect(calendarTimes(page).first()).toHaveAccessibleName(timeName);
    });
  });
}
