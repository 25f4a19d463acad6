import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { VisitorHasher } from '../../common/visitor-hash';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { AdminReferralsController } from './admin-referrals.controller';
import { AdminReferralsService } from './admin-referrals.service';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralEventEntity } from './entities/referral-event.entity';
import { ReferralVisitEntity } from './entities/referral-visit.entity';
import { ReferralEntity } from './entities/referral.entity';
import { PortalReferralsController } from './portal-referrals.controller';
import { PortalReferralsService } from './portal-referrals.service';
import { ReferralConversions } from './referral-conversions';
import { ReferralVisitsController } from './referral-visits.controller';
import { ReferralVisitsService } from './referral-visits.service';

/** Referral codes, visits and conversions into account credit (docs/modules/referrals.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReferralEntity, ReferralVisitEntity, ReferralConversionEntity, ReferralEventEntity]),
    BillingModule,
    NotificationsModule,
  ],
  controllers: [ReferralVisitsController, PortalReferralsController, AdminReferralsController],
  providers: [
    Clock,
    VisitorHasher,
    ReferralVisitsService,
    PortalReferralsService,
    ReferralConversions,
    AdminReferralsService,
  ],
})
export class ReferralsModule {}
