/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminUserDto, CurrentUserDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import {
  bodyRows,
  buttonIn,
  chooseOption,
  columnHeader,
  columnTexts,
  combobox,
  confirmation,
  findPageHeading,
  rowOf,
  setupUser,
} from '../../../components/admin-table/admin-table-test-utils';

const ME: CurrentUserDto = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'boss@inspivision.test',
  firstName: 'Bea',
  lastName: 'Boss',
  role: 'admin',
  emailVerified: true,
  hasPassword: true,
  firstSignIn: false,
  secondFactor: { pending: null, verifyWith: [], passed: true },
  country: null,
  phone: null,
  phoneTextable: false,
  phoneVerifiedAt: null,
  smsOptIn: false,
  timezone: null,
  wantsReminders: false,
};

function account(fields: Partial<AdminUserDto> & Pick<AdminUserDto, 'id' | 'email'>): AdminUserDto {
  return {
    firstName: null,
    lastName: null,
    role: 'customer',
    emailVerified: true,
    isSuspended: false,
    suspendedAt: null,
    suspendedBy: null,
    phone: null,
    country: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fields,
  };
}

const INITIAL_USERS: AdminUserDto[] = [
  account({
    id: ME.id,
    email: ME.email,
    firstName: 'Bea',
    lastName: 'Boss',
    role: 'admin',
    createdAt: '2025-01-05T12:00:00.000Z',
  }),
  account({
    id: '00000000-0000-4000-8000-000000000002',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    country: 'Canada',
    createdAt: '2025-02-10T12:00:00.000Z',
  }),
  account({
    id: '00000000-0000-4000-8000-000000000003',
    email: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'Stone',
    emailVerified: false,
    isSuspended: true,
    suspendedAt: '2025-04-02T14:30:00.000Z',
    suspendedBy: { id: ME.id, email: ME.email, firstName: 'Bea', lastName: 'Boss' },
    createdAt: '2025-03-15T12:00:00.000Z',
  }),
];

let server: TestServer;
let users: AdminUserDto[];
/** Ids whose suspension the server refuses (as for a missing account). */
let missing: Set<string>;

/** GET /api/admin/users as the API does it: filters, order, one page. */
function listUsers(url: URL, response: ServerResponse) {
  const query = url.searchParams;
  const search = query.get('search')?.toLowerCase();
  const bool = (name: string) => (query.has(name) ? query.get(name) === 'true' : undefined);
  const sortBy = (query.get('sortBy') ?? 'createdAt') as keyof AdminUserDto;
  const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
  const matching = users
    .filter(
      (user) =>
        !search || [user.email, user.firstName, user.lastName].some((value) => value?.toLowerCase().includes(search)),
    )
    .filter((user) => !query.has('role') || user.role === query.get('role'))
    .filter((user) => bool('emailVerified') === undefined || user.emailVerified === bool('emailVerified'))
    .filter((user) => bool('isSuspended') === undefined || user.isSuspended === bool('isSuspended'))
    .sort((a, b) => String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) * direction);
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  sendJson(response, 200, {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  });
}

const JANE_ID = '00000000-0000-4000-8000-000000000002';
/** Jane's rows of the lists the user drawer reads (filtered by userId); the other lists are empty. */
const JANE_RECORD: Record<string, object[]> = {
  '/api/admin/consultations': [
    { id: 'c1', status: 'confirmed', createdAt: '2025-02-11T15:00:00.000Z', scheduledAt: '2025-02-20T15:00:00.000Z' },
  ],
  '/api/admin/general-questions': [
    { id: 'q1', status: 'pending', createdAt: '2025-02-12T15:00:00.000Z', serviceQuestion: 'Digital Marketing' },
  ],
  '/api/admin/invoices': [
    {
      id: 'i1',
      invoiceNumber: 'INV-2025-0007',
      status: 'sent',
      overdue: false,
      amountCents: 68000,
      dueDate: '2025-03-01T12:00:00.000Z',
    },
  ],
  '/api/admin/service-inquiries': [],
};

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  if (request.method === 'GET' && url.pathname === '/api/auth/user') return sendJson(response, 200, ME);
  const record = JANE_RECORD[url.pathname];
  if (request.method === 'GET' && record) {
    const items = url.searchParams.get('userId') === JANE_ID ? record : [];
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 5 });
  }
  if (request.method === 'GET' && url.pathname === '/api/admin/users') return listUsers(url, response);
  const action = /^\/api\/admin\/users\/([^/]+)\/(suspend|reinstate)$/.exec(url.pathname);
  if (request.method === 'POST' && action) {
    const [, id, verb] = action;
    const user = users.find((candidate) => candidate.id === id);
    if (!user || missing.has(id!)) return sendJson(response, 404, { statusCode: 404, message: 'User not found' });
    if (id === ME.id)
      return sendJson(response, 400, { statusCode: 400, message: 'You cannot suspend your own account' });
    user.isSuspended = verb === 'suspend';
    return sendJson(response, 200, user);
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
  users = INITIAL_USERS.map((user) => ({ ...user }));
  missing = new Set();
  server.requests.length = 0;
});

