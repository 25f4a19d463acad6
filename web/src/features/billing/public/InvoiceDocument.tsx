import type { InvoiceDocumentDto, InvoiceItemDto } from '../../../api/generated/model';
import { billingDate } from '../billing-dates';
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../billing-labels';
import { priceRows } from '../invoice-total-rows';
import { formatBasisPoints, formatCents, formatMoney, formatQuantity } from '../money';

/** An invoice's status as a coloured badge with its words (never colour alone). */
export function InvoiceStatusBadge({ status }: { status: InvoiceDocumentDto['status'] }) {
  const { label, tone } = INVOICE_STATUS_LABELS[status];
  return <span className={`invoice-badge invoice-badge--${tone}`}>{label}</span>;
}

/** One line of the totals block; `strong` for the amount due. Dollars unless `currency` says otherwise. */
export function TotalRow({
  label,
  cents,
  strong,
  currency,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  currency?: string;
}) {
  return (
    <div className={strong ? 'invoice-totals__row invoice-totals__row--strong' : 'invoice-totals__row'}>
      <dt>{label}</dt>
      <dd>{currency ? formatMoney(cents, currency) : formatCents(cents)}</dd>
    </div>
  );
}

/** A line's own tax rate, as the PDF says it; nothing for a line at the invoice's rate. */
function ownTaxRate(rate: number | null): string | null {
  if (rate === null) return null;
  return rate === 0 ? 'No tax' : `Tax ${formatBasisPoints(rate)}`;
}

/** A document's lines (an invoice's, a proposal's): title, description, own tax rate, quantity, price, amount. */
export function DocumentItems({ items, caption }: { items: readonly InvoiceItemDto[]; caption: string }) {
  return (
    <table className="invoice-items">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Unit price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            <td data-label="Item">
              <span className="invoice-items__title">{item.title}</span>
              {item.description ? <span className="invoice-items__description">{item.description}</span> : null}
              {ownTaxRate(item.taxRateBasisPoints) ? (
                <span className="invoice-items__description">{ownTaxRate(item.taxRateBasisPoints)}</span>
              ) : null}
            </td>
            <td data-label="Qty">{formatQuantity(item.quantity)}</td>
            <td data-label="Unit price">{formatCents(item.unitPriceCents)}</td>
            <td data-label="Amount">{formatCents(item.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The invoice as its client reads it (pay page): number, dates, client, items, totals with discount, tax,
 * credits and payments, what is still due (the balance), the payments received, and the notes.
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

      <DocumentItems items={invoice.items} caption={`Items of invoice ${invoice.invoiceNumber}`} />

      <dl className="invoice-totals" aria-label="Totals">
        {priceRows(invoice).map((row) => (
          <TotalRow key={row.label} label={row.label} cents={row.cents} />
        ))}
        {invoice.creditsAppliedCents > 0 ? (
          <TotalRow label="Account credits applied" cents={-invoice.creditsAppliedCents} />
        ) : null}
        {invoice.paidCents > 0 ? <TotalRow label="Paid" cents={-invoice.paidCents} /> : null}
        {invoice.refundedCents > 0 ? <TotalRow label="Refunded to you" cents={invoice.refundedCents} /> : null}
        <TotalRow label="Amount due" cents={invoice.amountDueCents} strong />
      </dl>

      {invoice.payments.length > 0 ? (
        <table className="invoice-items invoice-payments">
          <caption className="invoice-payments__caption">Payments received</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Method</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment, index) => (
              <tr key={index}>
                <td data-label="Date">{billingDate(payment.succeededAt)}</td>
                <td data-label="Method">
                  {PAYMENT_METHOD_LABELS[payment.method]}
                  {payment.creditsCents > 0 && payment.method !== 'credit' ? ' and account credits' : ''}
                </td>
                <td data-label="Amount">{formatCents(payment.amountCents + payment.creditsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {invoice.notes ? <p className="invoice-document__notes">{invoice.notes}</p> : null}
    </article>
  );
}
