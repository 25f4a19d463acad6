import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { VisitorOfTheDay } from '../../common/visitor-hash';
import { ReferralVisitEntity } from './entities/referral-visit.entity';

/** The user agent kept with a visit is cut to this many characters (real ones are far shorter). */
export const VISIT_USER_AGENT_MAX_LENGTH = 512;

/** Visits through referral links (docs/modules/referrals.md#visits). */
@Injectable()
export class ReferralVisitsService {
  constructor(@InjectRepository(ReferralVisitEntity) private readonly visits: Repository<ReferralVisitEntity>) {}

  /**
   * One row per code, visitor and day (the unique index): a second visit the same day, even at the same moment,
   * inserts nothing. Any well-formed code is counted, known or not; nothing else changes.
   */
  async record(code: string, visitor: VisitorOfTheDay, userAgent: string | undefined): Promise<void> {
    await this.visits
      .createQueryBuilder()
      .insert()
      .values({
        referralCode: code,
        visitorHash: visitor.visitorHash,
        visitedOn: visitor.visitedOn,
        userAgent: userAgent ? userAgent.slice(0, VISIT_USER_AGENT_MAX_LENGTH) : null,
      })
      .orIgnore()
      .execute();
  }
}
