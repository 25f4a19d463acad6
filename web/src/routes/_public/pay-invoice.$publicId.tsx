import { createFileRoute } from '@tanstack/react-router';
import { PayInvoicePage, type CheckoutReturn } from '../../features/billing/public/PayInvoicePage';

/** `checkout`: where the payment page sent the client back (success or cancelled). */
export interface PayInvoiceSearch {
  checkout?: CheckoutReturn;
}

/** An invoice's pay link (e-mailed to its client); `publicId` is unguessable, never the invoice number. */
export const Route = createFileRoute('/_public/pay-invoice/$publicId')({
  validateSearch: (search: Record<string, unknown>): PayInvoiceSearch =>
    search.checkout === 'success' || search.checkout === 'cancelled' ? { checkout: search.checkout } : {},
  component: PayInvoicePage,
});
