/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  AdminProposalDetailDto,
  AdminServiceInquiryDto,
  AdminUserDto,
  CreateProposalDto,
  UpdateProposalDto,
} from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { buttonIn, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { businessDayKey, endOfBusinessDay } from '../../billing/billing-dates';
import { ADMIN_PROPOSAL_ID, adminProposalRow, makeAdminProposalDetail } from './proposal-admin-test-data';

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
const INQUIRY: AdminServiceInquiryDto = {
  id: '00000000-0000-4000-8000-0000000000b7',
  name: 'Omar Haddad',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@example.com',
  phone: null,
  country: 'Morocco',
  businessType: 'E-commerce',
  budget: '$2,000 - $5,000',
  message: 'An online store for my ceramics.',
  servicesInterested: ['E-Commerce & Online Store Solutions'],
  status: 'pending',
  meetingLink: null,
  scheduledAt: null,
  projectId: null,
  userId: null,
  clientAddress: null,
  clientNetwork: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** A draft's valid-until date: within the year ahead the form allows. */
const IN_20_DAYS = endOfBusinessDay(businessDayKey(Date.now() + 20 * 86_400_000));

let server: TestServer;
let writes: Array<{ route: string; body: unknown }>;
/** The proposal the API keeps (created, changed, sent). */
let stored: AdminProposalDetailDto;
/** What the next POST .../send answers instead of sending; or a create's refusal. */
let sendRefusal: { status: number; body: unknown } | null;
let createRefusal: { status: number; body: unknown } | null;

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

const DETAIL = `/api/admin/proposals/${ADMIN_PROPOSAL_ID}`;

async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/admin/users') {
    return sendJson(response, 200, { items: [JANE], total: 1, page: 1, pageSize: 10 });
  }
  if (route === 'GET /api/admin/service-inquiries') {
    return sendJson(response, 200, { items: [INQUIRY], total: 1, page: 1, pageSize: 10 });
  }
  if (route === 'GET /api/admin/proposals') {
    return sendJson(response, 200, { items: [adminProposalRow(stored)], total: 1, page: 1, pageSize: 10 });
  }
  if (route === `GET ${DETAIL}`) return sendJson(response, 200, stored);
  if (request.method === 'GET') return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
  const body = await readJson(request);
  writes.push({ route, body });
  if (route === 'POST /api/admin/proposals') {
    if (createRefusal) return sendJson(response, createRefusal.status, createRefusal.body);
    const dto = body as CreateProposalDto;
    stored = makeAdminProposalDetail({
      status: 'draft',
      title: dto.title,
      clientName: dto.clientName ?? (dto.userId ? 'Jane Doe' : 'Omar Haddad'),
      clientEmail: dto.clientEmail ?? (dto.userId ? JANE.email : INQUIRY.email),
      validUntil: dto.validUntil,
      sentAt: null,
      documentSha256: null,
    });
    return sendJson(response, 201, stored);
  }
  if (route === `PATCH ${DETAIL}`) {
    stored = { ...stored, title: (body as UpdateProposalDto).title ?? stored.title };
    return sendJson(response, 200, stored);
  }
  if (route === `POST ${DETAIL}/send`) {
    if (sendRefusal) return sendJson(response, sendRefusal.status, sendRefusal.body);
    stored = { ...stored, status: 'sent', sentAt: '2026-03-02T15:00:00.000Z' };
    return sendJson(response, 200, stored);
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
  writes = [];
  sendRefusal = null;
  createRefusal = null;
  stored = makeAdminProposalDetail({ status: 'draft', validUntil: IN_20_DAYS, sentAt: null, documentSha256: null });
  server.requests.length = 0;
});

/* Plain DOM and label queries: role queries over antd's large DOM are slow in jsdom. */

