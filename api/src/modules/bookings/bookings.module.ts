import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app.config';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { AvailabilityService } from './calendar/availability.service';
import { BlockedDaysService } from './calendar/blocked-days.service';
import { CALENDAR_DRIVER, createCalendarDriver } from './calendar/calendar-driver';
import { CalendarController } from './calendar/calendar.controller';
import { BlockedDayEntity } from './entities/blocked-day.entity';
import { CalendarHoldEntity } from './entities/calendar-hold.entity';
import { ConsultationEntity } from './entities/consultation.entity';
import { GeneralQuestionEntity } from './entities/general-question.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { MeetingLinks } from './meeting-links';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConsultationEntity,
      ServiceInquiryEntity,
      GeneralQuestionEntity,
      CalendarHoldEntity,
      BlockedDayEntity,
    ]),
    NotificationsModule,
  ],
  controllers: [BookingsController, CalendarController],
  providers: [
    BookingsService,
    AvailabilityService,
    BlockedDaysService,
    MeetingLinks,
    { provide: CALENDAR_DRIVER, inject: [AppConfig], useFactory: createCalendarDriver },
  ],
  exports: [AvailabilityService, BlockedDaysService, MeetingLinks],
})
export class BookingsModule {}
