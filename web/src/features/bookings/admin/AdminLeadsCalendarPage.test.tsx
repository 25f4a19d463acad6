/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockedDaysDto, BookedCallDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { queriesTo, setupUser } from '../../../components/admin-table/admin-table-test-utils';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin' });
/** 2030-03-13 10:30 in the staff's (the test machine's) time zone. */
const WEDNESDAY_1030 = new Date(2030, 2, 13, 10, 30).toISOString();

const CALLS: BookedCallDto[] = [
  {
    leadType: 'consultation',
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Ana Lopez',
    email: 'ana@example.com',
    scheduledAt: WEDNESDAY_1030,
    status: 'confirmed',
    servicesInterested: ['Digital Marketing'],
    meetingLink: null,
  },
];

let server: TestServer;
let blocked: BlockedDaysDto;
const writes: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/admin/consultations/booked') return sendJson(response, 200, CALLS);
  if (route === 'GET /api/admin/blocked-days') return sendJson(response, 200, blocked);
  writes.push(route);
  const day = /^\/api\/admin\/blocked-days\/(\d{4}-\d{2}-\d{2})$/.exec(pathname)?.[1];
  const holiday = /^\/api\/admin\/blocked-days\/(\d{4}-\d{2}-\d{2})\/reopen$/.exec(pathname)?.[1];
  if (holiday) {
    const reopened = request.method === 'PUT';
    blocked = {
      ...blocked,
      holidays: blocked.holidays.map((entry) => (entry.date === holiday ? { ...entry, reopened } : entry)),
    };
    return sendJson(
      response,
      200,
      blocked.holidays.find((entry) => entry.date === holiday),
    );
  }
  if (request.method === 'PUT' && day) {
    const entry = { date: day, reason: null, createdAt: new Date().toISOString() };
    blocked = { ...blocked, days: [...blocked.days, entry] };
    return sendJson(response, 200, entry);
  }
  sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
}

beforeAll(async () => {
  server = await startTestServer(handle);
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  blocked = { timeZone: 'America/New_York', days: [], holidays: [] };
  writes.length = 0;
  server.requests.length = 0;
});

describe('/admin1/leads/calendar', () => {
  it('shows the week’s calls on a days x times grid in the staff’s time zone, and moves between weeks', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/leads/calendar?week=2030-03-13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Week of Mar 11, 2030 – Mar 17, 2030' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Times are in your time zone/)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1 booked call this week')).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /10:30 AM/ });
    const cells = within(row).getAllByRole('cell');
    // Monday..Sunday: the call is on Wednesday, the third day.
    expect(within(cells[2]!).getByRole('button', { name: '10:30 AM: Ana Lopez, Confirmed' })).toBeInTheDocument();
    expect(queriesTo(server, '/api/admin/consultations/booked')[0]).toEqual({
      from: new Date(2030, 2, 11).toISOString(),
      to: new Date(2030, 2, 18).toISOString(),
    });

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ week: '2030-03-18' }));
  });

  it('blocks a day, asking for a date first', async () => {
    const user = setupUser();
    await renderApp('/admin1/leads/calendar?week=2030-03-13');
    expect(await screen.findByText('No upcoming blocked days.')).toBeInTheDocument();
    expect(screen.getByText(/Days are dates in America\/New_York/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Block day' }));
    expect(await screen.findByText('Choose a day to block.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    fireEvent.change(screen.getByLabelText('Day to block'), { target: { value: '2030-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Block day' }));
    expect(await screen.findByText('Tuesday, December 24, 2030 is blocked: no bookings that day.')).toBeInTheDocument();
    expect(writes).toEqual(['PUT /api/admin/blocked-days/2030-12-24']);
    expect(await screen.findByRole('button', { name: 'Unblock Tuesday, December 24, 2030' })).toBeInTheDocument();
  });

  it('shows US federal holidays as closed, reopens one and closes it again', async () => {
    blocked = {
      ...blocked,
      holidays: [{ date: '2030-11-28', name: 'Thanksgiving Day', reopened: false }],
    };
    const user = setupUser();
    await renderApp('/admin1/leads/calendar?week=2030-11-25');
    const list = await screen.findByRole('list', { name: 'Upcoming US federal holidays' });
    expect(list).toHaveTextContent('Thursday, November 28, 2030 · Thanksgiving Day US federal holiday: closed');
    // The week's own query (its range) brings the tag: it may land after the list.
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Thu, Nov 28/ })).toHaveTextContent('US federal holiday'),
    );

    await user.click(screen.getByRole('button', { name: 'Reopen Thursday, November 28, 2030' }));
    expect(
      await screen.findByText('Thursday, November 28, 2030 (Thanksgiving Day) is open for bookings.'),
    ).toBeInTheDocument();
    expect(writes).toEqual(['PUT /api/admin/blocked-days/2030-11-28/reopen']);
    await user.click(await screen.findByRole('button', { name: 'Close again Thursday, November 28, 2030' }));
    expect(
      await screen.findByText('Thursday, November 28, 2030 (Thanksgiving Day) is closed for bookings again.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      'PUT /api/admin/blocked-days/2030-11-28/reopen',
      'DELETE /api/admin/blocked-days/2030-11-28/reopen',
    ]);
  });
});
