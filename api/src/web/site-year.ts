import { DateTime } from 'luxon';
import type { Clock } from '../common/clock';

/**
 * The year on the calendar of `timeZone` (the business's) by `clock`: the footer's copyright year, which the
 * page cache keys its pages by. Worked out again only once the clock has left that year, since every page
 * served from the cache asks for it.
 */
export function siteYear(clock: Clock, timeZone: string): () => number {
  let year = 0;
  let start = Infinity;
  let end = -Infinity;
  return () => {
    const now = clock.now();
    if (now.getTime() < start || now.getTime() >= end) {
      const first = DateTime.fromJSDate(now, { zone: timeZone }).startOf('year');
      year = first.year;
      start = first.toMillis();
      end = first.plus({ years: 1 }).toMillis();
    }
    return year;
  };
}
