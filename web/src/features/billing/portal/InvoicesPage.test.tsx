import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makePortalInvoice, pageOf } from '../billing-test-data';
import { InvoicesPage } from './InvoicesPage';

const api = fakeApiForEachTest();

const SENT = makePortalInvoice({ creditsAppliedCents: 2500, amountDueCents: 65500 });
const PAID = makePortalInvoice({
  id: '9d2b7c8e-1f43-4c57-9e0a-3f6c2a9e8b1d',
  publicId: 'cGFpZGludm9pY2VwdWJsaWM',
  invoiceNumber: 'INV-2026-0003',
  status: 'paid',
  description: 'Website deposit',
  paidCents: 68000,
  amountDueCents: 0,
  paymentDate: '2026-03-05T15:00:00.000Z',
});

const rowOf = (number: string) => within(screen.getByRole('heading', { name: number }).closest('li')!);

describe('/portal/invoices', () => {
  it('lists the invoices with status, amount due, due date, Pay for what is due and the PDF', async () => {
    api.routes.set('GET /api/portal/invoices', () => ({ status: 200, body: pageOf([SENT, PAID]) }));
    await renderAtPath(<InvoicesPage />, '/portal/invoices');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invoices...');
    await screen.findByRole('list', { name: 'Your invoices' });

    const sent = rowOf('INV-2026-0007');
    expect(sent.getByText('Awaiting payment')).toBeInTheDocument();
    expect(sent.getByText('Company formation package')).toBeInTheDocument();
    expect(sent.getByText('Due March 31, 2026')).toBeInTheDocument();
    expect(sent.getByText('Amount due').textContent).toContain('$655.00');
    expect(sent.getByRole('link', { name: 'Pay INV-2026-0007' })).toHaveAttribute(
      'href',
      `/pay-invoice/${SENT.publicId}`,
    );
    expect(sent.getByRole('link', { name: 'Download the PDF of INV-2026-0007' })).toHaveAttribute(
      'href',
      `/api/portal/invoices/${SENT.id}/pdf`,
    );

    const paid = rowOf('INV-2026-0003');
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('Paid March 5, 2026')).toBeInTheDocument();
    expect(paid.getByText('Total').textContent).toContain('$680.00');
    expect(paid.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Download the PDF of INV-2026-0003' })).toBeInTheDocument();
  });

  it('shows how a discounted, taxed total is made and the part payments received', async () => {
    const partly = makePortalInvoice({
      subtotalCents: 68000,
      discountCents: 6800,
      discountBasisPoints: 1000,
      taxCents: 5050,
      taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
      amountCents: 66250,
      paidCents: 20000,
      amountDueCents: 46250,
      payments: [
        {
          method: 'card',
          amountCents: 20000,
          creditsCents: 0,
          refundedCents: 0,
          succeededAt: '2026-03-05T15:00:00.000Z',
        },
      ],
    });
    api.routes.set('GET /api/portal/invoices', () => ({ status: 200, body: pageOf([partly]) }));
    await renderAtPath(<InvoicesPage />, '/portal/invoices');
    await screen.findByRole('list', { name: 'Your invoices' });
    const row = rowOf('INV-2026-0007');
    expect(
      row.getByText('Subtotal $680.00 · Discount (10%) -$68.00 · Tax 8.25% $50.50 · Total $662.50'),
    ).toBeInTheDocument();
    expect(row.getByRole('list', { name: 'Payments of INV-2026-0007' })).toHaveTextContent(
      '$200.00 paid March 5, 2026 (Card)',
    );
    expect(row.getByText('Amount due').textContent).toContain('$462.50');
  });

  it('pages through the list, page by page in the URL', async () => {
    api.routes.set('GET /api/portal/invoices', (_body, request) => {
      const page = Number(new URL(request.url!, 'http://test').searchParams.get('page'));
      const invoice = makePortalInvoice({ invoiceNumber: `INV-2026-00${page}0` });
      return { status: 200, body: pageOf([invoice], { page, total: 12 }) };
    });
    const { router } = await renderAtPath(<InvoicesPage />, '/portal/invoices');
    await screen.findByRole('heading', { name: 'INV-2026-0010' });
    const pager = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'INV-2026-0020' });
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('keeps the empty state when there is no invoice', async () => {
    api.routes.set('GET /api/portal/invoices', () => ({ status: 200, body: pageOf([]) }));
    await renderAtPath(<InvoicesPage />, '/portal/invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about billing' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    api.routes.set('GET /api/portal/invoices', () =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: pageOf([SENT]) },
    );
    await renderAtPath(<InvoicesPage />, '/portal/invoices');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your invoices.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'INV-2026-0007' })).toBeInTheDocument();
  });
});
