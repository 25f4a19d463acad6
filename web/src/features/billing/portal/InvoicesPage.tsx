import { Link, useSearch } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import {
  getListPortalInvoicesQueryKey,
  useListPortalInvoices,
} from '../../../api/generated/portal-invoices/portal-invoices';
import type { PortalInvoiceDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';
import { PATHS } from '../../../constants/site';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../billing-dates';
import { PAID_STATUSES, PAYABLE_STATUSES, PAYMENT_METHOD_LABELS } from '../billing-labels';
import { priceRows } from '../invoice-total-rows';
import { formatCents } from '../money';
import { InvoiceStatusBadge } from '../public/InvoiceDocument';
import { PortalPager } from './PortalPager';
import '../billing.css';

export const PORTAL_INVOICES_PAGE_SIZE = 10;

/** What the row says about dates: when it was paid, else when it is due. */
function dateLine(invoice: PortalInvoiceDto): string {
  if (PAID_STATUSES.includes(invoice.status) && invoice.paymentDate) return `Paid ${billingDate(invoice.paymentDate)}`;
  if (invoice.status === 'cancelled') return `Issued ${billingDate(invoice.issuedAt)}`;
  return `Due ${billingDate(invoice.dueDate)}`;
}

/** "Subtotal $770.00 · Discount (10%) -$77.00 · Tax 8.25% $50.50 · Total $743.50", when there is more than a total. */
function priceLine(invoice: PortalInvoiceDto): string | null {
  const rows = priceRows(invoice);
  return rows.length > 1 ? rows.map((row) => `${row.label} ${formatCents(row.cents)}`).join(' · ') : null;
}

function InvoiceRow({ invoice }: { invoice: PortalInvoiceDto }) {
  const payable = PAYABLE_STATUSES.includes(invoice.status) && invoice.amountDueCents > 0;
  const prices = priceLine(invoice);
  return (
    <li className="billing-list__item">
      <div>
        <div className="billing-list__head">
          <h2 className="billing-list__title">{invoice.invoiceNumber}</h2>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        {invoice.description ? <p className="billing-list__text">{invoice.description}</p> : null}
        <p className="billing-list__text">{dateLine(invoice)}</p>
        {prices ? <p className="billing-list__text">{prices}</p> : null}
        {invoice.payments.length > 0 ? (
          <ul className="billing-list__text" aria-label={`Payments of ${invoice.invoiceNumber}`}>
            {invoice.payments.map((payment, index) => (
              <li key={index}>
                {formatCents(payment.amountCents + payment.creditsCents)} paid {billingDate(payment.succeededAt)} (
                {PAYMENT_METHOD_LABELS[payment.method]})
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="billing-list__amount">
        {payable ? 'Amount due' : 'Total'}
        <strong>{formatCents(payable ? invoice.amountDueCents : invoice.amountCents)}</strong>
      </p>
      <div className="billing-list__actions">
        {payable ? (
          <Link
            to="/pay-invoice/$publicId"
            params={{ publicId: invoice.publicId }}
            className="btn btn--primary"
            aria-label={`Pay ${invoice.invoiceNumber}`}
          >
            Pay
          </Link>
        ) : null}
        <a
          href={`/api/portal/invoices/${invoice.id}/pdf`}
          className="btn btn--outline"
          download
          aria-label={`Download the PDF of ${invoice.invoiceNumber}`}
        >
          PDF
        </a>
      </div>
    </li>
  );
}

/** /portal/invoices: the client's invoices, newest first, with what is due and a way to pay it. */
export function InvoicesPage() {
  usePrivatePageTitle('Invoices', 'Your invoices.');
  const { page = 1 }: { page?: number } = useSearch({ strict: false });
  const params = { page, pageSize: PORTAL_INVOICES_PAGE_SIZE };
  const query = useListPortalInvoices(params, {
    query: { queryKey: getListPortalInvoicesQueryKey(params), placeholderData: keepPreviousData },
  });

  return (
    <div className="portal-page">
      <PortalPageHeader title="Invoices" lead="Deposits and balances for your projects, with their due dates." />
      <div className="portal-card" aria-busy={query.isFetching}>
        {query.isPending ? (
          <p className="status-text" role="status">
            Loading your invoices...
          </p>
        ) : query.isError ? (
          <LoadErrorPanel what="your invoices" onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.total === 0 ? (
          <EmptyState
            icon="invoices"
            title="No invoices yet"
            action={
              <Link to={PATHS.contact} hash="contact-form" className="btn btn--outline">
                Ask about billing
              </Link>
            }
          >
            Your invoices will appear here once we send you one.
          </EmptyState>
        ) : (
          <>
            <ul className="billing-list" aria-label="Your invoices">
              {query.data.items.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
            <PortalPager
              page={page}
              pageSize={PORTAL_INVOICES_PAGE_SIZE}
              total={query.data.total}
              label="Invoice pages"
            />
          </>
        )}
      </div>
    </div>
  );
}
