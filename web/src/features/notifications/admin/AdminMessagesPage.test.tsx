/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminOutboxMessageDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import {
  bodyRows,
  buttonIn,
  chooseOption,
  columnTexts,
  combobox,
  confirmation,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
} from '../../../components/admin-table/admin-table-test-utils';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin' });

function message(fields: Partial<AdminOutboxMessageDto> & Pick<AdminOutboxMessageDto, 'id' | 'recipient'>) {
  return {
    channel: 'email',
    category: 'transactional',
    template: 'auth.verification-code',
    subject: 'Your verification code',
    status: 'sent',
    attempts: 1,
    lastError: null,
    providerMessageId: null,
    availableAt: '2025-03-01T12:00:00.000Z',
    sentAt: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fields,
  } satisfies AdminOutboxMessageDto;
}

const FAILED_ID = '00000000-0000-4000-8000-00000000000f';
const INITIAL: AdminOutboxMessageDto[] = [
  message({
    id: '00000000-0000-4000-8000-000000000001',
    recipient: 'ana@example.com',
    sentAt: '2025-03-01T12:00:05.000Z',
    providerMessageId: 'sg-1',
    createdAt: '2025-03-01T12:00:00.000Z',
  }),
  message({
    id: FAILED_ID,
    recipient: 'bob@example.com',
    template: 'billing.invoice',
    subject: 'Invoice INV-7',
    status: 'failed',
    attempts: 5,
    lastError: '503: provider unavailable after five tries, giving up for now',
    createdAt: '2025-03-02T12:00:00.000Z',
  }),
  message({
    id: '00000000-0000-4000-8000-000000000003',
    channel: 'sms',
    recipient: '+15555550123',
    template: 'bookings.reminder',
    subject: 'Reminder: your call is tomorrow',
    status: 'pending',
    attempts: 0,
    createdAt: '2025-03-03T12:00:00.000Z',
  }),
];

let server: TestServer;
let messages: AdminOutboxMessageDto[];

function listMessages(url: URL, response: ServerResponse) {
  const query = url.searchParams;
  const search = query.get('search')?.toLowerCase();
  const matching = messages
    .filter(
      (row) => !search || [row.recipient, row.template, row.subject].some((v) => v.toLowerCase().includes(search)),
    )
    .filter((row) =>
      ['channel', 'category', 'status'].every((key) => !query.has(key) || row[key as 'status'] === query.get(key)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) * (query.get('sortOrder') === 'asc' ? -1 : 1));
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  sendJson(response, 200, {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  });
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (request.method === 'GET' && url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (request.method === 'GET' && url.pathname === '/api/admin/outbox-messages') return listMessages(url, response);
  const resend = /^\/api\/admin\/outbox-messages\/([^/]+)\/resend$/.exec(url.pathname);
  if (request.method === 'POST' && resend) {
    const row = messages.find((candidate) => candidate.id === resend[1]);
    if (!row) return sendJson(response, 404, { statusCode: 404, message: 'No such message' });
    if (row.status === 'sent')
      return sendJson(response, 409, { statusCode: 409, message: 'This message was already sent' });
    Object.assign(row, { status: 'pending', attempts: 0, lastError: null });
    return sendJson(response, 200, row);
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
  messages = INITIAL.map((row) => ({ ...row }));
  server.requests.length = 0;
});

const listQueries = () => queriesTo(server, '/api/admin/outbox-messages');

describe('/admin1/messages', () => {
  it('lists outgoing messages newest first with status, attempts and the last error', async () => {
    await renderApp('/admin1/messages');

    expect(await findPageHeading(/Outgoing messages/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(columnTexts(2)).toEqual(['+15555550123', 'bob@example.com', 'ana@example.com']);

    const failed = within(rowOf('bob@example.com'));
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('Invoice INV-7')).toBeInTheDocument();
    expect(failed.getByText('billing.invoice')).toBeInTheDocument();
    expect(failed.getByText('5')).toBeInTheDocument();
    expect(failed.getByText('503: provider unavailable after five tries, giving up for now')).toBeInTheDocument();
    expect(failed.getByLabelText('Resend the message to bob@example.com')).toBeEnabled();

    const sent = within(rowOf('ana@example.com'));
    expect(sent.getByText('Sent')).toBeInTheDocument();
    expect(sent.getByText('E-mail')).toBeInTheDocument();
    expect(rowOf('ana@example.com').querySelector('time[datetime="2025-03-01T12:00:05.000Z"]')).not.toBeNull();
    // Only failed or cancelled messages can be resent.
    expect(sent.queryByText('Resend')).toBeNull();
    expect(within(rowOf('+15555550123')).getByText('SMS')).toBeInTheDocument();
    expect(within(rowOf('+15555550123')).queryByText('Resend')).toBeNull();

    expect(screen.getByText('1–3 of 3 messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/outbox-messages/export?sortBy=createdAt&sortOrder=desc',
    );
  });

  it('puts a filter and a search into the URL and the request, and back out with "Clear filters"', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/messages?page=2');
    await waitFor(() => expect(listQueries()).toHaveLength(1));

    await chooseOption(combobox('Status'), 'Failed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('bob@example.com')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({
      page: '1',
      pageSize: '10',
      status: 'failed',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/outbox-messages/export?status=failed&sortBy=createdAt&sortOrder=desc',
    );

    await chooseOption(combobox('Channel'), 'SMS');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed', channel: 'sms' }));
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();

    await user.click(buttonIn(document.querySelector('[role="search"]')!, 'Clear filters'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.type(screen.getByLabelText('Search messages'), 'reminder');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'reminder' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('+15555550123')).toBeInTheDocument();
    expect(listQueries().filter((query) => query.search)).toEqual([expect.objectContaining({ search: 'reminder' })]);
  });

  it('resends a failed message only after confirmation, then reloads the table', async () => {
    const user = setupUser();
    await renderApp('/admin1/messages');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const posts = () => server.requests.filter((request) => request.method === 'POST');

    await user.click(within(rowOf('bob@example.com')).getByLabelText('Resend the message to bob@example.com'));
    const popup = await confirmation();
    expect(popup).toHaveTextContent('Resend this message?');
    expect(popup).toHaveTextContent('It goes to bob@example.com again');
    await user.click(buttonIn(popup, 'Cancel'));
    expect(posts()).toHaveLength(0);

    await user.click(within(rowOf('bob@example.com')).getByLabelText('Resend the message to bob@example.com'));
    const listsBefore = listQueries().length;
    await user.click(buttonIn(await confirmation(), 'Resend'));

    expect(await screen.findByText('The message to bob@example.com is queued again.')).toBeInTheDocument();
    expect(posts().map((request) => request.url)).toEqual([`/api/admin/outbox-messages/${FAILED_ID}/resend`]);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(within(rowOf('bob@example.com')).getByText('Pending')).toBeInTheDocument());
    expect(within(rowOf('bob@example.com')).queryByText('Resend')).toBeNull();
  });

  it('shows the server message when a resend is refused', async () => {
    const user = setupUser();
    await renderApp('/admin1/messages?status=failed');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // Sent meanwhile (by another staff member's resend).
    messages.find((row) => row.id === FAILED_ID)!.status = 'sent';

    await user.click(within(rowOf('bob@example.com')).getByLabelText('Resend the message to bob@example.com'));
    await user.click(buttonIn(await confirmation(), 'Resend'));
    expect(await screen.findByText('This message was already sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No messages match these filters.')).toBeInTheDocument());
  });
});
