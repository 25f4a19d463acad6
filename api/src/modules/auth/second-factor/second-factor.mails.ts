import { defineMailTemplate, MailTemplate, renderMail } from '../../notifications';

export interface SecondFactorMailData {
  firstName?: string | null;
  /** What changed, in words: "an authenticator app", `the passkey "MacBook"`. */
  factor: string;
}

const greeting = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
const notYou = (publicUrl: string) =>
  `If this was not you, change your password at ${new URL('/auth', publicUrl).toString()} and ask us at hello@inspivision.com to check your account.`;

/**
 * The owner is told of every change to the account's second factors (and each recovery code used), so a
 * change made by someone else is noticed.
 */
const secondFactorMail = (
  key: string,
  subject: string,
  says: (data: SecondFactorMailData) => string,
): MailTemplate<SecondFactorMailData> =>
  defineMailTemplate<SecondFactorMailData>({
    key: `auth.second-factor-${key}`,
    category: 'transactional',
    render: (data, { publicUrl }) =>
      renderMail({
        subject,
        preheader: says(data),
        paragraphs: [greeting(data.firstName), says(data)],
        closing: [notYou(publicUrl)],
      }),
  });

export const secondFactorAddedMail = secondFactorMail(
  'added',
  'A second sign-in step was added to your Inspivision account',
  ({ factor }) => `${factor} was added to your Inspivision account as a second sign-in step.`,
);

export const secondFactorRemovedMail = secondFactorMail(
  'removed',
  'A second sign-in step was removed from your Inspivision account',
  ({ factor }) => `${factor} was removed from your Inspivision account and no longer signs you in.`,
);

export const recoveryCodesRenewedMail = secondFactorMail(
  'recovery-codes',
  'New recovery codes for your Inspivision account',
  () => 'New recovery codes were made for your Inspivision account; the earlier ones no longer work.',
);

export const recoveryCodeUsedMail = secondFactorMail(
  'recovery-code-used',
  'A recovery code was used on your Inspivision account',
  ({ factor }) => `A recovery code was used to sign in to your Inspivision account (${factor}).`,
);

export const secondFactorResetMail = secondFactorMail(
  'reset',
  'Your Inspivision sign-in steps were reset',
  () =>
    'A member of our staff removed every second sign-in step of your Inspivision account (authenticator app, passkeys and recovery codes) and signed out all your sessions. Sign in with your password to set up a new one.',
);