const item = (n: number) => {
  const group = document.querySelector<HTMLElement>(`[role="group"][aria-label="Item ${n}"]`);
  if (!group) throw new Error(`No item ${n}`);
  return within(group);
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const previewTotals = () => screen.getByTestId('preview-totals');
const preview = () => within(document.querySelector<HTMLElement>('article.proposal-document')!);
/** The form item (label, input and messages) of `input`. */
const fieldOf = (input: HTMLElement) => input.closest<HTMLElement>('.ant-form-item')!;
const form = () => within(document.querySelector<HTMLElement>('form')!);
/** The proposal's own fields (title, summary, service), apart from the items' titles. */
const content = () => within(document.querySelector<HTMLElement>('[aria-labelledby="proposal-content-title"]')!);

async function openForm(path = '/admin1/create-proposal', heading = 'Create proposal') {
  const user = setupUser();
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { user, ...app };
}

async function chooseOption(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options.find((element) => element.classList.contains('ant-select-item-option')) ?? options[0]!);
}

/** Jane's account, a title, and one line: 1 × $500. */
async function fillBasics(user: ReturnType<typeof setupUser>) {
  await chooseOption(user, 'Client account', 'Jane Doe · jane@example.com');
  type(content().getByLabelText('Title'), 'Company launch package');
  type(item(1).getByLabelText('Title'), 'LLC formation (Delaware)');
  type(item(1).getByLabelText('Unit price'), '500');
}

