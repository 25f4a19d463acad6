import { type Page } from '@playwright/test';
import { expect, test } from './support/app';
import {
  calendarDates,
  calendarTimes,
  CONSULTATION_CHOICES,
  fillConsultation,
  toast,
  type Visitor,
} from './support/booking';
import { linkAfter, waitForMail, type Mail } from './support/mailbox';
import { signInStaff } from './support/staff';

/**
 * A consultation's life as its visitor and staff see it (issue #6's acceptance): booked through
 * /consultation with its meeting link shown, confirmed by staff in the leads inbox, the confirmation
 * e-mail holding the same link and an .ics at the chosen time, and the e-mail's reschedule link moving
 * the booking and offering the old slot again. The server must share DATA_DIR with Playwright and
 * have the staff account of support/staff.ts in ADMIN_EMAILS.
 */

/** The visitor's zone differs from the business's (New York), so the times shown are converted. */
const VISITOR_ZONE = 'America/Chicago';
/** The default business time zone (BUSINESS_TIME_ZONE, docs/modules/bookings.md): the e-mails name times in it. */
const BUSINESS_ZONE = 'America/New_York';
test.use({ timezoneId: VISITOR_ZONE });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const VISITOR: Visitor = { firstName: 'Rosa', lastName: `Moves${RUN}`, email: `e2e-${RUN}-rosa@example.test` };
const NAME = `${VISITOR.firstName} ${VISITOR.lastName}`;
const MESSAGE = `Reschedule ${RUN}: an LLC for my studio.`;

/** A slot as the visitor chose it: the labels of its date and time buttons, and its instant as booked. */
interface ChosenSlot {
  date: string;
  time: string;
  start: string;
}

/** The value of a date (YYYY-MM-DD) and the label of a time for `instant`, in `timeZone`. */
function slotLabels(instant: Date, timeZone: string) {
  return {
    date: instant.toLocaleDateString('en-CA', { timeZone }),
    time: instant.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
  };
}

/** "Tuesday, December 1, 2026 at 9:30 AM": how the e-mails name an instant (in the business zone). */
function mailTime(instant: string) {
  const date = new Date(instant);
  const day = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: BUSINESS_ZONE,
  });
  return `${day} at ${slotLabels(date, BUSINESS_ZONE).time}`;
}

/** The instant of an .ics property such as DTSTART:20261201T153000Z. */
function icsInstant(ics: string, property: string): Date {
  const value = new RegExp(`^${property}:(\\d{8}T\\d{6}Z)\\r?$`, 'm').exec(ics)?.[1];
  expect(value, `${property} in ${ics}`).toBeDefined();
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(value!)!;
  return new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!));
}

function attachment(mail: Mail, filename: string) {
  const found = mail.attachments.find((file) => file.filename === filename);
  expect(found, `${filename} attached to "${mail.subject}"`).toBeDefined();
  return found!;
}

/** The date valued `day` (YYYY-MM-DD). */
const dateButton = (page: Page, day: string) => calendarDates(page).and(page.locator(`[value="${day}"]`));
const timeButton = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio', { name: label, exact: true });

/** Clicks a time of the chosen date other than `except`, at random (parallel journeys rarely collide). */
async function chooseTime(page: Page, except?: string): Promise<string> {
  const times = calendarTimes(page);
  await expect(times.first()).toBeVisible();
  const labels = (await times.evaluateAll((radios) => radios.map((radio) => radio.parentElement!.textContent))).filter(
    (label): label is string => label !== null && label !== except,
  );
  expect(labels.length, 'free times on the chosen date').toBeGreaterThan(0);
  const label = labels[Math.floor(Math.random() * labels.length)]!;
  await timeButton(page, label).click();
  await expect(timeButton(page, label)).toBeChecked();
  return label;
}

