/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminInvoiceDetailDto, RefundPolicyDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { buttonIn, confirmation, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { ADMIN_INVOICE_ID, adminInvoiceRow, makeAdminInvoiceDetail } from '../billing-test-data';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const PAYMENT_ID = 'b0000000-0000-4000-8000-0000000000c1';
const DETAIL = `/api/admin/invoices/${ADMIN_INVOICE_ID}`;

/** Paid in full by card; the policy proposes half back. */
const PAID = makeAdminInvoiceDetail({
  status: 'paid',
  paidCents: 68000,
  amountDueCents: 0,
  paymentDate: '2026-03-05T15:00:00.000Z',
  payments: [
    {
      id: PAYMENT_ID,
      method: 'card',
      status: 'succeeded',
      amountCents: 68000,
      currency: 'USD',
      creditsCents: 0,
      refundedCents: 0,
      note: null,
      failureMessage: null,
      receiptUrl: 'https://pay.stripe.com/receipts/r_1',
      createdAt: '2026-03-05T14:59:00.000Z',
      succeededAt: '2026-03-05T15:00:00.000Z',
    },
  ],
});
const POLICY: RefundPolicyDto = {
  rule: 'project_deposit_before_work',
  reason: 'Deposit refunded before work started: half goes back.',
  proposedCents: 34000,
  refundableCents: 68000,
  payments: [{ paymentId: PAYMENT_ID, method: 'card', refundableCents: 68000 }],
};

let server: TestServer;
let invoice: AdminInvoiceDetailDto;
let writes: Array<{ path: string; body: unknown }>;

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

const staffEvent = (kind: 'paid' | 'refunded' | 'cancelled', amountCents: number | null, note: string | null) => ({
  id: `e0000000-0000-4000-8000-00000000010${invoice.timeline.length}`,
  kind,
  actor: 'staff' as const,
  actorUser: { id: ME.id, name: 'Sam Lopez', email: ME.email },
  amountCents,
  note,
  createdAt: '2026-03-10T16:00:00.000Z',
});

/** The API as far as the drawer goes: the invoice changes with what staff do. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/admin/invoices') {
    return sendJson(response, 200, { items: [adminInvoiceRow(invoice)], total: 1, page: 1, pageSize: 10 });
  }
  if (route === `GET ${DETAIL}`) return sendJson(response, 200, invoice);
  if (route === `GET ${DETAIL}/refund-policy`) return sendJson(response, 200, POLICY);
  if (request.method !== 'POST') return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
  const body = await readJson(request);
  writes.push({ path: route, body });
  if (route === `POST ${DETAIL}/payments`) {
    const { method, amountCents, note } = body as { method: 'cheque'; amountCents: number; note: string | null };
    invoice = {
      ...invoice,
      paidCents: invoice.paidCents + amountCents,
      amountDueCents: invoice.amountDueCents - amountCents,
      payments: [
        ...invoice.payments,
        {
          id: 'b0000000-0000-4000-8000-0000000000d1',
          method,
          status: 'succeeded',
          amountCents,
          currency: 'USD',
          creditsCents: 0,
          refundedCents: 0,
          note,
          failureMessage: null,
          receiptUrl: null,
          createdAt: '2026-03-10T16:00:00.000Z',
          succeededAt: '2026-03-10T16:00:00.000Z',
        },
      ],
      timeline: [...invoice.timeline, staffEvent('paid', amountCents, note)],
    };
    return sendJson(response, 201, invoice);
  }
  if (route === `POST ${DETAIL}/refunds`) {
    const { amountCents, reason } = body as { amountCents: number; reason: string };
    invoice = {
      ...invoice,
      status: 'partially_refunded',
      refundedCents: amountCents,
      payments: invoice.payments.map((payment) => ({ ...payment, refundedCents: amountCents })),
      refunds: [
        {
          id: 'r1',
          paymentId: PAYMENT_ID,
          amountCents,
          reason,
          way: 'card',
          status: 'succeeded',
          lastError: null,
          createdAt: '2026-03-10T16:00:00.000Z',
        },
      ],
      timeline: [...invoice.timeline, staffEvent('refunded', amountCents, reason)],
    };
    return sendJson(response, 201, invoice);
  }
  if (route === `POST ${DETAIL}/cancel`) {
    invoice = {
      ...invoice,
      status: 'cancelled',
      amountDueCents: 0,
      cancelledAt: '2026-03-10T16:00:00.000Z',
      timeline: [...invoice.timeline, staffEvent('cancelled', null, null)],
    };
    return sendJson(response, 200, invoice);
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
  invoice = makeAdminInvoiceDetail();
  writes = [];
  server.requests.length = 0;
});

/* Plain DOM queries (see admin-table-test-utils): role queries over antd's large DOM are slow in jsdom. */

const drawerElement = () =>
  waitFor(() => {
    const drawer = Array.from(document.querySelectorAll<HTMLElement>('.ant-drawer-section')).find((candidate) =>
      candidate.textContent?.startsWith('Invoice '),
    );
    if (!drawer) throw new Error('No open invoice drawer');
    return drawer;
  });

/** The open dialog (not the drawer) whose title is `title`. */
const modal = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find(
      (candidate) => candidate.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title,
    );
    if (!found) throw new Error(`No dialog "${title}"`);
    return found;
  });

