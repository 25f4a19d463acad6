import type { Browser } from '@playwright/test';
import { expect, test } from './support/app';
import { axeFailures, describeFailures } from './support/axe';
import { calendarDates, calendarTimes, fillConsultation, toast } from './support/booking';
import { signInStaff } from './support/staff';
import { SCREENS, screenName } from './support/viewports';

/**
 * The booking window across the UTC midnight edge (docs/modules/bookings.md): a visitor whose clock says
 * 01:00 UTC (20:00 or 21:00 in New York the evening before, so UTC's date is already New York's tomorrow) is
 * offered exactly the 14 dates GET /api/calendar/dates lists, the last of them with its times, and books it;
 * a day staff closed shows "Closed", unavailable, with its reason on hover and focus. The server's clock is
 * the real one (it has no test hook): the visitor's is set from the window's validUntil, the business's next
 * midnight, so the edge is there whatever the time of the run.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface BookingWindow {
  dates: string[];
  days: { date: string; state: 'open' | 'holiday' | 'blocked'; reason: string | null }[];
  validUntil: string;
}

/** Closes `date` as staff would (in a browser context of their own); the answer opens it again. */
async function closeAsStaff(browser: Browser, baseURL: string, date: string): Promise<() => Promise<void>> {
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await signInStaff(staff);
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(staff.url()).origin };
  const blocked = await staff.request.put(`/api/admin/blocked-days/${date}`, {
    headers,
    data: { reason: `Journey ${RUN}` },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  return async () => {
    await staff.request.delete(`/api/admin/blocked-days/${date}`, { headers });
    await context.close();
  };
}

for (const [index, screen] of SCREENS.entries()) {
  test.describe(`at ${screenName(screen)}`, () => {
    test.use({ viewport: screen, timezoneId: 'UTC' });

    test("a UTC visitor at 01:00 UTC books the window's last date, and sees a closed day with its reason", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const before = (await (await page.request.get('/api/calendar/dates')).json()) as BookingWindow;
      // A day early in the window (each screen its own, as they run in parallel), away from the late dates
      // booking.spec.ts books.
      const closedDate = before.days.filter((day) => day.state === 'open')[2 + index]!.date;
      const reopen = await closeAsStaff(browser, baseURL!, closedDate);
      try {
        const window = (await (await page.request.get('/api/calendar/dates')).json()) as BookingWindow;
        await page.clock.install({ time: new Date(`${window.validUntil.slice(0, 10)}T01:00:00Z`) });
        await page.goto('/consultation');
        await expect(page.getByRole('heading', { level: 1, name: 'Book Your Consultation' })).toBeVisible();

        await test.step("the calendar offers exactly the API's dates", async () => {
          const offered = calendarDates(page);
          await expect(offered).toHaveCount(14);
          expect(
            await offered.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
          ).toEqual(window.dates);
        });

        await test.step('the closed day is unavailable, with its reason on hover and focus', async () => {
          const closed = calendarDates(page).nth(window.dates.indexOf(closedDate));
          await expect(closed).toBeDisabled();
          await expect(closed).toHaveAccessibleName(/^\w{3} \w{3} \d{1,2} Closed$/);
          await expect(closed).toHaveAccessibleDescription(/ We're closed on this day\.$/);
          // The date's visible option: the label around its radio.
          const option = closed.locator('..');
          const reason = page.getByRole('tooltip').filter({ hasText: "We're closed on this day." });
          await expect(reason).toBeHidden();
          await option.hover();
          await expect(reason).toBeVisible();
          await page.mouse.move(0, 0);
          await expect(reason).toBeHidden();
          await closed.focus();
          await expect(reason).toBeVisible();
          // Choosing it does nothing, and Escape hides the reason.
          await page.keyboard.press('Space');
          await expect(closed).not.toBeChecked();
          await expect(page.getByText('No available time slots for this date.')).toBeHidden();
          await page.keyboard.press('Escape');
          await expect(reason).toBeHidden();
          await option.hover();
          expect(describeFailures(await axeFailures(page)), 'axe on the calendar with a closed day').toBe('');
        });

        await test.step('the last date has its times, and the visitor books one', async () => {
          const last = (await (
            await page.request.get(`/api/calendar/availability?date=${window.dates.at(-1)}`)
          ).json()) as { slots: { start: string }[] };
          expect(last.slots.length).toBeGreaterThan(0);
          await calendarDates(page).last().click();
          const times = calendarTimes(page);
          await expect(times).toHaveCount(last.slots.length);
          await times.nth(Math.floor(Math.random() * last.slots.length)).click();

          // The anti-robot check's widget times its challenge by the browser's clock against the server's
          // expiry: from here on the visitor's clock agrees with the server's.
          await page.clock.setSystemTime(new Date());
          await fillConsultation(
            page,
            { firstName: 'Ume', lastName: `Window ${RUN}`, email: `ume.${RUN}.${index}@example.com` },
            'Booking the last date of the window from UTC.',
          );
          await page
            .getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' })
            .check();
          await page.getByRole('button', { name: 'Book My Consultation' }).click();
          await expect(toast(page)).toContainText('Thank you for submitting!');
          await expect(page.getByRole('region', { name: 'Thank you for submitting!' })).toBeVisible();
        });
      } finally {
        await reopen();
      }
    });
  });
}