describe('/admin1/create-proposal', () => {
  it('previews the document the client will read as staff type, and saves a draft of cents and basis points', async () => {
    const { user, router } = await openForm();
    expect(previewTotals()).toHaveTextContent('Total $0.00, deposit $0.00, balance $0.00 (some amounts are incomplete');
    await fillBasics(user);
    await waitFor(() => expect(previewTotals()).toHaveTextContent('Total $500.00, deposit $250.00, balance $250.00'));
    expect(preview().getByRole('heading', { level: 2, name: 'Company launch package' })).toBeInTheDocument();
    expect(preview().getByText('Jane Doe')).toBeInTheDocument();

    await user.click(screen.getByText('Add item'));
    type(item(2).getByLabelText('Title'), 'Consulting');
    type(item(2).getByLabelText('Quantity'), '1.5');
    type(item(2).getByLabelText('Unit price'), '120');
    await user.click(screen.getByText('Add item'));
    type(item(3).getByLabelText('Title'), 'Filing fee');
    type(item(3).getByLabelText('Unit price'), '90');
    type(item(3).getByLabelText(/^Tax rate/), '0');
    type(screen.getByLabelText(/^Tax rate/, { selector: '#taxRate' }), '8.25');
    await user.click(screen.getByText('Percent'));
    type(await screen.findByLabelText('Discount percent'), '10');
    // The server's example: 770.00 − 10% = 693.00, 8.25% on the taxed lines, line by line: 743.50.
    await waitFor(() => expect(previewTotals()).toHaveTextContent('Total $743.50, deposit $371.75, balance $371.75'));
    expect(previewTotals()).not.toHaveTextContent('incomplete');
    const totals = within(preview().getByLabelText('Totals'));
    expect(totals.getByText('Discount (10%)').nextSibling).toHaveTextContent('-$77.00');
    expect(totals.getByText('Tax 8.25%').nextSibling).toHaveTextContent('$50.50');

    type(form().getByLabelText('Deposit'), '30');
    await waitFor(() => expect(previewTotals()).toHaveTextContent('Total $743.50, deposit $223.05, balance $520.45'));
    expect(preview().getByText('Deposit at acceptance (30%)')).toBeInTheDocument();
    expect(preview().getByText(/You may instead pay the whole \$743\.50 at acceptance\./)).toBeInTheDocument();
    await user.click(form().getByLabelText(/^Allow paying the whole amount at acceptance/));
    await waitFor(() => expect(preview().queryByText(/You may instead pay/)).not.toBeInTheDocument());
    type(form().getByLabelText(/^Payment terms/), 'Each invoice is payable within 15 days.');
    await waitFor(() => expect(preview().getByText('Each invoice is payable within 15 days.')).toBeInTheDocument());

    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Proposal "Company launch package" saved as a draft.')).toBeInTheDocument();
    expect(writes.map(({ route }) => route)).toEqual(['POST /api/admin/proposals']);
    expect(writes[0]!.body).toEqual({
      userId: JANE.id,
      title: 'Company launch package',
      summary: null,
      service: null,
      items: [
        {
          title: 'LLC formation (Delaware)',
          description: null,
          quantity: 100,
          unitPriceCents: 50000,
          taxRateBasisPoints: null,
        },
        { title: 'Consulting', description: null, quantity: 150, unitPriceCents: 12000, taxRateBasisPoints: null },
        { title: 'Filing fee', description: null, quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
      ],
      taxRateBasisPoints: 825,
      discountCents: null,
      discountBasisPoints: 1000,
      depositBasisPoints: 3000,
      allowFullPayment: false,
      validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:59:59\.999Z$/),
      paymentTerms: 'Each invoice is payable within 15 days.',
    });
    // Then the proposals table, with the new draft open in its drawer.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/proposals'));
    expect(router.state.location.search).toEqual({ open: ADMIN_PROPOSAL_ID });
    const drawer = await waitFor(
      () => {
        const element = document.querySelector<HTMLElement>('.ant-drawer-section');
        if (!element) throw new Error('No drawer');
        return element;
      },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(within(drawer).getByText('Draft')).toBeInTheDocument());
  });

  it('refuses an incomplete form before sending anything, each field saying why', async () => {
    const { user } = await openForm();
    type(form().getByLabelText('Deposit'), '0');
    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText('Choose the client account.')).toBeInTheDocument();
    expect(fieldOf(content().getByLabelText('Title'))).toHaveTextContent('Give the proposal a title.');
    expect(item(1).getByText('Give the item a title.')).toBeInTheDocument();
    expect(fieldOf(form().getByLabelText('Deposit'))).toHaveTextContent('A deposit is at least 1%.');
    type(form().getByLabelText('Valid until'), '2001-01-01');
    await waitFor(() =>
      expect(fieldOf(form().getByLabelText('Valid until'))).toHaveTextContent(
        'The valid-until date cannot be in the past.',
      ),
    );
    expect(writes).toEqual([]);
  });

  it('writes for the person of a service inquiry and sends it at once: create, then send', async () => {
    const { user, router } = await openForm();
    await user.click(screen.getByText('From a service inquiry'));
    await chooseOption(
      user,
      'Service inquiry',
      'Omar Haddad · omar@example.com · E-Commerce & Online Store Solutions · March 1, 2026',
    );
    await waitFor(() => expect(preview().getByText('Omar Haddad')).toBeInTheDocument());
    type(content().getByLabelText('Title'), 'Your online store');
    type(item(1).getByLabelText('Title'), 'Store build');
    type(item(1).getByLabelText('Unit price'), '2,400');
    await waitFor(() => expect(previewTotals()).toHaveTextContent('Total $2,400.00, deposit $1,200.00'));

    await user.click(buttonIn(document.body, 'Send to client'));
    expect(await screen.findByText('Proposal "Your online store" sent to omar@example.com.')).toBeInTheDocument();
    expect(writes.map(({ route }) => route)).toEqual([
      'POST /api/admin/proposals',
      `POST /api/admin/proposals/${ADMIN_PROPOSAL_ID}/send`,
    ]);
    expect(writes[0]!.body).toMatchObject({ serviceInquiryId: INQUIRY.id, depositBasisPoints: 5000 });
    expect(writes[0]!.body).not.toHaveProperty('userId');
    await waitFor(() => expect(router.state.location.search).toEqual({ open: ADMIN_PROPOSAL_ID }));
  });

  it('keeps a draft that could not be sent, says why, and sends that draft on the next try', async () => {
    const { user, router } = await openForm();
    await fillBasics(user);
    sendRefusal = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'INVOICE_AMOUNT_NOT_PAYABLE',
        message: 'Card payments start at $0.50: this deposit cannot be paid online',
      },
    };
    await user.click(buttonIn(document.body, 'Send to client'));
    expect(
      await screen.findByText(
        'Saved as a draft, but not sent: Card payments start at $0.50: this deposit cannot be paid online',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ edit: ADMIN_PROPOSAL_ID }));
    await screen.findByRole('heading', { level: 1, name: 'Edit proposal' });

    sendRefusal = null;
    await waitFor(() => expect(content().getByLabelText('Title')).toHaveValue('Company launch package'));
    await user.click(buttonIn(document.body, 'Save and send'));
    expect(await screen.findByText('Proposal "Company launch package" sent to jane@example.com.')).toBeInTheDocument();
    expect(writes.map(({ route }) => route)).toEqual([
      'POST /api/admin/proposals',
      `POST ${DETAIL}/send`,
      `PATCH ${DETAIL}`,
      `POST ${DETAIL}/send`,
    ]);
  });

  it('shows the server field errors beside their fields and its message in the toast', async () => {
    const { user, router } = await openForm();
    await fillBasics(user);
    createRefusal = {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid request: validUntil, items.0.unitPriceCents',
        errors: [
          { field: 'validUntil', message: 'validUntil must be at most 365 days ahead' },
          { field: 'items.0.unitPriceCents', message: 'unitPriceCents must not be greater than 100000000' },
        ],
      },
    };
    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Invalid request: validUntil, items.0.unitPriceCents')).toBeInTheDocument();
    await waitFor(() =>
      expect(fieldOf(form().getByLabelText('Valid until'))).toHaveTextContent(
        'validUntil must be at most 365 days ahead',
      ),
    );
    expect(fieldOf(item(1).getByLabelText('Unit price'))).toHaveTextContent(
      'unitPriceCents must not be greater than 100000000',
    );
    expect(router.state.location.pathname).toBe('/admin1/create-proposal');
  });

  it('edits a draft: the form filled with it, its version previewed, the change saved with PATCH', async () => {
    const { user, router } = await openForm(`/admin1/create-proposal?edit=${ADMIN_PROPOSAL_ID}`, 'Edit proposal');
    await waitFor(() => expect(content().getByLabelText('Title')).toHaveValue('Company launch package'));
    expect(item(2).getByLabelText('Quantity')).toHaveValue('1.5');
    expect(item(3).getByLabelText(/^Tax rate/)).toHaveValue('0');
    expect(screen.getByLabelText('Discount percent')).toHaveValue('10');
    expect(form().getByLabelText('Deposit')).toHaveValue('50');
    expect(form().getByLabelText(/^Name on the proposal/)).toHaveValue('Ana Lopez');
    await waitFor(() => expect(previewTotals()).toHaveTextContent('Total $743.50, deposit $371.75, balance $371.75'));
    expect(preview().getByText('Proposal · version 1')).toBeInTheDocument();

    type(content().getByLabelText('Title'), 'Company launch, revised scope');
    await user.click(buttonIn(document.body, 'Save draft'));
    expect(await screen.findByText('Proposal "Company launch, revised scope" saved as a draft.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        route: `PATCH ${DETAIL}`,
        body: expect.objectContaining({
          clientName: 'Ana Lopez',
          clientEmail: 'ana@example.com',
          title: 'Company launch, revised scope',
          taxRateBasisPoints: 825,
          discountBasisPoints: 1000,
          discountCents: null,
          depositBasisPoints: 5000,
          validUntil: IN_20_DAYS,
        }),
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/proposals'));
  });

  it('says that a sent proposal is not edited but revised', async () => {
    stored = makeAdminProposalDetail({ status: 'viewed' });
    await openForm(`/admin1/create-proposal?edit=${ADMIN_PROPOSAL_ID}`, 'Edit proposal');
    expect(await screen.findByText('Only a draft can be edited')).toBeInTheDocument();
    expect(screen.getByText(/Revise it to write a new version, or duplicate it\./)).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });
});
