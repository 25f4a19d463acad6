import type { InvoiceFacts } from '../billing.events';
import type { InvoiceEntity } from '../entities/invoice.entity';

/** The part of every invoice event that names the invoice. */
export const invoiceFacts = (invoice: InvoiceEntity): InvoiceFacts => ({
  invoiceId: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  userId: invoice.userId,
  consultationId: invoice.consultationId,
  serviceInquiryId: invoice.serviceInquiryId,
  projectId: invoice.projectId,
});