const section = (drawer: HTMLElement, name: string) => {
  const found = drawer.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return within(found);
};

/** The invoices page with the invoice's drawer open and loaded. */
async function openDrawer() {
  const user = setupUser();
  await renderApp('/admin1/invoices');
  await user.click(await screen.findByLabelText(`View invoice ${invoice.invoiceNumber}`));
  const drawer = await drawerElement();
  await waitFor(() => expect(drawer.querySelector('section[aria-label="Items"]')).not.toBeNull());
  return { user, drawer };
}

const totals = (drawer: HTMLElement) =>
  Array.from(drawer.querySelectorAll('dl[aria-label="Totals"] > div')).map((row) =>
    Array.from(row.children).map((cell) => cell.textContent),
  );

describe('the invoice drawer', () => {
  it('shows the items, totals, payments and who did what when', async () => {
    invoice = {
      ...PAID,
      status: 'partially_refunded',
      refundedCents: 10000,
      payments: [{ ...PAID.payments[0]!, refundedCents: 10000 }],
      refunds: [
        {
          id: 'r1',
          paymentId: PAYMENT_ID,
          amountCents: 10000,
          reason: 'Goodwill',
          way: 'card',
          status: 'succeeded',
          lastError: null,
          createdAt: '2026-03-06T15:00:00.000Z',
        },
      ],
      timeline: [
        ...PAID.timeline,
        {
          id: 'e3',
          kind: 'paid',
          actor: 'provider',
          actorUser: null,
          amountCents: 68000,
          note: null,
          createdAt: '2026-03-05T15:00:00.000Z',
        },
      ],
    };
    const { drawer } = await openDrawer();
    expect(drawer).toHaveTextContent('Invoice INV-2026-0007 · Ana Lopez');

    const items = section(drawer, 'Items');
    const rows = Array.from(drawer.querySelectorAll('section[aria-label="Items"] tr.ant-table-row')).map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['LLC formation (Delaware)Filing and registered agent', '1', '$500.00', '$500.00'],
      ['Strategy hours', '1.5', '$120.00', '$180.00'],
    ]);
    expect(items.getByText('LLC formation (Delaware)')).toBeInTheDocument();
    expect(totals(drawer)).toEqual([
      ['Total', '$680.00'],
      ['Paid', '-$680.00'],
      ['Refunded', '$100.00'],
      ['Amount due', '$0.00'],
    ]);

    const payments = section(drawer, 'Payments');
    const card = within(payments.getByRole('group', { name: 'Card payment of $680.00' }));
    expect(card.getByText('Succeeded')).toBeInTheDocument();
    expect(card.getByText(/\$100\.00 refunded/)).toBeInTheDocument();
    expect(card.getByText(/Refunded \$100\.00 to the card on/)).toHaveTextContent(/: Goodwill$/);
    expect(card.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', 'https://pay.stripe.com/receipts/r_1');

    const timeline = drawer.querySelectorAll('section[aria-label="Timeline"] .ant-timeline-item');
    const entries = Array.from(timeline).map((entry) => ({
      text: entry.textContent,
      at: entry.querySelector('time')?.getAttribute('datetime'),
    }));
    expect(entries).toEqual([
      { text: expect.stringMatching(/^Created.* · by Sam Lopez$/), at: '2026-03-02T14:00:00.000Z' },
      {
        text: expect.stringMatching(/^Sent to the client · \$680\.00.* · by the system$/),
        at: '2026-03-02T15:00:00.000Z',
      },
      {
        text: expect.stringMatching(/^Payment received · \$680\.00.* · by the payment provider$/),
        at: '2026-03-05T15:00:00.000Z',
      },
    ]);
    // Paid: nothing left to send, cancel or mark paid; a refund is possible.
    const actions = drawer.querySelector<HTMLElement>('[aria-label="Invoice actions"]')!;
    expect(Array.from(actions.querySelectorAll('button, a')).map((element) => element.textContent)).toEqual([
      'Refund',
      'PDF',
    ]);
  });

  it('says which refunds the payment provider is still making or refused, and money in another currency', async () => {
    const refund = { paymentId: PAYMENT_ID, way: 'card' as const, createdAt: '2026-03-06T15:00:00.000Z' };
    invoice = {
      ...PAID,
      payments: [
        { ...PAID.payments[0]!, refundedCents: 5000 },
        { ...PAID.payments[0]!, id: 'p-yen', status: 'unmatched', currency: 'JPY', amountCents: 15000 },
      ],
      refunds: [
        { ...refund, id: 'r1', amountCents: 5000, reason: 'Scope', status: 'pending', lastError: 'api_error' },
        {
          ...refund,
          id: 'r2',
          amountCents: 2000,
          reason: 'Goodwill',
          status: 'failed',
          lastError: 'Charge has already been refunded.',
        },
      ],
    };
    const { drawer } = await openDrawer();
    const payments = section(drawer, 'Payments');
    const card = within(payments.getByRole('group', { name: 'Card payment of $680.00' }));
    expect(card.getByText(/Refund of \$50\.00 to the card in progress, since/)).toHaveTextContent(/: Scope$/);
    expect(card.getByText(/Refund of \$20\.00 to the card failed/)).toHaveTextContent(
      'Refund of $20.00 to the card failed (Charge has already been refunded.): Goodwill',
    );
    const yen = within(payments.getByRole('group', { name: 'Card payment of ¥15,000' }));
    expect(yen.getByText('Card · ¥15,000')).toBeInTheDocument();
    expect(yen.getByText('Other currency: refunded')).toBeInTheDocument();
  });

  it('marks an invoice paid offline: method, dollars as cents and the note, then shows the payment', async () => {
    const { user, drawer } = await openDrawer();
    expect(section(drawer, 'Payments').getByText('No payments yet.')).toBeInTheDocument();
    await user.click(buttonIn(drawer, 'Mark paid offline'));
    const dialog = await modal('Mark INV-2026-0007 paid offline');
    const form = within(dialog);
    // Prefilled with the amount due.
    expect(form.getByLabelText('Amount received')).toHaveValue('680.00');

    await user.click(form.getByLabelText('Method'));
    const options = await screen.findAllByTitle('Cheque');
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option')) ?? options[0]!);
    // More than the amount due is refused before anything is sent.
    fireEvent.change(form.getByLabelText('Amount received'), { target: { value: '680.01' } });
    await user.click(buttonIn(dialog, 'Record payment'));
    expect(await form.findByText('An amount is at most $680.00.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    fireEvent.change(form.getByLabelText('Amount received'), { target: { value: '250.5' } });
    fireEvent.change(form.getByLabelText('Note'), { target: { value: '  Cheque #1042  ' } });
    await user.click(buttonIn(dialog, 'Record payment'));

    expect(await screen.findByText('Recorded $250.50 on INV-2026-0007.')).toBeInTheDocument();
    expect(writes).toEqual([
      { path: `POST ${DETAIL}/payments`, body: { method: 'cheque', amountCents: 25050, note: 'Cheque #1042' } },
    ]);
    // The drawer reloads: the payment, the new amount due and the timeline entry show.
    const payments = section(drawer, 'Payments');
    const cheque = within(await payments.findByRole('group', { name: 'Cheque payment of $250.50' }));
    expect(cheque.getByText('Cheque #1042')).toBeInTheDocument();
    expect(totals(drawer)).toContainEqual(['Amount due', '$429.50']);
    const last = Array.from(drawer.querySelectorAll('section[aria-label="Timeline"] .ant-timeline-item')).at(-1);
    expect(last).toHaveTextContent(/^Payment received · \$250\.50.* · by Sam LopezCheque #1042$/);
  });

  it('refunds what the refund policy proposes, refusing more than is refundable, after confirmation', async () => {
    invoice = { ...PAID };
    const { user, drawer } = await openDrawer();
    await user.click(buttonIn(drawer, 'Refund'));
    const dialog = await modal('Refund INV-2026-0007');
    const form = within(dialog);
    expect(await form.findByText('The policy proposes $340.00')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Amount to refund')).toHaveValue('340.00'));
    expect(form.getByLabelText('Reason')).toHaveValue('Deposit refunded before work started: half goes back.');
    expect(form.getByText('At most $680.00 on this payment.')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-select')).toHaveTextContent('Card · $680.00 refundable');

    fireEvent.change(form.getByLabelText('Amount to refund'), { target: { value: '680.01' } });
    await user.click(buttonIn(dialog, 'Refund...'));
    expect(await form.findByText('An amount is at most $680.00.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    fireEvent.change(form.getByLabelText('Amount to refund'), { target: { value: '300' } });
    await user.click(buttonIn(dialog, 'Refund...'));
    // A confirmation first; going back sends nothing.
    const confirm = await modal('Refund $300.00 to Ana Lopez?');
    await user.click(buttonIn(confirm, 'Back'));
    expect(writes).toEqual([]);

    await user.click(buttonIn(dialog, 'Refund...'));
    await user.click(buttonIn(await modal('Refund $300.00 to Ana Lopez?'), 'Refund'));
    expect(await screen.findByText('Refunded $300.00 on INV-2026-0007.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        path: `POST ${DETAIL}/refunds`,
        body: {
          paymentId: PAYMENT_ID,
          amountCents: 30000,
          reason: 'Deposit refunded before work started: half goes back.',
        },
      },
    ]);
    await waitFor(() => expect(totals(drawer)).toContainEqual(['Refunded', '$300.00']));
    expect(drawer.querySelector('[aria-label="Invoice actions"]')?.parentElement).toHaveTextContent(
      'Partially refunded',
    );
  });

  it('shows the discount, tax per rate, total, a part payment, the balance and the partial payment terms', async () => {
    invoice = makeAdminInvoiceDetail({
      items: PAID.items.map((item, index) => ({
        ...item,
        discountCents: [5000, 1800][index]!,
        taxCents: [3713, 1337][index]!,
      })),
      subtotalCents: 68000,
      discountCents: 6800,
      discountBasisPoints: 1000,
      taxRateBasisPoints: 825,
      taxCents: 5050,
      taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
      amountCents: 66250,
      paidCents: 20000,
      amountDueCents: 46250,
      allowPartialPayment: true,
      minimumPaymentCents: 10000,
      payments: [{ ...PAID.payments[0]!, amountCents: 20000 }],
    });
    const { drawer } = await openDrawer();
    expect(totals(drawer)).toEqual([
      ['Subtotal', '$680.00'],
      ['Discount (10%)', '-$68.00'],
      ['Tax 8.25%', '$50.50'],
      ['Total', '$662.50'],
      ['Paid', '-$200.00'],
      ['Amount due', '$462.50'],
    ]);
    const rows = Array.from(drawer.querySelectorAll('section[aria-label="Items"] tr.ant-table-row')).map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
    );
    expect(rows[1]).toEqual(['Strategy hours', '1.5', '$120.00', '$180.00', '$13.37']);
    expect(drawer).toHaveTextContent('Allowed, at least $100.00 at a time');
    expect(section(drawer, 'Payments').getByRole('group', { name: 'Card payment of $200.00' })).toBeInTheDocument();
  });

  it('cancels an invoice only once confirmed', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(buttonIn(drawer, 'Cancel invoice'));
    const popup = await confirmation();
    expect(popup).toHaveTextContent('Cancel INV-2026-0007?');
    expect(popup).toHaveTextContent('This cannot be undone.');
    await user.click(buttonIn(popup, 'Keep it'));
    expect(writes).toEqual([]);

    await user.click(buttonIn(drawer, 'Cancel invoice'));
    await user.click(buttonIn(await confirmation(), 'Cancel invoice'));
    expect(await screen.findByText('Invoice INV-2026-0007 cancelled.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: `POST ${DETAIL}/cancel`, body: undefined }]);
    await waitFor(() => expect(drawer).toHaveTextContent('Cancelled'));
    expect(within(drawer).getByText('PDF').closest('a')).toHaveAttribute('href', `${DETAIL}/pdf`);
    expect(() => buttonIn(drawer, 'Cancel invoice')).toThrow();
  });
});
