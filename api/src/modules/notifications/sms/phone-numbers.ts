import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { SMS_COUNTRY_CALLING_CODES } from './sms.constants';

/** Whether our SMS provider's number can text `e164` (its country calling code is in SMS_COUNTRY_CALLING_CODES). */
export function smsReachable(e164: string | null | undefined): boolean {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return !!parsed?.isValid() && (SMS_COUNTRY_CALLING_CODES as readonly string[]).includes(parsed.countryCallingCode);
}
