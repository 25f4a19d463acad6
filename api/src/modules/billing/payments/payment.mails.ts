import { defineMailTemplate, renderMail } from '../../notifications';
import { adminInvoiceUrl, payInvoiceUrl } from '../invoices/invoice.mails';

/**
 * The receipt of one payment, sent to the client with the invoice's PDF as it stood after it (stamped PAID once
 * nothing is left to pay): this payment's amount and the balance left, for a part payment.
 */
export interface PaymentReceiptMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** Formatted amounts, e.g. "$1,234.50". */
  amountPaid: string;
  creditsApplied: string | null;
  /** What is left to pay after this payment, formatted; null once the invoice is paid in full. */
  balanceLeft: string | null;
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
        data.balanceLeft
          ? `Balance left to pay: ${data.balanceLeft}. You can pay the rest whenever you are ready at ${payInvoiceUrl(publicUrl, data.publicId)}`
          : `Invoice ${data.invoiceNumber} is paid in full.`,
        `Your receipt: ${data.receiptUrl}`,
        data.balanceLeft
          ? 'The invoice with the payments received so far is attached.'
          : `The invoice, stamped PAID, is attached; it stays available at ${payInvoiceUrl(publicUrl, data.publicId)}`,
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
        `Open it in the back office: ${adminInvoiceUrl(publicUrl, data.invoiceNumber)}`,
      ],
    }),
});
