import { defineMailTemplate, renderMail } from '../../notifications';

/** An invoice sent (or sent again) to its client, with its PDF. */
export interface InvoiceSentMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** Formatted, e.g. "$1,234.50". */
  amountDue: string;
  /** Nothing is due (a $0.00 invoice, paid as it was sent): the e-mail asks for no payment. */
  nothingDue?: boolean;
  /** Formatted, e.g. "April 1, 2026". */
  dueDate: string | null;
  /** The PDF as issued, base64. */
  pdfBase64: string;
}

/** The pay page of an invoice: its unguessable public id, never its number or row id. */
export const payInvoiceUrl = (publicUrl: string, publicId: string) => `${publicUrl}/pay-invoice/${publicId}`;

/** The invoice in the back office's table, for staff alerts. */
export const adminInvoiceUrl = (publicUrl: string, invoiceNumber: string) =>
  new URL(`/admin1/invoices?search=${encodeURIComponent(invoiceNumber)}`, publicUrl).toString();

export const invoiceSentMail = defineMailTemplate<InvoiceSentMailData>({
  key: 'billing.invoice-sent',
  category: 'transactional',
  render: (data, { publicUrl }) => {
    const due = data.dueDate ? ` due ${data.dueDate}` : '';
    const link = payInvoiceUrl(publicUrl, data.publicId);
    const body = data.nothingDue
      ? {
          subject: `Invoice ${data.invoiceNumber} from Inspivision: nothing to pay`,
          preheader: 'Nothing is due on it: it is marked paid.',
          paragraphs: [
            `Hi ${data.clientName},`,
            `Here is invoice ${data.invoiceNumber}. Nothing is due on it, so there is nothing to pay: it is marked paid. The PDF is attached.`,
            `See it online: ${link}`,
          ],
        }
      : {
          subject: `Invoice ${data.invoiceNumber} from Inspivision: ${data.amountDue}${due}`,
          preheader: `${data.amountDue}${due}. Pay online in a few clicks.`,
          paragraphs: [
            `Hi ${data.clientName},`,
            `Here is invoice ${data.invoiceNumber} for ${data.amountDue}${due}. The PDF is attached.`,
            `Pay it online: ${link}`,
          ],
        };
    return {
      ...renderMail({ ...body, closing: ['Reply to this e-mail with any question about it.', 'The Inspivision team'] }),
      attachments: [
        {
          filename: `${data.invoiceNumber}.pdf`,
          contentType: 'application/pdf',
          content: data.pdfBase64,
          encoding: 'base64',
        },
      ],
    };
  },
});
