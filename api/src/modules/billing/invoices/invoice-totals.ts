import type { InvoiceStatus } from '../billing.constants';
import type { InvoiceLineItem } from '../entities/invoice.entity';

/** An item as a client of the API sends it: no totals, the server computes them. */
export interface InvoiceItemInput {
  title: string;
  description?: string | null;
  /** Hundredths of a unit (150 = 1.5). */
  quantity: number;
  unitPriceCents: number;
}

/** quantity (hundredths) × unit price, rounded half up to the cent; exact in integers. */
export const lineTotalCents = (quantity: number, unitPriceCents: number) =>
  Math.floor((quantity * unitPriceCents + 50) / 100);

export function pricedItems(items: readonly InvoiceItemInput[]): InvoiceLineItem[] {
  return items.map((item) => ({
    title: item.title,
    description: item.description ?? null,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: lineTotalCents(item.quantity, item.unitPriceCents),
  }));
}

export const itemsTotalCents = (items: readonly InvoiceLineItem[]) =>
  items.reduce((total, item) => total + item.lineTotalCents, 0);

/** What the client still owes: the total less credits and money received, never below zero. */
export const amountDueCents = (invoice: { amountCents: number; creditsAppliedCents: number; paidCents: number }) =>
  Math.max(0, invoice.amountCents - invoice.creditsAppliedCents - invoice.paidCents);

/** What the client is asked for: nothing once the invoice is cancelled, else the amount due. */
export const invoiceAmountDueCents = (invoice: {
  status: InvoiceStatus;
  amountCents: number;
  creditsAppliedCents: number;
  paidCents: number;
}) => (invoice.status === 'cancelled' ? 0 : amountDueCents(invoice));
