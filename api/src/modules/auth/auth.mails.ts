import { renderMail, RenderedMail } from '../notifications/mail/templates/layout';
import { CODE_TTL_MINUTES } from './auth.constants';

const greeting = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
const ignoreLine = "If you didn't ask for this, you can ignore this e-mail; nothing changes on your account.";

export const verificationCodeMail = (code: string, firstName?: string | null): RenderedMail =>
  renderMail({
    subject: `${code} is your Inspivision verification code`,
    preheader: `Your code expires in ${CODE_TTL_MINUTES} minutes.`,
    paragraphs: [
      greeting(firstName),
      'Welcome to Inspivision. Enter this code on the verification screen to confirm your e-mail address:',
    ],
    code,
    closing: [`The code expires in ${CODE_TTL_MINUTES} minutes and works once.`, ignoreLine],
  });

export const passwordResetCodeMail = (code: string, firstName?: string | null): RenderedMail =>
  renderMail({
    subject: `${code} is your Inspivision password reset code`,
    preheader: `Your code expires in ${CODE_TTL_MINUTES} minutes.`,
    paragraphs: [greeting(firstName), 'Someone asked to reset the password of your Inspivision account. Your code:'],
    code,
    closing: [`The code expires in ${CODE_TTL_MINUTES} minutes and works once.`, ignoreLine],
  });

export const adminSetupCodeMail = (code: string): RenderedMail =>
  renderMail({
    subject: `${code} is your Inspivision admin set-up code`,
    preheader: 'Set the password of your staff account.',
    paragraphs: ['Hi,', 'Use this code on the admin set-password page to choose the password of your staff account:'],
    code,
    closing: [`The code expires in ${CODE_TTL_MINUTES} minutes and works once.`, ignoreLine],
  });

/** Sign-up with an address that already has an account: said to the owner, never to the requester. */
export const accountExistsMail = (signInUrl: string, firstName?: string | null): RenderedMail =>
  renderMail({
    subject: 'You already have an Inspivision account',
    preheader: 'Sign in, or reset your password if you forgot it.',
    paragraphs: [
      greeting(firstName),
      'Someone tried to create an Inspivision account with this e-mail address, which already has one.',
      `If it was you, sign in at ${signInUrl}, or use "Forgot password" there to choose a new password.`,
    ],
    closing: [ignoreLine],
  });
