import type { UserEntity } from '../auth';
import { toE164 } from '../../common/phone-numbers';

/**
 * An address as a mailbox receives it: lower case, without a "+tag", and for Gmail without dots (which Gmail
 * ignores) and with googlemail.com read as gmail.com (docs/modules/referrals.md#fraud-rules).
 */
export function normalisedEmail(email: string): string {
  const [local, domain = ''] = email.trim().toLowerCase().split('@');
  const bareLocal = local.split('+')[0];
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${bareLocal.replace(/\./g, '')}@gmail.com` : `${bareLocal}@${domain}`;
}

type Identity = Pick<UserEntity, 'email' | 'phone' | 'phoneVerifiedAt'>;

const verifiedPhone = (user: Identity) => (user.phoneVerifiedAt ? toE164(user.phone) : null);

/**
 * Two accounts of one person: the same e-mail once normalised, or the same verified phone number. The third
 * sign, a card that paid for both, is read from billing (PaymentCards) by ReferralConversions' fraud check.
 */
export function samePerson(one: Identity, other: Identity): boolean {
  if (normalisedEmail(one.email) === normalisedEmail(other.email)) return true;
  const phone = verifiedPhone(one);
  return phone !== null && phone === verifiedPhone(other);
}
