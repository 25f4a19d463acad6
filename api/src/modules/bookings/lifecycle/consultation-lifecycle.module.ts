import { Module } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { NotificationsModule } from '../../notifications/notifications.module';
import { AdminBookingStatusController } from './admin-booking-status.controller';
import { BookingLinks } from './booking-links';
import { BookingLinksController } from './booking-links.controller';
import { ConsultationLifecycle } from './consultation-lifecycle.service';
import { ConsultationReminders } from './reminders';

/**
 * The consultation life cycle: status changes, signed links, reschedules and reminders. The bookings
 * module imports it to move a booking when a submission carries oldConsultationId.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [AdminBookingStatusController, BookingLinksController],
  providers: [BookingLinks, Clock, ConsultationLifecycle, ConsultationReminders],
  exports: [BookingLinks, Clock, ConsultationLifecycle],
})
export class ConsultationLifecycleModule {}
