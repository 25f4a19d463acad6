/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminNewsletterSubscriberDto, NewsletterStatus } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import {
  chooseOption,
  columnHeader,
  columnTexts,
  combobox,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
} from '../../../components/admin-table/admin-table-test-utils';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin' });

const subscriber = (
  email: string,
  subscribedAt: string,
  status: NewsletterStatus = 'subscribed',
): AdminNewsletterSubscriberDto => ({
  id: `id-${email}`,
  email,
  status,
  subscribedAt,
  confirmedAt: status === 'pending' ? null : subscribedAt,
  createdAt: subscribedAt,
});
const SUBSCRIBERS = [
  subscriber('ana@example.com', '2025-03-01T12:00:00.000Z'),
  subscriber('bob@example.com', '2025-03-05T12:00:00.000Z', 'unsubscribed'),
  subscriber('cy@test.org', '2025-03-03T12:00:00.000Z'),
  subscriber('dee@example.com', '2025-03-02T12:00:00.000Z', 'pending'),
];

let server: TestServer;
let empty = false;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (url.pathname === '/api/admin/newsletter-subscribers') {
    const query = url.searchParams;
    const search = query.get('search')?.toLowerCase();
    const key = query.get('sortBy') === 'email' ? 'email' : 'subscribedAt';
    const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
    const items = (empty ? [] : SUBSCRIBERS)
      .filter((row) => !search || row.email.includes(search))
      .filter((row) => !query.has('status') || row.status === query.get('status'))
      .sort((a, b) => a[key].localeCompare(b[key]) * direction);
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
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
  empty = false;
  server.requests.length = 0;
});

const listQueries = () => queriesTo(server, '/api/admin/newsletter-subscribers');
const emails = () => columnTexts(0);

describe('/admin1/newsletter', () => {
  it('lists subscribers, filters and sorts through the URL, and exports the same view', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/newsletter');
    expect(await findPageHeading(/Newsletter/)).toBeInTheDocument();
    await waitFor(() =>
      expect(emails()).toEqual(['bob@example.com', 'cy@test.org', 'dee@example.com', 'ana@example.com']),
    );
    expect(within(rowOf('bob@example.com')).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(rowOf('ana@example.com')).getByText('Subscribed')).toBeInTheDocument();
    expect(within(rowOf('dee@example.com')).getByText('Pending confirmation')).toBeInTheDocument();

    await chooseOption(combobox('Subscription'), 'Pending confirmation');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() => expect(emails()).toEqual(['dee@example.com']));
    expect(listQueries().at(-1)).toMatchObject({ status: 'pending' });

    await chooseOption(combobox('Subscription'), 'Subscribed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'subscribed' }));
    await waitFor(() => expect(emails()).toEqual(['cy@test.org', 'ana@example.com']));
    expect(listQueries().at(-1)).toMatchObject({ status: 'subscribed' });

    await user.click(columnHeader('E-mail'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'subscribed', sortBy: 'email', sortOrder: 'asc' }),
    );
    await waitFor(() => expect(emails()).toEqual(['ana@example.com', 'cy@test.org']));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/newsletter-subscribers/export?status=subscribed&sortBy=email&sortOrder=asc',
    );

    await act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'subscribed' }));
  });

  it('says so when there are no subscribers yet, and offers no export', async () => {
    empty = true;
    await renderApp('/admin1/newsletter');
    expect(await screen.findByText('No newsletter subscribers yet.')).toBeInTheDocument();
    const exportButton = screen.getByText('Export CSV').closest('.ant-btn');
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
  });
});
