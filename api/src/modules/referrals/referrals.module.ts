import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralVisitEntity } from './entities/referral-visit.entity';
import { ReferralEntity } from './entities/referral.entity';
import { PortalReferralsController } from './portal-referrals.controller';
import { PortalReferralsService } from './portal-referrals.service';
import { ReferralConversions } from './referral-conversions';

/** Referral codes, visits and conversions into account credit (docs/modules/referrals.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReferralEntity, ReferralVisitEntity, ReferralConversionEntity]),
    BillingModule,
    NotificationsModule,
  ],
  controllers: [PortalReferralsController],
  providers: [Clock, PortalReferralsService, ReferralConversions],
})
export class ReferralsModule {}
