import { EntityManager } from 'typeorm';
import type { DayRange } from '../../common/time-range';

/** The proposals module's figures of the staff dashboard (docs/dashboard.md), one aggregate query. */
export const proposalsMetrics = {
  /**
   * `sent`: proposals whose first version was sent in the range (a revision sent later is the same proposal, not
   * counted again); `accepted`: proposals accepted in the range, whichever version the client signed.
   */
  async sentAndAccepted(db: EntityManager, range: DayRange): Promise<{ sent: number; accepted: number }> {
    const [row]: { sent: number; accepted: number }[] = await db.query(
      `SELECT
         (SELECT COUNT(*) FROM proposals WHERE version = 1 AND sent_at >= $1 AND sent_at < $2)::int AS sent,
         (SELECT COUNT(*) FROM proposals WHERE accepted_at >= $1 AND accepted_at < $2)::int AS accepted`,
      [range.start, range.end],
    );
    return row;
  },
};
