/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminUserDto, CreateInvoiceDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { buttonIn, queriesTo, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { adminInvoiceRow, makeAdminInvoiceDetail } from '../billing-test-data';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const JANE: AdminUserDto = {
  id: '00000000-0000-4000-8000-0000000000a2',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'customer',
  emailVerified: true,
  isSuspended: false,
  suspendedAt: null,
  suspendedBy: null,
  phone: null,
  country: 'Canada',
  createdAt: '2025-02-10T12:00:00.000Z',
};

/** A consultation the invoice may bill, found by its client's name. */
const JANE_CALL = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  scheduledAt: '2026-12-03T15:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
};

let server: TestServer;
let posts: CreateInvoiceDto[];
/** What POST /api/admin/invoices answers next; by default the invoice it created. */
let refusal: { status: number; body: unknown } | null;

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/bookings/options') {
    const options = { services: [], questionTopics: [], budgets: [], businessTypes: [], stages: [] };
    return sendJson(response, 200, { ...options, countries: ['Canada', 'United States'] });
  }
  if (route === 'GET /api/admin/users')
    return sendJson(response, 200, { items: [JANE], total: 1, page: 1, pageSize: 10 });
  if (route === 'GET /api/admin/consultations') {
    const search = new URL(request.url ?? '/', 'http://test').searchParams.get('search') ?? '';
    const items = search && 'jane doe'.includes(search.toLowerCase()) ? [JANE_CALL] : [];
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
  }
  if (route === 'GET /api/admin/invoices') {
    return sendJson(response, 200, {
      items: [adminInvoiceRow(makeAdminInvoiceDetail())],
      total: 1,
      page: 1,
      pageSize: 10,
    });
  }
  if (route === 'POST /api/admin/invoices') {
    const body = (await readJson(request)) as CreateInvoiceDto;
    posts.push(body);
    if (refusal) return sendJson(response, refusal.status, refusal.body);
    const invoice = makeAdminInvoiceDetail({
      invoiceNumber: 'INV-2026-0042',
      status: body.send ? 'sent' : 'draft',
      clientEmail: body.clientEmail ?? JANE.email,
    });
    return sendJson(response, 201, invoice);
  }
  sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
}

beforeAll(async () => {
  server = await startTestServer((request, response) => void handle(request, response));
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  posts = [];
  refusal = null;
  server.requests.length = 0;
});

/* Plain DOM and label queries: role queries over antd's large DOM are slow in jsdom. */

const item = (n: number) => {
  const group = document.querySelector<HTMLElement>(`[role="group"][aria-label="Item ${n}"]`);
  if (!group) throw new Error(`No item ${n}`);
  return within(group);
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const total = () => screen.getByTestId('items-total');
/** The form item (label, input and messages) of `input`. */
const fieldOf = (input: HTMLElement) => input.closest<HTMLElement>('.ant-form-item')!;

async function openForm() {
  const user = setupUser();
  const app = await renderApp('/admin1/create-invoice');
  await screen.findByRole('heading', { level: 1, name: 'Create invoice' });
  return { user, ...app };
}

/** A client without an account, and one line: 1.5 × $120. */
async function fillFreeClient(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByText('Client without an account'));
  type(await screen.findByLabelText('Name'), 'Ana Lopez');
  type(screen.getByLabelText('E-mail'), 'ana@example.com');
  type(item(1).getByLabelText('Title'), 'Strategy hours');
  type(item(1).getByLabelText('Quantity'), '1.5');
  type(item(1).getByLabelText('Unit price'), '120');
}

