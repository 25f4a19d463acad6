import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app.config';
import { BillingModule } from '../billing/billing.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { PendingBookingCaps } from './pending-bookings';
import { AvailabilityService } from './calendar/availability.service';
import { BlockedDaysService } from './calendar/blocked-days.service';
import { CALENDAR_DRIVER, createCalendarDriver } from './calendar/calendar-driver';
import { CalendarController } from './calendar/calendar.controller';
import { BlockedDayEntity } from './entities/blocked-day.entity';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ReopenedDayEntity } from './entities/reopened-day.entity';
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
    NotificationsModule,
    // Paid consultations: the fee invoices of bookings (billing's ConsultationFees).
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
    ConsultationLifecycle,
    ConsultationReminders,
    UnpaidConsultations,
    PortalBookingsService,
    { provide: CALENDAR_DRIVER, inject: [AppConfig], useFactory: createCalendarDriver },
  ],
  exports: [AvailabilityService, BlockedDaysService, MeetingLinks],
})
export class BookingsModule {}
