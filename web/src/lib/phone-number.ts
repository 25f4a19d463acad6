import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone number (E.164, docs/modules/auth.md) as people read it: a US number in its national form
 * ("(404) 555-0134"), any other with its country code ("+44 7911 123456"). A number that is not E.164 (an
 * older one kept as typed) is shown as it is.
 */
export function displayPhone(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed?.isValid()) return stored;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