describe('/admin1/create-invoice', () => {
  it('totals the items as staff type and saves a draft of hundredths and cents, never a total', async () => {
    const { user, router } = await openForm();
    expect(total()).toHaveTextContent('Subtotal $0.00 (some lines are incomplete)');
    await fillFreeClient(user);
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $180.00'));
    expect(total()).not.toHaveTextContent('incomplete');

    await user.click(screen.getByText('Add item'));
    type(item(2).getByLabelText('Title'), 'LLC formation (Delaware)');
    type(item(2).getByLabelText(/^Description/), ' Filing and registered agent ');
    type(item(2).getByLabelText('Unit price'), '1,250.99');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $1,430.99'));
    type(item(2).getByLabelText('Quantity'), '2');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $2,681.98'));
    await user.click(item(1).getByLabelText('Remove item 1'));
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $2,501.98'));
    await user.click(screen.getByText('Add item'));
    type(item(2).getByLabelText('Title'), 'Strategy hours');
    type(item(2).getByLabelText('Quantity'), '1.5');
    type(item(2).getByLabelText('Unit price'), '120');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $2,681.98'));

    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Invoice INV-2026-0042 saved as a draft.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const [body] = posts;
    expect(body).toEqual({
      clientName: 'Ana Lopez',
      clientEmail: 'ana@example.com',
      clientPhone: null,
      clientCountry: null,
      items: [
        {
          title: 'LLC formation (Delaware)',
          description: 'Filing and registered agent',
          quantity: 200,
          unitPriceCents: 125099,
          taxRateBasisPoints: null,
        },
        { title: 'Strategy hours', description: null, quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: null },
      ],
      taxRateBasisPoints: 0,
      discountCents: null,
      discountBasisPoints: null,
      allowPartialPayment: false,
      dueDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:59:59\.999Z$/),
      description: null,
      notes: null,
      consultationId: null,
      serviceInquiryId: null,
      projectId: null,
      send: false,
    });
    // Then the invoices table, searched for the new number.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/invoices'));
    expect(router.state.location.search).toEqual({ search: 'INV-2026-0042' });
  });

  it('previews the total with a tax rate, a line of its own rate and a discount, as the server prices it', async () => {
    const { user } = await openForm();
    await fillFreeClient(user);
    type(item(1).getByLabelText('Quantity'), '1');
    type(item(1).getByLabelText('Unit price'), '500');
    await user.click(screen.getByText('Add item'));
    type(item(2).getByLabelText('Title'), 'Strategy hours');
    type(item(2).getByLabelText('Quantity'), '1.5');
    type(item(2).getByLabelText('Unit price'), '120');
    await user.click(screen.getByText('Add item'));
    type(item(3).getByLabelText('Title'), 'State filing fee');
    type(item(3).getByLabelText('Unit price'), '90');
    type(item(3).getByLabelText(/^Tax rate/), '0');
    type(screen.getByLabelText(/^Tax rate/, { selector: '#taxRate' }), '8.25');
    await user.click(screen.getByText('Percent'));
    type(await screen.findByLabelText('Discount percent'), '10');
    await user.click(screen.getByLabelText('Allow partial payment'));
    type(await screen.findByLabelText(/^Minimum payment/), '100');

    // 770.00 − 10% = 693.00; 8.25% of the two taxed lines' 612.00, line by line: 37.13 + 13.37.
    const totals = within(screen.getByLabelText('Invoice totals'));
    await waitFor(() => expect(screen.getByTestId('invoice-total')).toHaveTextContent('$743.50'));
    expect(totals.getByText('Discount (10%)').nextSibling).toHaveTextContent('-$77.00');
    expect(totals.getByText('Tax 8.25%').nextSibling).toHaveTextContent('$50.50');

    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Invoice INV-2026-0042 saved as a draft.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({
      taxRateBasisPoints: 825,
      discountCents: null,
      discountBasisPoints: 1000,
      allowPartialPayment: true,
      minimumPaymentCents: 10000,
    });
    expect(posts[0]!.items.map((line) => line.taxRateBasisPoints)).toEqual([null, null, 0]);
  });

  it('shows the server field errors beside their fields and its message in the toast', async () => {
    const { user, router } = await openForm();
    await fillFreeClient(user);
    refusal = {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid request: clientEmail, items.0.unitPriceCents',
        errors: [
          { field: 'clientEmail', message: 'clientEmail must be an email' },
          { field: 'items.0.unitPriceCents', message: 'unitPriceCents must not be greater than 100000000' },
        ],
      },
    };
    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Invalid request: clientEmail, items.0.unitPriceCents')).toBeInTheDocument();
    await waitFor(() =>
      expect(fieldOf(screen.getByLabelText('E-mail'))).toHaveTextContent('clientEmail must be an email'),
    );
    expect(fieldOf(item(1).getByLabelText('Unit price'))).toHaveTextContent(
      'unitPriceCents must not be greater than 100000000',
    );
    expect(router.state.location.pathname).toBe('/admin1/create-invoice');
  });

  it('says why the API refuses to send an invoice a card cannot pay, and stays on the form', async () => {
    const { user, router } = await openForm();
    await fillFreeClient(user);
    type(item(1).getByLabelText('Quantity'), '1');
    type(item(1).getByLabelText('Unit price'), '0.30');
    refusal = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'INVOICE_AMOUNT_NOT_PAYABLE',
        message: "Card payments start at $0.50: this invoice's $0.30 cannot be paid online",
      },
    };
    await user.click(buttonIn(document.body, 'Send to client'));
    expect(
      await screen.findByText("Card payments start at $0.50: this invoice's $0.30 cannot be paid online"),
    ).toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ send: true })]);
    expect(router.state.location.pathname).toBe('/admin1/create-invoice');
  });

  it('refuses an incomplete form before sending anything', async () => {
    const { user } = await openForm();
    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText('Choose the client account.')).toBeInTheDocument();
    expect(item(1).getByText('Give the item a title.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('sends the invoice to a client account at once with send: true', async () => {
    const { user } = await openForm();
    await user.click(screen.getByLabelText('Client account'));
    const options = await screen.findAllByTitle('Jane Doe · jane@example.com');
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option')) ?? options[0]!);
    type(item(1).getByLabelText('Title'), 'Logo design');
    type(item(1).getByLabelText('Unit price'), '450');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $450.00'));

    await user.click(buttonIn(document.body, 'Send to client'));
    expect(await screen.findByText('Invoice INV-2026-0042 sent to jane@example.com.')).toBeInTheDocument();
    expect(posts).toEqual([
      expect.objectContaining({
        userId: JANE.id,
        items: [
          { title: 'Logo design', description: null, quantity: 100, unitPriceCents: 45000, taxRateBasisPoints: null },
        ],
        send: true,
      }),
    ]);
    expect(posts[0]).not.toHaveProperty('clientName');
    expect(posts[0]).not.toHaveProperty('amountCents');
  });

  it("links a consultation found by its client's name, shown with its kind and day, never a typed id", async () => {
    const { user } = await openForm();
    await fillFreeClient(user);
    await user.click(screen.getByText('Link to a consultation, service inquiry or project (optional)'));
    await user.type(screen.getByLabelText(/^Consultation/), 'Jane');
    const label = 'Jane Doe · jane@example.com · Consultation · call December 3, 2026';
    const options = await screen.findAllByTitle(label);
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option')) ?? options[0]!);
    expect(queriesTo(server, '/api/admin/consultations').at(-1)).toMatchObject({ search: 'Jane', pageSize: '10' });

    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Invoice INV-2026-0042 saved as a draft.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ consultationId: JANE_CALL.id, serviceInquiryId: null, projectId: null });
  });
});