/** The list requests the page made, as query objects. */
function listQueries(): Array<Record<string, string>> {
  return server.requests
    .filter((request) => request.method === 'GET' && request.url.startsWith('/api/admin/users?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://test').searchParams));
}

describe('/admin1/users', () => {
  it('lists the accounts the server returns, newest first, with their details', async () => {
    await renderApp('/admin1/users');

    expect(await findPageHeading(/Users/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(columnTexts(1)).toEqual(['bob@example.com', 'jane@example.com', 'boss@inspivision.test']);

    const jane = within(rowOf('jane@example.com'));
    expect(jane.getByText('Jane Doe')).toBeInTheDocument();
    expect(jane.getByText('Customer')).toBeInTheDocument();
    expect(jane.getByText('Verified')).toBeInTheDocument();
    expect(jane.getByText('Active')).toBeInTheDocument();
    // The country is a wide-screen column (from 1600 px); the record's drawer always shows it (tested below).
    expect(jane.getByText('Feb 10, 2025')).toHaveAttribute('datetime', '2025-02-10T12:00:00.000Z');

    const bob = within(rowOf('bob@example.com'));
    expect(bob.getByText('Unverified')).toBeInTheDocument();
    expect(bob.getByText('Suspended')).toBeInTheDocument();
    expect(bob.getByLabelText('Reinstate bob@example.com')).toBeEnabled();

    expect(within(rowOf('boss@inspivision.test')).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3 accounts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Users(3)');
  });

  it('reads page, filters and order from the URL and sends them to the server', async () => {
    await renderApp('/admin1/users?role=customer&isSuspended=false&sortBy=email&sortOrder=asc');

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(listQueries()[0]).toEqual({
      page: '1',
      pageSize: '10',
      role: 'customer',
      isSuspended: 'false',
      sortBy: 'email',
      sortOrder: 'asc',
    });
    expect(rowOf('jane@example.com')).toBeInTheDocument();
    expect(combobox('Role').closest('.ant-select')).toHaveTextContent('Customers');
    expect(combobox('Account status').closest('.ant-select')).toHaveTextContent('Active');
    expect(columnHeader('E-mail')).toHaveAttribute('aria-sort', 'ascending');
    // The CSV export takes the same filters and order (and no page).
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/users/export?role=customer&isSuspended=false&sortBy=email&sortOrder=asc',
    );
  });

  it('puts a changed filter, search and order into the URL, back on page 1', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/users?page=2');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toMatchObject({ page: '2' });

    await chooseOption(combobox('Account status'), 'Suspended');
    await waitFor(() => expect(router.state.location.search).toEqual({ isSuspended: true }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('bob@example.com')).toBeInTheDocument();
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', isSuspended: 'true' }));

    await chooseOption(combobox('Account status'), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    // The search box waits for a pause in typing, then asks the server once.
    await user.type(screen.getByLabelText('Search users'), 'jane');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'jane' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('jane@example.com')).toBeInTheDocument();
    expect(listQueries().filter((query) => query.search)).toEqual([expect.objectContaining({ search: 'jane' })]);

    await user.click(columnHeader('Name'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'jane', sortBy: 'lastName', sortOrder: 'asc' }),
    );
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ search: 'jane', sortBy: 'lastName', sortOrder: 'asc' }),
    );

    // Back restores the previous URL, and the box shows its search.
    await act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'jane' }));
    await act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ isSuspended: true }));
    expect(screen.getByLabelText('Search users')).toHaveValue('');
  });

  it('shows an empty state that clears the filters', async () => {
    const user = setupUser();
    const { router } = await renderApp('/admin1/users?search=nobody');

    expect(await screen.findByText('No accounts match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search users')).toHaveValue('nobody');
    const emptyState = screen.getByText('No accounts match these filters.').closest('.ant-empty') as HTMLElement;
    await user.click(buttonIn(emptyState, 'Clear filters'));

    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByLabelText('Search users')).toHaveValue('');
  });

  it('suspends an account only after confirmation, then reloads the table', async () => {
    const user = setupUser();
    await renderApp('/admin1/users');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const posts = () => server.requests.filter((request) => request.method === 'POST');

    // Cancelling the confirmation changes nothing.
    await user.click(within(rowOf('jane@example.com')).getByLabelText('Suspend jane@example.com'));
    const popup = await confirmation();
    expect(popup).toHaveTextContent('Suspend this account?');
    expect(popup).toHaveTextContent('jane@example.com will be signed out everywhere');
    await user.click(buttonIn(popup, 'Cancel'));
    expect(posts()).toHaveLength(0);

    await user.click(within(rowOf('jane@example.com')).getByLabelText('Suspend jane@example.com'));
    const listsBefore = listQueries().length;
    await user.click(buttonIn(await confirmation(), 'Suspend'));

    expect(await screen.findByText('jane@example.com is suspended.')).toBeInTheDocument();
    expect(posts().map((request) => request.url)).toEqual([
      '/api/admin/users/00000000-0000-4000-8000-000000000002/suspend',
    ]);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(within(rowOf('jane@example.com')).getByText('Suspended')).toBeInTheDocument());
    expect(within(rowOf('jane@example.com')).getByLabelText('Reinstate jane@example.com')).toBeEnabled();
  });

  it('reinstates a suspended account, and shows the server message when it refuses', async () => {
    const user = setupUser();
    await renderApp('/admin1/users');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    missing.add('00000000-0000-4000-8000-000000000003');
    await user.click(within(rowOf('bob@example.com')).getByLabelText('Reinstate bob@example.com'));
    const popup = await confirmation();
    expect(popup).toHaveTextContent('Reinstate this account?');
    await user.click(buttonIn(popup, 'Reinstate'));
    expect(await screen.findByText('User not found')).toBeInTheDocument();

    missing.clear();
    await user.click(within(rowOf('bob@example.com')).getByLabelText('Reinstate bob@example.com'));
    await user.click(buttonIn(await confirmation(), 'Reinstate'));
    expect(await screen.findByText('bob@example.com is reinstated.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('bob@example.com')).getByText('Active')).toBeInTheDocument());
  });

  it("shows who suspended an account and when, in the account's record (issue 43, point 5)", async () => {
    await renderApp('/admin1/users');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await setupUser().click(screen.getByLabelText('Open the record of Bob Stone'));
    const drawer = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-drawer-section');
      if (!element) throw new Error('No open drawer');
      return element;
    });
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-04-02T14:30:00.000Z'),
    );
    expect(within(drawer).getByText(`Suspended ${when} by Bea Boss (boss@inspivision.test)`)).toBeInTheDocument();
  });

  it('does not offer to suspend the signed-in admin', async () => {
    await renderApp('/admin1/users');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(rowOf('boss@inspivision.test')).getByLabelText(/Suspend boss@inspivision.test/)).toBeDisabled();
  });

  it("opens an account's record from its name: profile, bookings and invoices, with empty states", async () => {
    await renderApp('/admin1/users');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await setupUser().click(screen.getByLabelText('Open the record of Jane Doe'));

    const drawer = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-drawer-section');
      if (!element) throw new Error('No open drawer');
      return element;
    });
    const record = within(drawer);
    expect(record.getByText('Jane Doe', { selector: '.ant-drawer-title' })).toBeInTheDocument();
    for (const [level, name] of [
      [2, 'Profile'],
      [2, 'Bookings'],
      [3, 'Consultations'],
      [3, 'Service inquiries'],
      [3, 'Questions'],
      [2, 'Invoices'],
    ] as const) {
      expect(record.getByRole('heading', { level, name })).toBeInTheDocument();
    }
    expect(record.getByText('jane@example.com')).toBeInTheDocument();
    expect(record.getByText('Canada')).toBeInTheDocument();
    expect(record.getByLabelText('Suspend jane@example.com')).toBeEnabled();

    expect(await record.findByText('Confirmed')).toBeInTheDocument();
    expect(record.getByLabelText(/^View the consultation received Feb 11, 2025/)).toBeInTheDocument();
    expect(await record.findByText('Digital Marketing')).toBeInTheDocument();
    expect(await record.findByText('No service inquiries.')).toBeInTheDocument();
    expect(await record.findByText('INV-2025-0007')).toBeInTheDocument();
    expect(record.getByText('Awaiting payment')).toBeInTheDocument();
    expect(record.getByLabelText('View invoice INV-2025-0007')).toBeInTheDocument();

    const listed = server.requests
      .filter((request) =>
        /^\/api\/admin\/(consultations|service-inquiries|general-questions|invoices)\?/.test(request.url),
      )
      .map((request) => Object.fromEntries(new URL(request.url, 'http://test').searchParams));
    expect(listed).toHaveLength(4);
    for (const query of listed) expect(query).toEqual({ userId: JANE_ID, page: '1', pageSize: '5' });
  });
});
