import { Link } from '@tanstack/react-router';
import { useGetPortalAmountOwed } from '../../../api/generated/portal-invoices/portal-invoices';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { billingDate } from '../billing-dates';
import { formatMoney } from '../money';
import '../billing.css';

/**
 * The dashboard's "What you owe" card body: the total still to pay and the soonest due date, then each invoice
 * to pay with its amount, due date and Pay (the pay page of its link); or that nothing is owed.
 */
export function AmountOwed() {
  const query = useGetPortalAmountOwed();
  if (query.isPending) {
    return <div className="dashboard-skeleton" role="status" aria-label="Loading what you owe" />;
  }
  if (query.isError) {
    return (
      <LoadErrorPanel
        what="what you owe"
        headingLevel={3}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const owed = query.data;
  if (owed.amountDueCents <= 0) {
    return (
      <>
        <p className="portal-card__text">
          {owed.hasInvoices ? 'You’re all paid up: nothing to pay right now.' : 'Nothing to pay: no invoices yet.'}
        </p>
        {owed.hasInvoices ? (
          <Link to="/portal/invoices" className="portal-card__link">
            See your invoices
          </Link>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p className="amount-owed__total">
        <strong>{formatMoney(owed.amountDueCents, owed.currency)}</strong>
        {owed.nextDueDate ? (
          <span>
            {owed.invoices.length > 1
              ? `in all, the next due ${billingDate(owed.nextDueDate)}`
              : `due ${billingDate(owed.nextDueDate)}`}
          </span>
        ) : null}
      </p>
      <ul className="amount-owed" aria-label="Invoices to pay">
        {owed.invoices.map((invoice) => (
          <li key={invoice.id} className="amount-owed__item">
            <div>
              <p className="amount-owed__title">
                Invoice {invoice.invoiceNumber}
                {invoice.status === 'overdue' ? <span className="amount-owed__overdue"> · Overdue</span> : null}
              </p>
              <p className="portal-card__text">
                {[
                  invoice.description,
                  `${formatMoney(invoice.amountDueCents, invoice.currency)} due ${billingDate(invoice.dueDate)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Link
              to="/pay-invoice/$publicId"
              params={{ publicId: invoice.publicId }}
              className="btn btn--primary"
              aria-label={`Pay invoice ${invoice.invoiceNumber}`}
            >
              Pay
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/portal/invoices" className="portal-card__link">
        See all your invoices
      </Link>
    </>
  );
}
