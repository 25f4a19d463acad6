import { type Discount, priceDocument } from '../../../common/money/document-pricing';
import { INVOICE_LIMITS, type InvoiceStatus, PAYABLE_INVOICE_STATUSES } from '../billing.constants';
import type { InvoiceEntity } from '../entities/invoice.entity';

/** An item as a client of the API sends it: no totals, the server computes them. */
export interface InvoiceItemInput {
  title: string;
  description?: string | null;
  /** Hundredths of a unit (150 = 1.5). */
  quantity: number;
  unitPriceCents: number;
  /** Its own tax rate in basis points (825 = 8.25%); null or absent: the invoice's rate. */
  taxRateBasisPoints?: number | null;
}

/** What an invoice's prices depend on besides its items. */
export interface InvoicePricing {
  /** The rate of items without their own, in basis points. */
  taxRateBasisPoints: number;
  discount: Discount | null;
}

/** The priced items and the totals an invoice keeps. */
export type PricedInvoice = Pick<
  InvoiceEntity,
  'items' | 'subtotalCents' | 'discountCents' | 'taxCents' | 'amountCents'
>;

/**
 * Items and totals by the one pricing rule (common/money/document-pricing.ts): lines rounded half up, the
 * discount before tax spread over the lines, each line's tax rounded half up; amountCents is the total.
 */
export function priceInvoice(items: readonly InvoiceItemInput[], pricing: InvoicePricing): PricedInvoice {
  const priced = priceDocument({ lines: items, ...pricing });
  return {
    items: items.map((item, index) => ({
      title: item.title,
      description: item.description ?? null,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      taxRateBasisPoints: item.taxRateBasisPoints ?? null,
      lineTotalCents: priced.lines[index].lineTotalCents,
      discountCents: priced.lines[index].discountCents,
      taxCents: priced.lines[index].taxCents,
    })),
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    amountCents: priced.totalCents,
  };
}

/** The discount an invoice row keeps: a percent when discountBasisPoints is set, else a fixed amount (or none). */
export const invoiceDiscount = (invoice: Pick<InvoiceEntity, 'discountCents' | 'discountBasisPoints'>) =>
  invoice.discountBasisPoints !== null
    ? { basisPoints: invoice.discountBasisPoints }
    : invoice.discountCents > 0
      ? { amountCents: invoice.discountCents }
      : null;

/**
 * The tax of an invoice per rate above zero, lowest first: its stored items priced again, which gives the
 * same figures (the rule is deterministic) grouped by rate.
 */
export const taxesByRate = (
  invoice: Pick<InvoiceEntity, 'items' | 'taxRateBasisPoints' | 'discountCents' | 'discountBasisPoints'>,
) =>
  priceDocument({
    lines: invoice.items,
    taxRateBasisPoints: invoice.taxRateBasisPoints,
    discount: invoiceDiscount(invoice),
  }).taxes;

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

/**
 * The amounts a part payment may be now (cents, both ends included), or null when only the amount due can be
 * paid: staff allowed partial payment, it is at least the invoice's minimum, and it leaves at least the card
 * minimum ($0.50) so the rest can still be paid by card.
 */
export function partialPaymentRange(
  invoice: Pick<
    InvoiceEntity,
    'status' | 'allowPartialPayment' | 'minimumPaymentCents' | 'amountCents' | 'creditsAppliedCents' | 'paidCents'
  >,
): { minCents: number; maxCents: number } | null {
  if (!invoice.allowPartialPayment || !PAYABLE_INVOICE_STATUSES.includes(invoice.status)) return null;
  const maxCents = amountDueCents(invoice) - INVOICE_LIMITS.minimumPaymentCentsMin;
  return maxCents >= invoice.minimumPaymentCents ? { minCents: invoice.minimumPaymentCents, maxCents } : null;
}
