import type { InvoiceDocumentDto } from '../../api/generated/model';
import { formatBasisPoints } from './money';

/** One line of an invoice's totals: its label and signed amount in cents. */
export interface TotalRow {
  label: string;
  cents: number;
}

/**
 * How an invoice's total is made, as the PDF prints it: subtotal, discount, tax per rate, then the total; only
 * the total when there is neither discount nor tax.
 */
export function priceRows(
  invoice: Pick<
    InvoiceDocumentDto,
    'subtotalCents' | 'discountCents' | 'discountBasisPoints' | 'taxCents' | 'taxes' | 'amountCents'
  >,
): TotalRow[] {
  const total = { label: 'Total', cents: invoice.amountCents };
  if (invoice.discountCents === 0 && invoice.taxCents === 0) return [total];
  const percent = invoice.discountBasisPoints === null ? '' : ` (${formatBasisPoints(invoice.discountBasisPoints)})`;
  return [
    { label: 'Subtotal', cents: invoice.subtotalCents },
    ...(invoice.discountCents > 0 ? [{ label: `Discount${percent}`, cents: -invoice.discountCents }] : []),
    ...invoice.taxes.map((tax) => ({ label: `Tax ${formatBasisPoints(tax.rateBasisPoints)}`, cents: tax.taxCents })),
    total,
  ];
}
