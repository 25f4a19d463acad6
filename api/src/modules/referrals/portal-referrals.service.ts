import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { UserEntity } from '../auth';
import { AccountCreditsService, BILLING_CURRENCY } from '../billing';
import { MyReferralDto } from './dto/referral.dto';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralVisitEntity } from './entities/referral-visit.entity';
import { ReferralEntity } from './entities/referral.entity';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from './referrals.constants';

/** A fresh code; with 31^8 of them a collision is rare, and the unique index catches it. */
const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** The signed-in client's side of the programme (docs/modules/referrals.md#the-clients-code). */
@Injectable()
export class PortalReferralsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly credits: AccountCreditsService,
  ) {}

  /** Their code (made on the first call), link and figures. */
  async mine(userId: string): Promise<MyReferralDto> {
    const referral = await this.codeOf(userId);
    const manager = this.dataSource.manager;
    const [visits, signUps, earned, creditsAvailableCents] = await Promise.all([
      manager.countBy(ReferralVisitEntity, { referralCode: referral.code }),
      manager.countBy(UserEntity, { referredByCode: referral.code }),
      manager
        .createQueryBuilder(ReferralConversionEntity, 'conversion')
        .select('COUNT(*)::int', 'conversions')
        .addSelect('COALESCE(SUM(conversion.creditCents), 0)::int', 'cents')
        .where('conversion.referralId = :id AND conversion.status = :awarded', { id: referral.id, awarded: 'awarded' })
        .getRawOne<{ conversions: number; cents: number }>(),
      this.credits.availableCents(manager, userId, 'referral'),
    ]);
    return {
      code: referral.code,
      shareUrl: `${this.config.PUBLIC_URL}/?ref=${referral.code}`,
      isActive: referral.isActive,
      visits,
      signUps,
      conversions: earned?.conversions ?? 0,
      creditsEarnedCents: earned?.cents ?? 0,
      creditsAvailableCents,
      rewardCents: this.config.REFERRAL_CREDIT_CENTS,
      creditMonths: this.config.REFERRAL_CREDIT_MONTHS,
      currency: BILLING_CURRENCY,
    };
  }

  /**
   * The client's one code, made on first use. Two first calls at once both insert; the unique index on the
   * referrer lets one win and the other reads it. A clash of codes (another client's) inserts nothing either,
   * so a new code is tried.
   */
  private async codeOf(userId: string): Promise<ReferralEntity> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.dataSource.manager.findOneBy(ReferralEntity, { referrerUserId: userId });
      if (existing) return existing;
      await this.dataSource.manager
        .createQueryBuilder()
        .insert()
        .into(ReferralEntity)
        .values({ referrerUserId: userId, code: newCode() })
        .orIgnore()
        .execute();
    }
    throw new Error('No free referral code after 5 attempts');
  }
}
