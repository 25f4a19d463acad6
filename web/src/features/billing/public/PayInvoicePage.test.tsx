import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDocumentDto } from '../../../api/generated/model';
import { dismissToast, Toaster } from '../../../components/toast';
import { browserNavigation } from '../../../lib/browser-navigation';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { makeInvoiceDocument, PUBLIC_ID } from '../billing-test-data';
import { PayInvoicePage } from './PayInvoicePage';

const api = fakeApiForEachTest();
const INVOICE_PATH = `GET /api/pay-invoice/${PUBLIC_ID}`;
const CHECKOUT_PATH = `POST /api/pay-invoice/${PUBLIC_ID}/checkout`;

let invoice: InvoiceDocumentDto;

beforeEach(() => {
  invoice = makeInvoiceDocument();
  api.routes.set(INVOICE_PATH, () => ({ status: 200, body: invoice }));
});

afterEach(() => {
  act(() => dismissToast());
});

/** The page at /pay-invoice/:publicId (with `search`), in a router of its own route. */
async function renderPayPage(search = '', publicId = PUBLIC_ID) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const payRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/pay-invoice/$publicId',
    component: PayInvoicePage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([payRoute]),
    history: createMemoryHistory({ initialEntries: [`/pay-invoice/${publicId}${search}`] }),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const title = () => screen.findByRole('heading', { level: 1, name: 'INV-2026-0007' });

