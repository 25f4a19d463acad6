import { defineMailTemplate, renderMail } from '../../notifications';
import type { DunningStage } from '../billing.constants';
import { adminInvoiceUrl, payInvoiceUrl } from '../invoices/invoice.mails';

/** What a payment reminder says about its invoice; amounts and dates already formatted for the client. */
export interface PaymentReminderMailData {
  clientName: string;
  invoiceNumber: string;
  publicId: string;
  /** What is left to pay (the balance, after any part payments), e.g. "$1,234.50". */
  amountDue: string;
  /** e.g. "March 20, 2026", on the client's calendar. */
  dueDate: string;
}

const STAGE_TEXTS: Record<
  DunningStage,
  { subject: (number: string) => string; lead: (data: PaymentReminderMailData) => string }
> = {
  before_3: {
    subject: (number) => `Friendly reminder: invoice ${number} is due soon`,
    lead: (data) =>
      `A friendly reminder that invoice ${data.invoiceNumber} is due on ${data.dueDate}, with ${data.amountDue} to pay.`,
  },
  due: {
    subject: (number) => `Invoice ${number} is due today`,
    lead: (data) => `Invoice ${data.invoiceNumber} is due today, ${data.dueDate}, with ${data.amountDue} to pay.`,
  },
  after_3: {
    subject: (number) => `Invoice ${number} is past due`,
    lead: (data) =>
      `Our records show that invoice ${data.invoiceNumber}, due on ${data.dueDate}, still has ${data.amountDue} outstanding.`,
  },
  after_7: {
    subject: (number) => `Second reminder: invoice ${number} is past due`,
    lead: (data) =>
      `Invoice ${data.invoiceNumber} was due on ${data.dueDate} and ${data.amountDue} is still outstanding.`,
  },
  after_14: {
    subject: (number) => `Invoice ${number} is now overdue`,
    lead: (data) =>
      `Invoice ${data.invoiceNumber} was due on ${data.dueDate} and is now overdue: ${data.amountDue} remains to be paid.`,
  },
};

/** One dunning stage's reminder to the client: polite, with the amount due, the due date and the pay link. */
export const paymentReminderMail = defineMailTemplate<PaymentReminderMailData & { stage: DunningStage }>({
  key: 'billing.payment-reminder',
  category: 'transactional',
  render: (data, { publicUrl }) => {
    const texts = STAGE_TEXTS[data.stage];
    return renderMail({
      subject: texts.subject(data.invoiceNumber),
      preheader: `${data.amountDue} due ${data.dueDate}`,
      paragraphs: [
        `Hi ${data.clientName},`,
        texts.lead(data),
        `You can pay it online in a few clicks: ${payInvoiceUrl(publicUrl, data.publicId)}`,
        'If you have already paid, thank you, and please disregard this message.',
      ],
      closing: ['Reply to this e-mail with any question about it.', 'The Inspivision team'],
    });
  },
});

/** The reminder before a hard payment deadline (a paid consultation is cancelled if it passes unpaid). */
export const paymentDeadlineMail = defineMailTemplate<
  PaymentReminderMailData & {
    /** e.g. "Tuesday, March 3, 2026 at 1:00 PM EST (America/New_York)", in the client's zone. */
    deadline: string;
    /** What happens if the deadline passes unpaid, one sentence. */
    consequence: string;
  }
>({
  key: 'billing.payment-deadline',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Reminder: please pay invoice ${data.invoiceNumber} by ${data.deadline}`,
      preheader: `${data.amountDue} due by ${data.deadline}`,
      paragraphs: [
        `Hi ${data.clientName},`,
        `A reminder that invoice ${data.invoiceNumber} for ${data.amountDue} is due by ${data.deadline}.`,
        data.consequence,
        `You can pay it online in a few clicks: ${payInvoiceUrl(publicUrl, data.publicId)}`,
        'If you have already paid, thank you, and please disregard this message.',
      ],
      closing: ['The Inspivision team'],
    }),
});

/** Staff: an invoice passed its last reminder unpaid and is now overdue. */
export const invoiceOverdueStaffMail = defineMailTemplate<PaymentReminderMailData & { clientEmail: string }>({
  key: 'staff.invoice-overdue',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Invoice ${data.invoiceNumber} is overdue: ${data.amountDue} from ${data.clientName}`,
      preheader: `Due ${data.dueDate}, last reminder sent`,
      paragraphs: [
        `Invoice ${data.invoiceNumber} to ${data.clientName} (${data.clientEmail}) was due on ${data.dueDate} and ` +
          `${data.amountDue} is still unpaid after its last reminder. It is now marked overdue.`,
        `Open it in the back office: ${adminInvoiceUrl(publicUrl, data.invoiceNumber)}`,
      ],
    }),
});
