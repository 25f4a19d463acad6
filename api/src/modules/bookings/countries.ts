import worldCountries from 'world-countries';

/** UN observer states, listed beside the 193 members. */
const UN_OBSERVERS = new Set(['PSE', 'VAT']);

/**
 * The country select (SPEC.md section 9: about 190 to 200 names, Afghanistan to Zimbabwe): the common English
 * names of the UN members and observers from the maintained `world-countries` data, sorted alphabetically.
 */
export const COUNTRIES: readonly string[] = worldCountries
  .filter((country) => country.unMember || UN_OBSERVERS.has(country.cca3))
  .map((country) => country.name.common)
  .sort((a, b) => a.localeCompare(b, 'en'));
