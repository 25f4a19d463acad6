import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import worldCountries from 'world-countries';

/**
 * Phone numbers, one rule for every form that takes one (the profile, the three lead forms): any valid number
 * of any country, stored in E.164 ("+447911123456"). A number typed without its country code is read as one
 * of the country the visitor chose beside it (the forms' country select), else as a US number.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/** A country's common English name (the country selects' values) → its ISO 3166 code. */
const COUNTRY_CODES = new Map(worldCountries.map((country) => [country.name.common, country.cca2 as CountryCode]));

/** The ISO code of a country named as the country selects name it, or undefined. */
export const countryCodeOf = (name: string | null | undefined): CountryCode | undefined =>
  name ? COUNTRY_CODES.get(name) : undefined;

/**
 * The E.164 form of a phone number as someone typed it ("(404) 555-0134" → "+14045550134",
 * "07911 123456" with United Kingdom → "+447911123456"), or null when it is not a valid number.
 */
export function toE164(raw: string | null | undefined, country?: string | null): string | null {
  if (!raw?.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), countryCodeOf(country) ?? DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** The digits a stored number must end with to possibly be `e164` (a cheap SQL pre-filter). */
export function nationalDigits(e164: string): string {
  return parsePhoneNumberFromString(e164)?.nationalNumber ?? e164.replace(/\D/g, '');
}

/**
 * A request's phone field: stored in E.164, read with the country the same body names in `countryField`
 * (when it sends one); anything that is not a valid number is refused with INVALID_PHONE_MESSAGE. Put it
 * after @IsOptional or @ValidateIf for an optional field.
 */
export function PhoneNumberField(countryField = 'country'): PropertyDecorator {
  return applyDecorators(
    Transform(({ value, obj }) => {
      if (typeof value !== 'string') return value;
      const country = (obj as Record<string, unknown>)[countryField];
      return toE164(value, typeof country === 'string' ? country : null) ?? value.trim();
    }),
    ValidateBy(
      {
        name: 'phoneNumber',
        // The transform wrote a valid number in E.164; anything else is what was typed, not a number.
        validator: { validate: (value: unknown) => typeof value === 'string' && toE164(value) === value },
      },
      { message: INVALID_PHONE_MESSAGE },
    ),
  );
}
