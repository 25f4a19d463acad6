import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { PendingBookingCaps } from './pending-bookings';
import { AvailabilityService } from './calendar/availability.service';
import { BlockedDaysService } from './calendar/blocked-days.service';
import { CalendarController } from './calendar/calendar.controller';
import { BlockedDayEntity } from './entities/blocked-day.entity';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ReopenedDayEntity } from './entities/reopened-day.entity';
import { ConsultationFees } from './fees/consultation-fees.service';
import { ConsultationEntity } from './entities/consultation.entity';
import { GeneralQuestionEntity } from './entities/general-question.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { AdminBookingStatusController } from './lifecycle/admin-booking-status.controller';
import { BookingLinks } from './lifecycle/booking-links';
import { BookingLinksController } from './lifecycle/booking-links.controller';
import { ConsultationLifecycle } from './lifecycle/consultation-lifecycle.service';
import { ConsultationReminders } from './lifecycle/reminders';
import { UnpaidConsultations } from './lifecycle/unpaid-consultations.task';
import { MeetingLinks } from './meeting-links';
import { PortalBookingsController } from './portal/portal-bookings.controller';
import { PortalBookingsService } from './portal/portal-bookings.service';
import { Clock } from '../../common/clock';
import { CalendarModule } from '../../infrastructure/calendar/calendar.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConsultationEntity,
      ServiceInquiryEntity,
      GeneralQuestionEntity,
      CalendarHoldEntity,
      BlockedDayEntity,
      ReopenedDayEntity,
    ]),
    CalendarModule,
    NotificationsModule,
    // Paid consultations: their fee invoices (fees/), billed through billing's LinkedInvoices.
    BillingModule,
  ],
  controllers: [
    BookingsController,
    CalendarController,
    AdminBookingStatusController,
    BookingLinksController,
    PortalBookingsController,
  ],
  providers: [
    BookingsService,
    PendingBookingCaps,
    AvailabilityService,
    BlockedDaysService,
    MeetingLinks,
    // The life cycle (lifecycle/): status changes, signed links, reschedules, reminders.
    BookingLinks,
    Clock,
    ConsultationFees,
    ConsultationLifecycle,
    ConsultationReminders,
    UnpaidConsultations,
    PortalBookingsService,
  ],
  exports: [AvailabilityService, BlockedDaysService, MeetingLinks],
})
export class BookingsModule {}
