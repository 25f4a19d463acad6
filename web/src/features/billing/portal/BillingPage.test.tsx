import { screen, within } from '@testing-library/react';
import type { PortalCreditDto, PortalPaymentDto } from '../../../api/generated/model';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { pageOf } from '../billing-test-data';
import { BillingPage } from './BillingPage';

const api = fakeApiForEachTest();
const PAYMENTS = 'GET /api/portal/billing/payments';
const CREDITS = 'GET /api/portal/billing/credits';

const CARD: PortalPaymentDto = {
  id: '0c8e1f43-3f6c-4c57-9e0a-5d2b7c8e2a9e',
  invoiceId: '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43',
  invoiceNumber: 'INV-2026-0007',
  method: 'card',
  status: 'succeeded',
  amountCents: 65500,
  creditsCents: 2500,
  refundedCents: 10000,
  receiptUrl: 'https://pay.example.test/receipts/r_1',
  invoicePdfPath: '/api/portal/invoices/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/pdf',
  succeededAt: '2026-03-05T15:00:00.000Z',
};
const WIRE: PortalPaymentDto = {
  ...CARD,
  id: '1d9f2054-4a7d-4d68-8f1b-6e3c8d9f3b0f',
  invoiceNumber: 'INV-2026-0002',
  method: 'wire',
  amountCents: 30000,
  creditsCents: 0,
  refundedCents: 0,
  receiptUrl: null,
  invoicePdfPath: '/api/portal/invoices/2e0a3165-5b8e-4e79-9a2c-7f4d9e0a4c1a/pdf',
};
const credit = (overrides: Partial<PortalCreditDto>): PortalCreditDto => ({
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  amountCents: 2500,
  source: 'referral',
  expiresAt: '2026-06-30T15:00:00.000Z',
  createdAt: '2026-01-01T15:00:00.000Z',
  ...overrides,
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/portal/billing', () => {
  it('lists payments with their receipts, and the available credits with expiry dates and their total', async () => {
    api.routes.set(PAYMENTS, () => ({ status: 200, body: pageOf([CARD, WIRE]) }));
    api.routes.set(CREDITS, () => ({
      status: 200,
      body: {
        ...pageOf([
          credit({}),
          credit({ id: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', amountCents: 1000, source: 'refund', expiresAt: null }),
        ]),
        totalAvailableCents: 3500,
      },
    }));
    await renderAtPath(<BillingPage />, '/portal/billing');

    const payments = await screen.findByRole('list', { name: 'Your payments' });
    const [card, wire] = within(payments).getAllByRole('listitem');
    expect(card).toHaveTextContent('$680.00 for INV-2026-0007');
    expect(card).toHaveTextContent('March 5, 2026 · Card · $25.00 of it from account credits');
    expect(card).toHaveTextContent('$100.00 refunded to you');
    expect(within(card!).getByRole('link', { name: 'Receipt for INV-2026-0007' })).toHaveAttribute(
      'href',
      CARD.receiptUrl,
    );
    expect(wire).toHaveTextContent('$300.00 for INV-2026-0002');
    expect(wire).toHaveTextContent('Wire transfer');
    // No provider receipt for money received offline: the invoice PDF stands for it.
    expect(within(wire!).getByRole('link', { name: 'Receipt for INV-2026-0002' })).toHaveAttribute(
      'href',
      WIRE.invoicePdfPath,
    );

    const credits = section('Account credits');
    expect(credits.getByText('Available').textContent).toContain('$35.00');
    const [first, second] = credits.getAllByRole('listitem');
    expect(first).toHaveTextContent('$25.00Referral reward');
    expect(first).toHaveTextContent('Expires June 30, 2026');
    expect(second).toHaveTextContent('$10.00Refund as credit');
    expect(second).toHaveTextContent('Never expires');
  });

  it("dates each credit's expiry on the New York calendar, as the expiry reminder e-mail does, and names its source", async () => {
    api.routes.set(PAYMENTS, () => ({ status: 200, body: pageOf([]) }));
    api.routes.set(CREDITS, () => ({
      status: 200,
      body: {
        ...pageOf([
          // 02:00 UTC on June 1 is still May 31 in New York.
          credit({ amountCents: 10000, expiresAt: '2031-06-01T02:00:00.000Z' }),
          credit({ id: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', amountCents: 500, source: 'adjustment' }),
        ]),
        totalAvailableCents: 10500,
      },
    }));
    await renderAtPath(<BillingPage />, '/portal/billing');

    const list = await screen.findByRole('list', { name: 'Your credits' });
    const [referral, adjustment] = within(list).getAllByRole('listitem');
    expect(referral).toHaveTextContent('$100.00Referral reward');
    expect(referral).toHaveTextContent('Expires May 31, 2031');
    expect(adjustment).toHaveTextContent('$5.00Account adjustment');
    expect(adjustment).toHaveTextContent('Expires June 30, 2026');
    expect(section('Account credits').getByText('Available').textContent).toContain('$105.00');
  });

  it('says plainly when there are no payments and no credits yet', async () => {
    api.routes.set(PAYMENTS, () => ({ status: 200, body: pageOf([]) }));
    api.routes.set(CREDITS, () => ({ status: 200, body: { ...pageOf([]), totalAvailableCents: 0 } }));
    await renderAtPath(<BillingPage />, '/portal/billing');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(await screen.findByText('No credits available')).toBeInTheDocument();
    expect(section('Account credits').queryByText('Available')).not.toBeInTheDocument();
  });
});
