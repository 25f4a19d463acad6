import { defineMailTemplate, renderMail } from '../../notifications';
import { payInvoiceUrl } from '../invoices/invoice.mails';

/** The receipt of a payment, sent to the client with the invoice's PDF stamped PAID. */
export interface PaymentReceiptMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** Formatted amounts, e.g. "$1,234.50". */
  amountPaid: string;
  creditsApplied: string | null;
  /** How it was paid, in words ("card", "account credits", "wire transfer"...). */
  method: string;
  /** The payment provider's receipt, or the invoice's PDF link. */
  receiptUrl: string;
  pdfBase64: string;
}

export const paymentReceiptMail = defineMailTemplate<PaymentReceiptMailData>({
  key: 'billing.payment-receipt',
  category: 'transactional',
  render: (data, { publicUrl }) => ({
    ...renderMail({
      subject: `Receipt for invoice ${data.invoiceNumber}: ${data.amountPaid} paid`,
      preheader: `Thank you: ${data.amountPaid} received for invoice ${data.invoiceNumber}.`,
      paragraphs: [
        `Hi ${data.clientName},`,
        `Thank you: we received ${data.amountPaid} by ${data.method} for invoice ${data.invoiceNumber}.`,
        ...(data.creditsApplied ? [`Account credits applied: ${data.creditsApplied}.`] : []),
        `Your receipt: ${data.receiptUrl}`,
        `The invoice, stamped PAID, is attached; it stays available at ${payInvoiceUrl(publicUrl, data.publicId)}`,
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
  }),
});

/** Staff hear of each payment; `attention` says what they must do when money came where it should not. */
export interface PaymentAlertMailData {
  invoiceNumber: string;
  clientName: string;
  clientEmail: string;
  amount: string;
  method: string;
  attention: string | null;
}

export const paymentAlertMail = defineMailTemplate<PaymentAlertMailData>({
  key: 'staff.invoice-payment',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `${data.attention ? 'Check this payment' : 'Payment received'}: ${data.invoiceNumber}, ${data.amount}`,
      preheader: `${data.clientName} <${data.clientEmail}>`,
      paragraphs: [
        `${data.clientName} (${data.clientEmail}) paid ${data.amount} by ${data.method} on invoice ${data.invoiceNumber}.`,
        ...(data.attention ? [data.attention] : []),
        `Open it in the back office: ${new URL(`/admin1/invoices?search=${encodeURIComponent(data.invoiceNumber)}`, publicUrl).toString()}`,
      ],
    }),
});
