/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setApiBaseUrl } from '../../../api/http';
import type { AdminProjectDto } from '../../../api/generated/model';
import {
  bodyRows,
  chooseOption,
  combobox,
  findPageHeading,
  queriesTo,
  rowOf,
} from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const ACTIVE: AdminProjectDto = {
  id: '3f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Delaware LLC formation',
  status: 'active',
  userId: '0b6f3c2a-1d4e-4f5a-8b9c-7d6e5f4a3b2c',
  clientName: 'Ana Lopez',
  clientEmail: 'ana@example.com',
  service: 'Business Formation & Legal Setup',
  proposalId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  serviceInquiryId: null,
  consultationId: null,
  totalCents: 64913,
  depositCents: 32457,
  balanceCents: 32456,
  currency: 'USD',
  depositInvoiceId: '6d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  depositInvoiceNumber: 'INV-2030-0007',
  balanceInvoiceId: '7e3f4a5b-6c7d-4e8f-90a1-b2c3d4e5f6a7',
  activatedAt: '2030-03-05T15:00:00.000Z',
  createdAt: '2030-03-01T12:00:00.000Z',
};
const AWAITING: AdminProjectDto = {
  ...ACTIVE,
  id: '4a0b2d3f-6c7e-4f80-9bac-1d2e3f4a5b6c',
  title: 'Bakery website',
  status: 'awaiting_deposit',
  clientName: 'Eve Stone',
  clientEmail: 'eve@example.com',
  totalCents: 300000,
  depositCents: 150000,
  balanceCents: 150000,
  depositInvoiceNumber: 'INV-2030-0009',
  activatedAt: null,
};

let server: TestServer;

/** GET /api/admin/projects, filtering by status and searching titles as the API does. */
function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (url.pathname === '/api/admin/projects') {
    const status = url.searchParams.get('status');
    const search = url.searchParams.get('search')?.toLowerCase();
    const items = [ACTIVE, AWAITING]
      .filter((row) => !status || row.status === status)
      .filter((row) => !search || row.title.toLowerCase().includes(search));
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
  server.requests.length = 0;
});

const listQueries = () => queriesTo(server, '/api/admin/projects');

describe('/admin1/projects', () => {
  it('lists the projects with client, status in words, total, deposit and its invoice', async () => {
    await renderApp('/admin1/projects');
    expect(await findPageHeading(/Projects/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });

    const active = within(rowOf('Delaware LLC formation'));
    expect(active.getByRole('link', { name: 'Delaware LLC formation' })).toHaveAttribute(
      'href',
      `/admin1/projects/${ACTIVE.id}`,
    );
    expect(active.getByText('Ana Lopez')).toBeInTheDocument();
    expect(active.getByText('ana@example.com')).toBeInTheDocument();
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByText('$649.13')).toBeInTheDocument();
    expect(active.getByText('$324.57')).toBeInTheDocument();
    expect(
      active.getByRole('link', { name: 'Deposit invoice INV-2030-0007 of Delaware LLC formation' }),
    ).toHaveAttribute('href', '/admin1/invoices?search=INV-2030-0007');
    const awaiting = within(rowOf('Bakery website'));
    expect(awaiting.getByText('Awaiting deposit')).toBeInTheDocument();
    expect(awaiting.getByText('$3,000.00')).toBeInTheDocument();
  });

  it('filters by status and searches, through the URL and the request', async () => {
    const { router } = await renderApp('/admin1/projects');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await chooseOption(combobox('Status'), 'Awaiting deposit');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'awaiting_deposit' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', status: 'awaiting_deposit' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('Bakery website')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/projects/export?status=awaiting_deposit&sortBy=createdAt&sortOrder=desc',
    );

    await chooseOption(combobox('Status'), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('reads a search and a filter from the URL', async () => {
    await renderApp('/admin1/projects?search=delaware&status=active');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toEqual({
      page: '1',
      pageSize: '10',
      search: 'delaware',
      status: 'active',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('delaware');
    expect(combobox('Status').closest('.ant-select')).toHaveTextContent('Active');
  });

  it('says what an empty table means', async () => {
    await renderApp('/admin1/projects?search=nothing-matches');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(await screen.findByText(/No projects match/)).toBeInTheDocument();
  });
});
