import { defineMailTemplate, renderMail } from '../notifications';
import { CODE_TTL_MINUTES } from './auth.constants';

export interface CodeMailData {
  code: string;
  firstName?: string | null;
}

const greeting = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
const ignoreLine = "If you didn't ask for this, you can ignore this e-mail; nothing changes on your account.";
const expiryLine = `The code expires in ${CODE_TTL_MINUTES} minutes and works once.`;

export const verificationCodeMail = defineMailTemplate<CodeMailData>({
  key: 'auth.verification-code',
  category: 'transactional',
  containsSecret: true,
  render: ({ code, firstName }) =>
    renderMail({
      subject: `${code} is your Inspivision verification code`,
      preheader: `Your code expires in ${CODE_TTL_MINUTES} minutes.`,
      paragraphs: [
        greeting(firstName),
        'Welcome to Inspivision. Enter this code on the verification screen to confirm your e-mail address:',
      ],
      code,
      closing: [expiryLine, ignoreLine],
    }),
});

export const passwordResetCodeMail = defineMailTemplate<CodeMailData>({
  key: 'auth.password-reset-code',
  category: 'transactional',
  containsSecret: true,
  render: ({ code, firstName }) =>
    renderMail({
      subject: `${code} is your Inspivision password reset code`,
      preheader: `Your code expires in ${CODE_TTL_MINUTES} minutes.`,
      paragraphs: [greeting(firstName), 'Someone asked to reset the password of your Inspivision account. Your code:'],
      code,
      closing: [expiryLine, ignoreLine],
    }),
});

export const adminSetupCodeMail = defineMailTemplate<CodeMailData>({
  key: 'auth.admin-setup-code',
  category: 'transactional',
  containsSecret: true,
  render: ({ code }) =>
    renderMail({
      subject: `${code} is your Inspivision admin set-up code`,
      preheader: 'Set the password of your staff account.',
      paragraphs: ['Hi,', 'Use this code on the admin set-password page to choose the password of your staff account:'],
      code,
      closing: [expiryLine, ignoreLine],
    }),
});

/** Sign-up with an address that already has an account: said to the owner, never to the requester. */
export const accountExistsMail = defineMailTemplate<{ firstName?: string | null }>({
  key: 'auth.account-exists',
  category: 'transactional',
  render: ({ firstName }, { publicUrl }) =>
    renderMail({
      subject: 'You already have an Inspivision account',
      preheader: 'Sign in, or reset your password if you forgot it.',
      paragraphs: [
        greeting(firstName),
        'Someone tried to create an Inspivision account with this e-mail address, which already has one.',
        `If it was you, sign in at ${new URL('/auth', publicUrl).toString()}, or use "Forgot password" there to choose a new password.`,
      ],
      closing: [ignoreLine],
    }),
});

/** Wrong passwords against the address reached the ceiling (SignInFailures): said to the owner, at most daily. */
export const signInWarningMail = defineMailTemplate<{ firstName?: string | null }>({
  key: 'auth.sign-in-warning',
  category: 'transactional',
  render: ({ firstName }, { publicUrl }) =>
    renderMail({
      subject: 'Someone is trying to sign in to your Inspivision account',
      preheader: 'Many wrong passwords were tried for your account.',
      paragraphs: [
        greeting(firstName),
        'Many wrong passwords have been tried for your Inspivision account, so new sign-in attempts from unknown browsers now wait longer between tries.',
        'You can still sign in as usual from a browser you have used with us before. If you think someone may know your password, ' +
          `choose a new one with "Forgot password" at ${new URL('/auth', publicUrl).toString()}.`,
      ],
      closing: ['If these attempts were yours, there is nothing to do.'],
    }),
});
