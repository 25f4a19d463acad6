import { defineSmsTemplate } from '../notifications';
import { CODE_TTL_MINUTES } from './auth.constants';

/** The phone verification code: the account asked for it, so it goes without smsOptIn (never after STOP). */
export const phoneVerificationCodeSms = defineSmsTemplate<{ code: string }>({
  key: 'auth.phone-verification-code',
  category: 'transactional',
  consent: 'requested',
  containsSecret: true,
  render: ({ code }) =>
    `${code} is your Inspivision phone verification code. It expires in ${CODE_TTL_MINUTES} minutes. ` +
    "If you didn't ask for it, ignore this text.",
});
