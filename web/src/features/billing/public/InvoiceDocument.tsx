import type { InvoiceDocumentDto } from '../../../api/generated/model';
import { billingDate } from '../billing-dates';
import { INVOICE_STATUS_LABELS } from '../billing-labels';
import { formatCents, formatQuantity } from '../money';

/** An invoice's status as a coloured badge with its words (never colour alone). */
export function InvoiceStatusBadge({ status }: { status: InvoiceDocumentDto['status'] }) {
  const { label, tone } = INVOICE_STATUS_LABELS[status];
  return <span className={`invoice-badge invoice-badge--${tone}`}>{label}</span>;
}

/** One line of the totals block; `strong` for the amount due. */
function TotalRow({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'invoice-totals__row invoice-totals__row--strong' : 'invoice-totals__row'}>
      <dt>{label}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  );
}

/**
 * The invoice as its client reads it (pay page): number, dates, client, items, totals with credits and
 * payments, what is still due, and the notes.
 */
export function InvoiceDocument({ invoice, headingId }: { invoice: InvoiceDocumentDto; headingId: string }) {
  return (
    <article className="invoice-document" aria-labelledby={headingId}>
      <header className="invoice-document__header">
        <div>
          <p className="invoice-document__eyebrow">Invoice</p>
          <h1 id={headingId} className="invoice-document__number">
            {invoice.invoiceNumber}
          </h1>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </header>

      <dl className="invoice-document__meta">
        <div>
          <dt>Billed to</dt>
          <dd>{invoice.clientName}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{billingDate(invoice.issuedAt)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{billingDate(invoice.dueDate)}</dd>
        </div>
        {invoice.paymentDate ? (
          <div>
            <dt>Paid</dt>
            <dd>{billingDate(invoice.paymentDate)}</dd>
          </div>
        ) : null}
      </dl>

      {invoice.description ? <p className="invoice-document__description">{invoice.description}</p> : null}

      <table className="invoice-items">
        <caption className="visually-hidden">Items of invoice {invoice.invoiceNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            <tr key={index}>
              <td data-label="Item">
                <span className="invoice-items__title">{item.title}</span>
                {item.description ? <span className="invoice-items__description">{item.description}</span> : null}
              </td>
              <td data-label="Qty">{formatQuantity(item.quantity)}</td>
              <td data-label="Unit price">{formatCents(item.unitPriceCents)}</td>
              <td data-label="Amount">{formatCents(item.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice-totals" aria-label="Totals">
        <TotalRow label="Total" cents={invoice.amountCents} />
        {invoice.creditsAppliedCents > 0 ? (
          <TotalRow label="Account credits applied" cents={-invoice.creditsAppliedCents} />
        ) : null}
        {invoice.paidCents > 0 ? <TotalRow label="Paid" cents={-invoice.paidCents} /> : null}
        {invoice.refundedCents > 0 ? <TotalRow label="Refunded to you" cents={invoice.refundedCents} /> : null}
        <TotalRow label="Amount due" cents={invoice.amountDueCents} strong />
      </dl>

      {invoice.notes ? <p className="invoice-document__notes">{invoice.notes}</p> : null}
    </article>
  );
}
