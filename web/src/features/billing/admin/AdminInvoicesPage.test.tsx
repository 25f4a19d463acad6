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
} from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { adminInvoiceRow, makeAdminInvoiceDetail } from '../billing-test-data';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const SENT = adminInvoiceRow(makeAdminInvoiceDetail());
const OVERDUE = adminInvoiceRow(
  makeAdminInvoiceDetail({
    id: '7a1d3c5e-2b4f-4d6a-8c9e-0f1a2b3c4d60',
    invoiceNumber: 'INV-2026-0003',
    status: 'overdue',
    overdue: true,
    clientName: 'Eve Stone',
    clientEmail: 'eve@example.com',
  }),
);

let server: TestServer;

/** GET /api/admin/invoices, filtering by status and overdue as the API does. */
function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (url.pathname === '/api/admin/invoices') {
    const status = url.searchParams.get('status');
    const overdue = url.searchParams.get('overdue');
    const items = [SENT, OVERDUE]
      .filter((row) => !status || row.status === status)
      .filter((row) => !overdue || String(row.overdue) === overdue);
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

const listQueries = () => queriesTo(server, '/api/admin/invoices');

describe('/admin1/invoices', () => {
  it('lists the invoices with status, amounts and the overdue mark', async () => {
    await renderApp('/admin1/invoices');
    expect(await findPageHeading(/Invoices/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });
    const sent = within(rowOf('INV-2026-0007'));
    expect(sent.getByText('Ana Lopez')).toBeInTheDocument();
    expect(sent.getByText('Awaiting payment')).toBeInTheDocument();
    expect(sent.getAllByText('$680.00')).toHaveLength(2);
    expect(within(rowOf('INV-2026-0003')).getByText('Overdue')).toBeInTheDocument();
  });

  it('puts the status and overdue filters into the URL and the request', async () => {
    const { router } = await renderApp('/admin1/invoices');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await chooseOption(combobox('Status'), 'Overdue');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', status: 'overdue' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await chooseOption(combobox('Overdue'), 'Overdue only');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue', overdue: true }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status: 'overdue', overdue: 'true' }));

    await chooseOption(combobox('Overdue'), 'Not overdue');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue', overdue: false }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status: 'overdue', overdue: 'false' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(0));

    await chooseOption(combobox('Status'), 'All statuses');
    await chooseOption(combobox('Overdue'), 'Overdue or not');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // The CSV export follows the filters too.
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/invoices/export?sortBy=createdAt&sortOrder=desc',
    );
  });

  it('reads the filters from the URL, shows them and sends them with the export', async () => {
    await renderApp('/admin1/invoices?status=overdue&overdue=true');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toEqual({
      page: '1',
      pageSize: '10',
      status: 'overdue',
      overdue: 'true',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(combobox('Status').closest('.ant-select')).toHaveTextContent('Overdue');
    expect(combobox('Overdue').closest('.ant-select')).toHaveTextContent('Overdue only');
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/admin\/invoices\/export\?.*status=overdue.*overdue=true/,
    );
  });
});
