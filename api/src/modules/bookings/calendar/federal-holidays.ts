import { allForYear } from '@18f/us-federal-holidays';

/** A US federal holiday on the date it is observed (a Saturday's on the Friday, a Sunday's on the Monday). */
export interface FederalHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

const byYear = new Map<number, FederalHoliday[]>();

/**
 * The federal holidays observed in a year. A New Year's Day on a Saturday is observed on December 31, so
 * the next year's list is read too.
 */
function observedIn(year: number): FederalHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = [...allForYear(year), ...allForYear(year + 1)]
      .map(({ dateString, name }) => ({ date: dateString, name }))
      .filter(({ date }) => date.startsWith(`${year}-`));
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The federal holiday observed on a date (YYYY-MM-DD), if any. */
export function federalHolidayOn(date: string): FederalHoliday | undefined {
  return observedIn(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

/** The federal holidays observed from `from` to `to` (inclusive, YYYY-MM-DD), earliest first. */
export function federalHolidaysBetween(from: string, to: string): FederalHoliday[] {
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 },
    (_, i) => Number(from.slice(0, 4)) + i,
  );
  return years.flatMap(observedIn).filter(({ date }) => date >= from && date <= to);
}