describe('/pay-invoice/:publicId', () => {
  it('shows a loading state, then the invoice: dates, client, items, totals, amount due, PDF and Pay', async () => {
    await renderPayPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invoice...');
    await title();

    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('Billed to').nextSibling).toHaveTextContent('Ana Lopez');
    expect(screen.getByText('Issued').nextSibling).toHaveTextContent('March 2, 2026');
    expect(screen.getByText('Due').nextSibling).toHaveTextContent('March 31, 2026');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('LLC formation (Delaware)Filing and registered agent1$500.00$500.00');
    expect(rows[2]).toHaveTextContent('Strategy hours1.5$120.00$180.00');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Total$680.00Amount due$680.00');
    expect(screen.getByRole('button', { name: 'Pay $680.00' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/pay-invoice/${PUBLIC_ID}/pdf`,
    );
  });

  it('subtracts the credits applied and money received from the amount due', async () => {
    invoice = makeInvoiceDocument({ creditsAppliedCents: 2500, paidCents: 10000, amountDueCents: 55500 });
    await renderPayPage();
    await title();
    expect(screen.getByLabelText('Totals')).toHaveTextContent(
      'Total$680.00Account credits applied-$25.00Paid-$100.00Amount due$555.00',
    );
    expect(screen.getByRole('button', { name: 'Pay $555.00' })).toBeInTheDocument();
  });

  it('Pay opens the checkout: a pending button, then the browser goes to the returned URL', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    api.routes.set(CHECKOUT_PATH, () => ({
      status: 200,
      delay: 150,
      body: {
        outcome: 'checkout',
        checkoutUrl: 'https://checkout.example.test/c/abc',
        expiresAt: null,
        amountCents: 68000,
        creditsCents: 0,
      },
    }));
    await renderPayPage();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $680.00' }));
    expect(await screen.findByRole('button', { name: /Starting payment/ })).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.test/c/abc'));
    expect(screen.getByRole('button', { name: /Redirecting to payment/ })).toBeDisabled();
    expect(api.callsTo(CHECKOUT_PATH)).toHaveLength(1);
  });

  it('tells why the payment could not start in a toast, and Pay can be clicked again', async () => {
    api.routes.set(CHECKOUT_PATH, () => ({
      status: 409,
      body: { statusCode: 409, message: 'This invoice has nothing left to pay' },
    }));
    await renderPayPage();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $680.00' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('The payment could not start'));
    expect(screen.getByTestId('toast')).toHaveTextContent('This invoice has nothing left to pay');
    expect(screen.getByRole('button', { name: 'Pay $680.00' })).toBeEnabled();
  });

  it('when credits pay it all, shows the payment received without a checkout', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    api.routes.set(CHECKOUT_PATH, () => {
      invoice = makeInvoiceDocument({
        status: 'paid',
        creditsAppliedCents: 68000,
        amountDueCents: 0,
        paymentDate: '2026-03-03T15:00:00.000Z',
      });
      return {
        status: 200,
        body: { outcome: 'paid', checkoutUrl: null, expiresAt: null, amountCents: 0, creditsCents: 68000 },
      };
    });
    const router = await renderPayPage();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $680.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toHaveFocus();
    expect(router.state.location.search).toEqual({ checkout: 'success' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a paid invoice as Paid with its receipt, and no Pay button', async () => {
    invoice = makeInvoiceDocument({
      status: 'paid',
      paidCents: 68000,
      amountDueCents: 0,
      paymentDate: '2026-03-05T15:00:00.000Z',
      receiptUrl: 'https://pay.example.test/receipts/r_1',
    });
    await renderPayPage();
    await title();
    expect(screen.getByText('Paid', { selector: '.pay-actions .invoice-badge' }).parentElement).toHaveTextContent(
      'Paid on March 5, 2026',
    );
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      'https://pay.example.test/receipts/r_1',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('back from a successful checkout: focuses the panel, confirms until the webhook marked it paid', async () => {
    invoice = makeInvoiceDocument({ paymentPending: true });
    await renderPayPage('?checkout=success');
    const confirming = await screen.findByRole('heading', { name: 'Thank you! Confirming your payment...' });
    expect(confirming).toHaveFocus();
    expect(confirming.closest('[role="status"]')).toBeInTheDocument();

    invoice = makeInvoiceDocument({ status: 'paid', paidCents: 68000, amountDueCents: 0 });
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible();
    expect(screen.getByText(/Invoice INV-2026-0007 is paid/)).toBeInTheDocument();
    const polls = api.callsTo(INVOICE_PATH).length;
    expect(polls).toBeGreaterThanOrEqual(2);
    // Paid: the page stops asking.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo(INVOICE_PATH)).toHaveLength(polls);
  });

  it('offers to pay in full or part within the allowed range, and shows the totals, payments and balance', async () => {
    invoice = makeInvoiceDocument({
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
      partialPaymentRange: { minCents: 10000, maxCents: 46200 },
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
    let requested: unknown;
    api.routes.set(CHECKOUT_PATH, (body) => {
      requested = body;
      return {
        status: 200,
        body: {
          outcome: 'checkout',
          checkoutUrl: 'https://checkout.test/c',
          expiresAt: null,
          amountCents: 15000,
          creditsCents: 0,
        },
      };
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderPayPage();
    await title();
    expect(screen.getByLabelText('Totals')).toHaveTextContent(
      'Subtotal$680.00Discount (10%)-$68.00Tax 8.25%$50.50Total$662.50Paid-$200.00Amount due$462.50',
    );
    expect(screen.getByRole('table', { name: 'Payments received' })).toHaveTextContent('March 5, 2026Card$200.00');

    expect(screen.getByRole('button', { name: 'Pay $462.50' })).toBeEnabled();
    await user.click(screen.getByLabelText('Pay part of it'));
    const amount = screen.getByLabelText('Amount to pay');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The amount must be at least $100.00.')).toHaveAttribute('role', 'alert');
    expect(requested).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/c'));
    expect(requested).toEqual({ amountCents: 15000 });
    assign.mockRestore();
  });

  it('back from a part payment: received, with what is left to pay', async () => {
    invoice = makeInvoiceDocument({
      paidCents: 20000,
      amountDueCents: 48000,
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
    await renderPayPage('?checkout=success');
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible();
    expect(
      screen.getByText(/We received \$200\.00 on invoice INV-2026-0007\. \$480\.00 is left to pay\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $480.00' })).toBeEnabled();
  });

  it('back from a cancelled checkout: a calm notice, and Pay again', async () => {
    await renderPayPage('?checkout=cancelled');
    await title();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment cancelled: you have not been charged. You can try again whenever you are ready.',
    );
    expect(screen.getByRole('button', { name: 'Pay $680.00' })).toBeEnabled();
  });

  it('an unknown link says the invoice cannot be found', async () => {
    api.routes.set(INVOICE_PATH, () => ({ status: 404, body: { statusCode: 404, message: 'Invoice not found' } }));
    await renderPayPage();
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this invoice" })).toBeInTheDocument();
    expect(screen.getByText(/Please check the link in your e-mail\./).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('a cancelled invoice says so, with nothing to pay', async () => {
    invoice = makeInvoiceDocument({ status: 'cancelled', amountDueCents: 0 });
    await renderPayPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007 was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
