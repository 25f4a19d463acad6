import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as this country's (the business is in the US). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** The E.164 form of a phone number as someone typed it ("(404) 555-0134" → "+14045550134"), or null. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** The digits a stored number must end with to possibly be `e164` (a cheap SQL pre-filter). */
export function nationalDigits(e164: string): string {
  return parsePhoneNumberFromString(e164)?.nationalNumber ?? e164.replace(/\D/g, '');
}
