import { defineMailTemplate, renderMail } from '../../notifications';
import { adminInvoiceUrl, payInvoiceUrl } from '../invoices/invoice.mails';

/** Why money that reached an invoice is going back on its own (docs/modules/billing.md#refunds). */
export type AutomaticRefundCause = 'cancelled' | 'already_paid' | 'more_than_due' | 'other_currency';

const CAUSE_WORDS: Record<AutomaticRefundCause, (invoiceNumber: string) => string> = {
  cancelled: (number) => `invoice ${number} had been cancelled before your payment went through`,
  already_paid: (number) => `invoice ${number} had already been paid`,
  more_than_due: (number) => `it was more than was left to pay on invoice ${number}`,
  other_currency: (number) => `it was made in another currency than invoice ${number}'s`,
};

/** The client hears that a payment (or part of it) is going back to their card without anyone asking. */
export interface AutomaticRefundMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** Formatted, e.g. "$44.00". */
  amount: string;
  cause: AutomaticRefundCause;
}

export const automaticRefundMail = defineMailTemplate<AutomaticRefundMailData>({
  key: 'billing.automatic-refund',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Your payment of ${data.amount} is being refunded`,
      preheader: `Invoice ${data.invoiceNumber}: ${data.amount} is on its way back to your card.`,
      paragraphs: [
        `Hi ${data.clientName},`,
        `We are refunding ${data.amount} to the card you paid with, because ${CAUSE_WORDS[data.cause](data.invoiceNumber)}. Refunds take 5-10 business days to arrive.`,
        ...(data.cause === 'other_currency' || data.cause === 'more_than_due'
          ? [`The invoice and what is left to pay on it: ${payInvoiceUrl(publicUrl, data.publicId)}`]
          : []),
      ],
      closing: ['Reply to this e-mail with any question about it.', 'The Inspivision team'],
    }),
});

/** Staff hear of a card refund the provider refused, or that could not be made for hours. */
export interface RefundFailedMailData {
  invoiceNumber: string;
  clientName: string;
  clientEmail: string;
  amount: string;
  reason: string | null;
  error: string;
}

export const refundFailedMail = defineMailTemplate<RefundFailedMailData>({
  key: 'staff.refund-failed',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Refund failed: ${data.invoiceNumber}, ${data.amount}`,
      preheader: `${data.clientName} <${data.clientEmail}> has not been refunded.`,
      paragraphs: [
        `A refund of ${data.amount} to ${data.clientName} <${data.clientEmail}> on invoice ${data.invoiceNumber} could not be made: ${data.error}`,
        ...(data.reason ? [`It was for: ${data.reason}`] : []),
        'The amount counts as received again. Refund it another way, or try again from the invoice once the cause is fixed.',
        `Open it in the back office: ${adminInvoiceUrl(publicUrl, data.invoiceNumber)}`,
      ],
      closing: ['The Inspivision back office'],
    }),
});
