import { defineMailTemplate, renderMail } from '../notifications';

/** The client's referral page. */
export const referPageUrl = (publicUrl: string) => `${publicUrl}/portal/refer`;

/** A referred client paid a first invoice: the referrer earned a credit (docs/modules/referrals.md#conversions). */
export const referralCreditEarnedMail = defineMailTemplate<{
  referrerName: string;
  /** Formatted, e.g. "$100.00". */
  credit: string;
  /** Formatted date, e.g. "November 29, 2027". */
  expiresOn: string;
}>({
  key: 'referrals.credit-earned',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `You earned ${data.credit} in credit`,
      preheader: 'Someone you referred has become a client.',
      paragraphs: [
        `Hi ${data.referrerName},`,
        `Someone you referred has paid their first invoice, so ${data.credit} of credit is now on your account.`,
        `It is taken off your next invoices at checkout, until ${data.expiresOn}.`,
        `See your referrals: ${referPageUrl(publicUrl)}`,
      ],
      closing: ['Thank you for spreading the word.', 'The Inspivision team'],
    }),
});
