import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import {
  getListPortalCreditsQueryKey,
  getListPortalPaymentsQueryKey,
  useListPortalCredits,
  useListPortalPayments,
} from '../../../api/generated/portal-billing/portal-billing';
import type { PortalCreditDto, PortalPaymentDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../billing-dates';
import { PAYMENT_METHOD_LABELS } from '../billing-labels';
import { formatCents } from '../money';
import { PortalPager } from './PortalPager';
import '../billing.css';

export const PORTAL_PAYMENTS_PAGE_SIZE = 10;
/** Credits are few; the first page shows them, the total counts them all. */
const CREDITS_PAGE_SIZE = 50;

const CREDIT_SOURCE_LABELS: Record<PortalCreditDto['source'], string> = {
  referral: 'Referral reward',
  adjustment: 'Account adjustment',
  refund: 'Refund as credit',
};

function PaymentRow({ payment }: { payment: PortalPaymentDto }) {
  const receipt = payment.receiptUrl ?? payment.invoicePdfPath;
  return (
    <li className="billing-list__item">
      <div>
        <h3 className="billing-list__title">
          {formatCents(payment.amountCents + payment.creditsCents)} for {payment.invoiceNumber}
        </h3>
        <p className="billing-list__text">
          {billingDate(payment.succeededAt)} · {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.creditsCents > 0 && payment.method !== 'credit'
            ? ` · ${formatCents(payment.creditsCents)} of it from account credits`
            : ''}
        </p>
        {payment.refundedCents > 0 ? (
          <p className="billing-list__text">{formatCents(payment.refundedCents)} refunded to you</p>
        ) : null}
      </div>
      <span />
      <div className="billing-list__actions">
        <a
          href={receipt}
          className="btn btn--outline"
          {...(payment.receiptUrl ? { target: '_blank', rel: 'noreferrer' } : { download: true })}
          aria-label={`Receipt for ${payment.invoiceNumber}`}
        >
          Receipt
        </a>
        <a
          href={payment.invoicePdfPath}
          className="btn btn--outline"
          download
          aria-label={`Download the PDF of ${payment.invoiceNumber}`}
        >
          Invoice PDF
        </a>
      </div>
    </li>
  );
}

function Payments() {
  const { page = 1 }: { page?: number } = useSearch({ strict: false });
  const params = { page, pageSize: PORTAL_PAYMENTS_PAGE_SIZE };
  const query = useListPortalPayments(params, {
    query: { queryKey: getListPortalPaymentsQueryKey(params), placeholderData: keepPreviousData },
  });
  return (
    <section className="portal-card" aria-labelledby="billing-payments-title" aria-busy={query.isFetching}>
      <h2 id="billing-payments-title" className="portal-card__title">
        Payment history
      </h2>
      {query.isPending ? (
        <p className="status-text" role="status">
          Loading your payments...
        </p>
      ) : query.isError ? (
        <LoadErrorPanel
          what="your payments"
          headingLevel={3}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <EmptyState icon="billing" title="No payments yet">
          Your payments and their receipts will appear here once you&apos;ve paid an invoice.
        </EmptyState>
      ) : (
        <>
          <ul className="billing-list" aria-label="Your payments">
            {query.data.items.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
          <PortalPager
            page={page}
            pageSize={PORTAL_PAYMENTS_PAGE_SIZE}
            total={query.data.total}
            label="Payment pages"
          />
        </>
      )}
    </section>
  );
}

function Credits() {
  const params = { page: 1, pageSize: CREDITS_PAGE_SIZE };
  const query = useListPortalCredits(params, { query: { queryKey: getListPortalCreditsQueryKey(params) } });
  return (
    <section className="portal-card" aria-labelledby="billing-credits-title" aria-busy={query.isFetching}>
      <div className="billing-summary">
        <h2 id="billing-credits-title" className="portal-card__title">
          Account credits
        </h2>
        {query.data && query.data.total > 0 ? (
          <p>
            Available <strong>{formatCents(query.data.totalAvailableCents)}</strong>
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <p className="status-text" role="status">
          Loading your credits...
        </p>
      ) : query.isError ? (
        <LoadErrorPanel
          what="your credits"
          headingLevel={3}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <EmptyState icon="refer" title="No credits available">
          Credits you earn, for example by referring a friend, appear here and are applied automatically when you pay an
          invoice.
        </EmptyState>
      ) : (
        <>
          <p className="portal-card__text">Applied automatically when you pay, soonest-expiring first.</p>
          <ul className="billing-list" aria-label="Your credits">
            {query.data.items.map((credit) => (
              <li key={credit.id} className="billing-list__item">
                <div>
                  <h3 className="billing-list__title">{formatCents(credit.amountCents)}</h3>
                  <p className="billing-list__text">{CREDIT_SOURCE_LABELS[credit.source]}</p>
                </div>
                <p className="billing-list__text">
                  {credit.expiresAt ? `Expires ${billingDate(credit.expiresAt)}` : 'Never expires'}
                </p>
                <span />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** /portal/billing: the client's payments with their receipts, and the account credits they can spend. */
export function BillingPage() {
  usePrivatePageTitle('Billing', 'Your payments, receipts and account credits.');
  return (
    <div className="portal-page">
      <PortalPageHeader title="Billing" lead="Payments, receipts and account credits." />
      <Credits />
      <Payments />
    </div>
  );
}
