import { defineMailTemplate, renderMail } from '../../notifications';

/** The client's billing page in the portal, where their credits and their expiry dates are listed. */
export const portalBillingUrl = (publicUrl: string) => `${publicUrl}/portal/billing`;

export interface CreditExpiryReminderMailData {
  firstName: string | null;
  /** The credits about to expire, soonest first: formatted amount and date ("$100.00", "December 13, 2027"). */
  credits: { amount: string; expiresOn: string }[];
  /** Their sum, formatted. */
  total: string;
}

/** An available credit expires in EXPIRY_REMINDER_DAYS or less (docs/modules/billing.md#credit-expiry). */
export const creditExpiryReminderMail = defineMailTemplate<CreditExpiryReminderMailData>({
  key: 'billing.credit-expiry-reminder',
  category: 'transactional',
  render: (data, { publicUrl }) => {
    const [first] = data.credits;
    const one = data.credits.length === 1;
    return renderMail({
      subject: one
        ? `Your ${first.amount} account credit expires on ${first.expiresOn}`
        : `${data.total} of your account credit expires soon`,
      preheader: 'Use it on your next invoice before it expires.',
      paragraphs: [
        `Hi ${data.firstName ?? 'there'},`,
        one
          ? `${first.amount} of credit on your account expires on ${first.expiresOn}.`
          : `${data.total} of credit on your account expires soon:`,
        ...(one ? [] : data.credits.map((credit) => `- ${credit.amount}, expiring on ${credit.expiresOn}`)),
        'It is taken off your next invoice automatically when you pay, until then; after that date it can no longer be used.',
        `See your credits and invoices: ${portalBillingUrl(publicUrl)}`,
      ],
      closing: ['Reply to this e-mail if you have a question.', 'The Inspivision team'],
    });
  },
});
