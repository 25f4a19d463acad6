import { defineEvent } from '../../infrastructure/events/domain-event';

/** How an account's address was proven: its verification code, a password-reset code, or Google's word. */
export const ACCOUNT_VERIFICATION_METHODS = ['email_code', 'password_reset', 'google'] as const;
export type AccountVerificationMethod = (typeof ACCOUNT_VERIFICATION_METHODS)[number];

/** An account's e-mail address was proven for the first time (a new Google account is proven at once). */
export type AccountVerifiedPayload = {
  userId: string;
  method: AccountVerificationMethod;
};
export const AccountVerified = defineEvent<AccountVerifiedPayload>('auth.account-verified');