/** Approves and books; answers what the server stored (its id and start) once the success toast shows. */
async function book(page: Page): Promise<{ id: string; start: string }> {
  await page.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }).check();
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/consultations',
  );
  await page.getByRole('button', { name: 'Book My Consultation' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(toast(page)).toContainText('Thank you for submitting!');
  const { id, scheduledAt } = (await response.json()) as { id: string; scheduledAt: string };
  return { id, start: scheduledAt };
}

/** The meeting link the page shows after booking. */
async function shownMeetingLink(page: Page): Promise<string> {
  await expect(page.getByText('Your meeting link')).toBeVisible();
  const link = page.getByRole('region', { name: 'Thank you for submitting!' }).getByRole('link', { name: /^https:/ });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  return (await link.getAttribute('href'))!;
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('book, confirm, receive the invitation, and reschedule from the e-mail', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const since = Date.now();
  let booked!: ChosenSlot;
  let meetingLink!: string;

  await test.step('the visitor books a slot through /consultation and sees the meeting link', async () => {
    await page.goto('/consultation');
    await fillConsultation(page, VISITOR, MESSAGE);
    // A date in the middle of the window (booking.spec.ts takes later ones), so parallel runs rarely meet.
    const dates = calendarDates(page);
    await expect(dates).toHaveCount(14);
    const date = dates.nth(4 + Math.floor(Math.random() * 5));
    await date.click();
    const dateValue = await date.inputValue();
    const time = await chooseTime(page);
    const { start } = await book(page);
    booked = { date: dateValue, time, start };
    meetingLink = await shownMeetingLink(page);
    // The start as stored is the one the visitor chose, read in their zone.
    expect(slotLabels(new Date(start), VISITOR_ZONE)).toEqual({ date: dateValue, time });
  });

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const search = async () => {
    await staff.goto('/admin1/leads');
    await staff.getByRole('searchbox', { name: 'Search consultations' }).fill(RUN);
    await expect(staff).toHaveURL(new RegExp(`search=${RUN}`));
  };

  await test.step('staff confirm it in the leads inbox', async () => {
    await signInStaff(staff, staffContext.request);
    await search();
    await expect(rows(staff)).toHaveCount(1);
    await expect(rows(staff).first()).toContainText('Pending');
    await expect(rows(staff).first().locator(`time[datetime="${booked.start}"]`)).toBeVisible();
    await staff.getByRole('button', { name: `View the consultation from ${NAME}` }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: meetingLink })).toBeVisible();
    await drawer.getByRole('button', { name: 'Confirm' }).click();
    await expect(staff.getByText(`Confirmed: ${NAME}.`)).toBeVisible();
    await expect(rows(staff).first()).toContainText('Confirmed');
    await staff.keyboard.press('Escape');
  });

  let confirmation!: Mail;
  let invitationUid!: string;
  await test.step('the confirmation e-mail holds the meeting link and an .ics at the chosen time', async () => {
    confirmation = await waitForMail(
      VISITOR.email,
      since,
      (mail) => mail.subject === 'Your consultation is confirmed',
      {
        description: 'the confirmation',
        hint: 'Is DATA_DIR the server’s?',
      },
    );
    expect(confirmation.text).toContain(`Join the meeting here: ${meetingLink}`);
    const ics = attachment(confirmation, 'consultation.ics');
    expect(ics.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(ics.content).toContain(`URL:${meetingLink}`);
    // The invitation starts when the visitor chose, as their calendar (in their zone) will show it.
    invitationUid = /^UID:(.+?)\r?$/m.exec(ics.content)![1]!;
    const start = icsInstant(ics.content, 'DTSTART');
    expect(start.toISOString()).toBe(booked.start);
    expect(slotLabels(start, VISITOR_ZONE)).toEqual({ date: booked.date, time: booked.time });
  });

  let moved!: ChosenSlot;
  await test.step('the e-mail’s reschedule link opens /consultation prefilled, in reschedule mode', async () => {
    const link = linkAfter(confirmation, 'Reschedule here:');
    // The link names the booking and carries its token, nothing about the visitor (issue 35, point 5).
    expect(link, confirmation.text).toMatch(/^\/consultation\?id=[0-9a-f-]{36}&token=[\w.-]+$/);
    const prefill = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/reschedule-prefill'),
    );
    await page.goto(link!);
    expect((await prefill).status()).toBe(200);
    await expect(toast(page)).toContainText('Rescheduling Your Appointment');
    await expect(toast(page)).toContainText('Your information is pre-filled. Just select a new date and time below.');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(VISITOR.firstName);
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(VISITOR.lastName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(VISITOR.email);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States');
    await expect(page.getByLabel('Where are you at?', { exact: true })).toHaveValue(CONSULTATION_CHOICES.stage);
    await expect(page.getByLabel('Budget', { exact: true })).toHaveValue(CONSULTATION_CHOICES.budget);
    await expect(page.getByRole('checkbox', { name: CONSULTATION_CHOICES.service })).toBeChecked();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(MESSAGE);
    await expect(page.getByRole('heading', { name: 'Pick a Date and Time' })).toBeInViewport();

    // The booked time is held, so its date offers every other time but that one.
    await dateButton(page, booked.date).click();
    await expect(calendarTimes(page).first()).toBeVisible();
    await expect(timeButton(page, booked.time)).toHaveCount(0);
    const time = await chooseTime(page, booked.time);
    const { start } = await book(page);
    moved = { date: booked.date, time, start };
    expect(slotLabels(new Date(start), VISITOR_ZONE)).toEqual({ date: moved.date, time });
    await shownMeetingLink(page);
    // The spent link's parameters are dropped: a further booking from this page is a new one.
    await expect(page).toHaveURL(/\/consultation$/);
  });

  await test.step('the calendar offers the old slot again, and no longer the new one', async () => {
    // The outcome holds the form's place until the visitor asks for a new one.
    await page.getByRole('button', { name: 'Book another consultation' }).click();
    await dateButton(page, booked.date).click();
    await expect(timeButton(page, booked.time)).toBeVisible();
    await expect(timeButton(page, moved.time)).toHaveCount(0);
  });

  await test.step('the visitor’s e-mail and the inbox show the new time', async () => {
    const rescheduled = await waitForMail(
      VISITOR.email,
      since,
      (mail) => mail.subject === 'Your consultation is rescheduled',
      { description: 'the reschedule notice' },
    );
    expect(rescheduled.text).toContain(`Your consultation of ${mailTime(booked.start)}`);
    expect(rescheduled.text).toContain(`is moved to ${mailTime(moved.start)}`);
    // The confirmed old time leaves the visitor's calendar: a cancellation of the same event.
    const cancellation = attachment(rescheduled, 'consultation-cancelled.ics');
    expect(cancellation.contentType).toMatch(/^text\/calendar;.*method=CANCEL/i);
    expect(icsInstant(cancellation.content, 'DTSTART').toISOString()).toBe(booked.start);
    expect(cancellation.content).toContain(`UID:${invitationUid}`);

    await search();
    await expect(rows(staff)).toHaveCount(2);
    const current = rows(staff).filter({ hasText: 'Pending' });
    await expect(current.locator(`time[datetime="${moved.start}"]`)).toBeVisible();
    const previous = rows(staff).filter({ hasText: 'Rescheduled' });
    await expect(previous.locator(`time[datetime="${booked.start}"]`)).toBeVisible();
  });

  await staffContext.close();
});
