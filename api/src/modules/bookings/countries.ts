import worldCountries from 'world-countries';

/** UN observer states, listed beside the 193 members. */
const UN_OBSERVERS = new Set(['PSE', 'VAT']);

/** Most visitors are in the US: every country select offers it first (issue 21). */
export const FIRST_COUNTRY = 'United States';

/**
 * The country select (docs/modules/bookings.md): the common English
 * names of the UN members and observers from the maintained `world-countries` data, United States first, then
 * the rest alphabetically. Every country select reads this order from GET /api/bookings/options.
 */
export const COUNTRIES: readonly string[] = [
  FIRST_COUNTRY,
  ...worldCountries
    .filter((country) => country.unMember || UN_OBSERVERS.has(country.cca3))
    .map((country) => country.name.common)
    .filter((name) => name !== FIRST_COUNTRY)
    .sort((a, b) => a.localeCompare(b, 'en')),
];
