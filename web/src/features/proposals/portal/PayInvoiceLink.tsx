import type { ProposalInvoiceDto } from '../../../api/generated/model';
import { PAYABLE_STATUSES } from '../../billing/billing-labels';
import { formatCents } from '../../billing/money';

/** The invoice an acceptance issued: "Pay $1,000.00 now" while something is due on it, "paid" once it is. */
export function PayInvoiceLink({ invoice }: { invoice: ProposalInvoiceDto }) {
  if (invoice.paid) return <p>Invoice {invoice.invoiceNumber} is paid. Thank you!</p>;
  if (invoice.amountDueCents > 0 && PAYABLE_STATUSES.includes(invoice.status)) {
    return (
      <a className="btn btn--primary" href={invoice.payUrl}>
        Pay {formatCents(invoice.amountDueCents)} now
      </a>
    );
  }
  return (
    <a className="btn btn--outline" href={invoice.payUrl}>
      View invoice {invoice.invoiceNumber}
    </a>
  );
}
