import { EntityManager } from 'typeorm';
import type { DayRange } from '../../common/time-range';

/** The content module's figures of the staff dashboard (docs/dashboard.md), one aggregate query each. */
export const contentMetrics = {
  /**
   * Site visits of the range: distinct visitors of the public site per day (site_visits, one row per visitor and
   * day of the business time zone), summed over its days; a visitor who comes back on another day counts again.
   */
  async siteVisits(db: EntityManager, range: DayRange): Promise<number> {
    const [row]: { count: number }[] = await db.query(
      'SELECT COUNT(*)::int AS count FROM site_visits WHERE visited_on >= $1::date AND visited_on <= $2::date',
      [range.from, range.to],
    );
    return row.count;
  },
};
