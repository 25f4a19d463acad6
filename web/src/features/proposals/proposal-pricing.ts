/**
 * A proposal's figures as the server computes them (api/src/modules/proposals/documents/proposal-document.ts
 * `proposalFigures`), for staff's live preview: the invoices' totals (`priceInvoice`, the one rule), then the
 * deposit, `depositBasisPoints` of the total rounded half up, and the balance, total − deposit.
 * proposal-pricing.test.ts asserts the server's worked examples: change both together.
 */
import type { InvoiceItemDto, ProposalTotalsDto } from '../../api/generated/model';
import {
  BASIS_POINTS,
  type Discount,
  type InvoicePreview,
  mulDivHalfUp,
  priceInvoice,
} from '../billing/invoice-pricing';

/** The deposit a proposal asks for when staff do not say otherwise (API default 5000 = 50%). */
export const DEFAULT_DEPOSIT_BASIS_POINTS = 5000;

/** A line as the API takes it: quantity in hundredths, price in cents, its own rate or null (the proposal's). */
export interface ProposalLine {
  title: string;
  description: string | null;
  quantity: number;
  unitPriceCents: number;
  taxRateBasisPoints: number | null;
}

export interface ProposalPricing {
  lines: readonly Omit<ProposalLine, 'title' | 'description'>[];
  taxRateBasisPoints: number;
  discount: Discount | null;
  depositBasisPoints: number;
}

export interface ProposalFigures extends InvoicePreview {
  /** depositBasisPoints of the total, rounded half up. */
  depositCents: number;
  /** total − deposit. */
  balanceCents: number;
}

/** The totals by the invoices' rule, then the deposit and the balance they split into. */
export function proposalFigures({
  lines,
  taxRateBasisPoints,
  discount,
  depositBasisPoints,
}: ProposalPricing): ProposalFigures {
  const totals = priceInvoice({ lines, taxRateBasisPoints, discount });
  const depositCents = mulDivHalfUp(totals.totalCents, depositBasisPoints, BASIS_POINTS);
  return { ...totals, depositCents, balanceCents: totals.totalCents - depositCents };
}

/**
 * A proposal priced as the API answers it (its items and `totals`), for ProposalDocument: the preview staff
 * see is the document the client will read.
 */
export function priceProposal({
  items,
  taxRateBasisPoints,
  discount,
  depositBasisPoints,
  allowFullPayment,
  currency = 'USD',
}: Omit<ProposalPricing, 'lines'> & {
  items: readonly ProposalLine[];
  allowFullPayment: boolean;
  currency?: string;
}): { items: InvoiceItemDto[]; totals: ProposalTotalsDto } {
  const figures = proposalFigures({ lines: items, taxRateBasisPoints, discount, depositBasisPoints });
  return {
    items: items.map((item, index) => {
      const line = figures.lines[index]!;
      return {
        title: item.title,
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        taxRateBasisPoints: item.taxRateBasisPoints,
        lineTotalCents: line.lineTotalCents,
        discountCents: line.discountCents,
        taxCents: line.taxCents,
      };
    }),
    totals: {
      currency,
      subtotalCents: figures.subtotalCents,
      discountCents: figures.discountCents,
      discountBasisPoints: discount && 'basisPoints' in discount ? discount.basisPoints : null,
      taxRateBasisPoints,
      taxCents: figures.taxCents,
      taxes: figures.taxes,
      totalCents: figures.totalCents,
      depositBasisPoints,
      depositCents: figures.depositCents,
      balanceCents: figures.balanceCents,
      allowFullPayment,
    },
  };
}
