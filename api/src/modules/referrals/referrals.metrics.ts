import { EntityManager } from 'typeorm';
import type { DayRange } from '../../common/time-range';

/** The referral programme's figures of the staff dashboard (docs/dashboard.md#referrals), aggregate queries. */
export const referralsMetrics = {
  /**
   * In the range: `visits` through referral links (referral_visits: one per code, visitor and day); `signUps`,
   * accounts created with a referral code; of the referred clients whose first invoice was paid in the range
   * (referral_conversions written then), those still `awarded` (`conversions`), `reversed` by a full refund and
   * `rejected` by a fraud rule; `creditsGrantedCents`, the credit granted for the awarded and reversed ones.
   */
  async figures(
    db: EntityManager,
    range: DayRange,
  ): Promise<{
    visits: number;
    signUps: number;
    conversions: number;
    reversed: number;
    rejected: number;
    creditsGrantedCents: number;
  }> {
    const [row]: {
      visits: number;
      sign_ups: number;
      conversions: number;
      reversed: number;
      rejected: number;
      credits: number;
    }[] = await db.query(
      `SELECT
         (SELECT COUNT(*) FROM referral_visits WHERE visited_on >= $3::date AND visited_on <= $4::date)::int AS visits,
         (SELECT COUNT(*) FROM users WHERE referred_by_code IS NOT NULL AND created_at >= $1 AND created_at < $2)::int
           AS sign_ups,
         conversions.*
       FROM (
         SELECT COUNT(*) FILTER (WHERE status = 'awarded')::int AS conversions,
                COUNT(*) FILTER (WHERE status = 'reversed')::int AS reversed,
                COUNT(*) FILTER (WHERE status = 'rejected')::int AS rejected,
                COALESCE(SUM(credit_cents) FILTER (WHERE status IN ('awarded', 'reversed')), 0)::int AS credits
         FROM referral_conversions WHERE created_at >= $1 AND created_at < $2
       ) conversions`,
      [range.start, range.end, range.from, range.to],
    );
    return {
      visits: row.visits,
      signUps: row.sign_ups,
      conversions: row.conversions,
      reversed: row.reversed,
      rejected: row.rejected,
      creditsGrantedCents: row.credits,
    };
  },
};
