import { defineMailTemplate, renderMail } from '../../notifications';

/** An invoice sent (or sent again) to its client, with its PDF. */
export interface InvoiceSentMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** Formatted, e.g. "$1,234.50". */
  amountDue: string;
  /** Formatted, e.g. "April 1, 2026". */
  dueDate: string | null;
  /** The PDF as issued, base64. */
  pdfBase64: string;
}

/** The pay page of an invoice: its unguessable public id, never its number or row id. */
export const payInvoiceUrl = (publicUrl: string, publicId: string) => `${publicUrl}/pay-invoice/${publicId}`;

export const invoiceSentMail = defineMailTemplate<InvoiceSentMailData>({
  key: 'billing.invoice-sent',
  category: 'transactional',
  render: (data, { publicUrl }) => {
    const due = data.dueDate ? ` due ${data.dueDate}` : '';
    return {
      ...renderMail({
        subject: `Invoice ${data.invoiceNumber} from Inspivision: ${data.amountDue}${due}`,
        preheader: `${data.amountDue}${due}. Pay online in a few clicks.`,
        paragraphs: [
          `Hi ${data.clientName},`,
          `Here is invoice ${data.invoiceNumber} for ${data.amountDue}${due}. The PDF is attached.`,
          `Pay it online: ${payInvoiceUrl(publicUrl, data.publicId)}`,
        ],
        closing: ['Reply to this e-mail with any question about it.', 'The Inspivision team'],
      }),
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
