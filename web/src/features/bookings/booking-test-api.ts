/**
 * Fake answers of the booking API for the web tests (the forms' endpoints and GET
 * /api/bookings/options), over the real HTTP fake of src/test/fake-api.ts.
 */
import type { FakeApi } from '../../test/fake-api';
import { isoDate } from './public/calendar-dates';

export const TEST_OPTIONS = {
  services: ['Business Formation & Legal Setup', 'Digital Marketing', 'Branding & Identity Design'],
  questionTopics: ['Digital Marketing', 'General Business Consulting'],
  stages: ['I have a business', "I'm starting soon", "I'm exploring ideas"],
  budgets: ['$1,000 - $2,000 USD', '$3,000 - $5,000 USD'],
  businessTypes: ['Startup/New Business', 'E-commerce Store', 'Other'],
  countries: ['Canada', 'Mexico', 'United States'],
};

/** Two slots of a date, 09:00 and 09:30 in New York (EDT). */
export function slotsOf(date: string) {
  return [
    { start: `${date}T13:00:00.000Z`, end: `${date}T13:30:00.000Z` },
    { start: `${date}T13:30:00.000Z`, end: `${date}T14:00:00.000Z` },
  ];
}

export const MEETING_LINK = 'https://meet.jit.si/inspivision-7f3a9c2e4b1d';
export const CALENDAR_URL =
  'http://localhost/api/consultations/5b0e8a64-3c1f-4e8e-9a57-1f0c1c7f6a11/calendar.ics?token=eyJzdWIiOiI1YjBlIn0.c2ln';

/** The 14 weekdays after the test's today (its fake clock), as GET /api/calendar/dates lists them. */
export function bookableDates(today: Date = new Date()): string[] {
  const dates: string[] = [];
  const cursor = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (dates.length < 14) {
    cursor.setDate(cursor.getDate() + 1);
    if (cursor.getDay() !== 0 && cursor.getDay() !== 6) dates.push(isoDate(cursor));
  }
  return dates;
}

/**
 * GET /api/calendar/dates of the test's today: every date open unless `closed` says why not, the window
 * moving at the next local midnight.
 */
export function bookableWindow(closed: Record<string, { state: 'holiday' | 'blocked'; reason: string | null }> = {}) {
  const dates = bookableDates();
  const now = new Date();
  return {
    timeZone: 'America/New_York',
    dates,
    days: dates.map((date) => ({ date, ...(closed[date] ?? { state: 'open', reason: null }) })),
    validUntil: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString(),
  };
}

/** Options, a configured calendar with two slots a day, and the three submissions answering 201. */
export function fakeBookingApi(api: FakeApi, { configured = true, delay = 0 } = {}): void {
  api.routes.set('GET /api/bookings/options', () => ({ status: 200, body: TEST_OPTIONS }));
  api.routes.set('GET /api/calendar/status', () => ({ status: 200, body: { configured } }));
  api.routes.set('GET /api/calendar/dates', () => ({ status: 200, body: bookableWindow() }));
  api.routes.set('GET /api/calendar/availability', (_body, request) => {
    const date = new URL(request.url ?? '/', 'http://test').searchParams.get('date') ?? '';
    return { status: 200, body: { slots: slotsOf(date), closedFor: null } };
  });
  const received = (scheduled: boolean, path: string) => ({
    status: 201,
    delay,
    body: {
      id: '5b0e8a64-3c1f-4e8e-9a57-1f0c1c7f6a11',
      status: 'pending',
      scheduledAt: scheduled ? '2027-03-15T13:00:00.000Z' : null,
      meetingLink: scheduled ? MEETING_LINK : null,
      // Only a consultation with a time has a calendar file.
      calendarUrl: scheduled && path === 'consultations' ? CALENDAR_URL : null,
    },
  });
  const isScheduled = (body: unknown) => !!(body as { scheduledAt?: unknown }).scheduledAt;
  api.routes.set('POST /api/consultations', (body) => received(isScheduled(body), 'consultations'));
  api.routes.set('POST /api/service-inquiry', (body) => received(isScheduled(body), 'service-inquiry'));
  api.routes.set('POST /api/general-question', () => ({
    status: 201,
    delay,
    body: {
      id: '9c1d7e2a-0b4f-4c55-8f0e-2a1b3c4d5e6f',
      status: 'pending',
      scheduledAt: null,
      meetingLink: null,
      calendarUrl: null,
    },
  }));
}
