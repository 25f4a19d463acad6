/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setApiBaseUrl } from '../../../api/http';
import {
  bodyRows,
  chooseOption,
  combobox,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
} from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { ADMIN_PROPOSAL_ID, adminProposalRow, makeAdminProposalDetail, REVISION_ID } from './proposal-admin-test-data';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const SENT = makeAdminProposalDetail({ viewedAt: '2026-03-03T09:30:00.000Z', status: 'viewed' });
const ACCEPTED = makeAdminProposalDetail({
  id: REVISION_ID,
  version: 2,
  title: 'Online store build',
  status: 'accepted',
  clientName: 'Eve Stone',
  clientEmail: 'eve@example.com',
  totalCents: 240000,
  viewedAt: '2026-03-03T09:30:00.000Z',
  acceptedAt: '2026-03-04T18:00:00.000Z',
});

let server: TestServer;

/** GET /api/admin/proposals, filtering by status as the API does; the drawer's GET for one. */
function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (url.pathname === '/api/admin/proposals') {
    const status = url.searchParams.get('status');
    const items = [SENT, ACCEPTED].filter((row) => !status || row.status === status).map(adminProposalRow);
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
  }
  if (url.pathname === `/api/admin/proposals/${ADMIN_PROPOSAL_ID}`) return sendJson(response, 200, SENT);
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
  server.requests.length = 0;
});

const listQueries = () => queriesTo(server, '/api/admin/proposals');

describe('/admin1/proposals', () => {
  it('lists the proposals with their status in words, client, version, value and dates', async () => {
    await renderApp('/admin1/proposals');
    expect(await findPageHeading(/Proposals/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });
    const viewed = within(rowOf('Company launch package'));
    expect(viewed.getByText('Ana Lopez')).toBeInTheDocument();
    expect(viewed.getByText('Version 1')).toBeInTheDocument();
    expect(viewed.getByText('Viewed', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(viewed.getByText('$743.50')).toBeInTheDocument();
    const accepted = within(rowOf('Online store build'));
    expect(accepted.getByText('Accepted', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(accepted.getByText('Version 2')).toBeInTheDocument();
    expect(accepted.getByText('$2,400.00')).toBeInTheDocument();
    // Sent, viewed and signed, as times.
    expect(accepted.getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual(
      expect.arrayContaining(['2026-03-02T15:00:00.000Z', '2026-03-03T09:30:00.000Z', '2026-03-04T18:00:00.000Z']),
    );
  });

  it('puts the status filter into the URL, the request and the exports', async () => {
    const { router } = await renderApp('/admin1/proposals');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await chooseOption(combobox('Status'), 'Accepted');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'accepted' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', status: 'accepted' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/proposals/export?status=accepted&sortBy=createdAt&sortOrder=desc',
    );
    expect(screen.getByRole('link', { name: /Export Excel|Export XLSX/i }).getAttribute('href')).toMatch(
      /^\/api\/admin\/proposals\/export\?status=accepted&.*format=xlsx$/,
    );

    await chooseOption(combobox('Status'), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('reads the filters, dates and order from the URL and sends them, never the open drawer', async () => {
    const from = '2026-03-01T05:00:00.000Z';
    await renderApp(
      `/admin1/proposals?status=viewed&validFrom=${from}&sortBy=totalCents&sortOrder=asc&open=${ADMIN_PROPOSAL_ID}`,
    );
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toEqual({
      page: '1',
      pageSize: '10',
      status: 'viewed',
      validFrom: from,
      sortBy: 'totalCents',
      sortOrder: 'asc',
    });
    expect(combobox('Status').closest('.ant-select')).toHaveTextContent('Viewed');
    const csv = screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')!;
    expect(csv).toMatch(/status=viewed/);
    expect(csv).toMatch(/validFrom=2026-03-01T05%3A00%3A00.000Z/);
    expect(csv).not.toMatch(/open=/);
  });

  it('opens a proposal in the drawer from its row and keeps it in the URL, the table page unchanged', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/proposals?status=viewed');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByLabelText('View proposal Company launch package, version 1'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'viewed', open: ADMIN_PROPOSAL_ID }));
    const drawer = await waitFor(
      () => {
        const element = document.querySelector<HTMLElement>('.ant-drawer-section');
        if (!element) throw new Error('No drawer');
        return element;
      },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(within(drawer).getByText('Company launch package · version 1')).toBeInTheDocument());
    expect(listQueries().filter((query) => 'open' in query)).toEqual([]);

    await user.click(within(drawer).getByLabelText('Close'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'viewed' }));
  });
});
