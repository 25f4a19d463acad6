import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../auth';
import { NotificationsModule, OutboxMessageEntity } from '../../notifications';
import { BookingsModule } from '../bookings.module';
import { ConsultationEntity } from '../entities/consultation.entity';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import { BookingStatusChangeEntity } from '../lifecycle/booking-status-change.entity';
import { AdminBlockedDaysController } from './admin-blocked-days.controller';
import {
  AdminConsultationsController,
  AdminGeneralQuestionsController,
  AdminServiceInquiriesController,
} from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';
import { QuestionReplyEntity } from './question-reply.entity';

/** The staff's leads inbox (read side, replies, booked calls); status actions live in the life cycle. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConsultationEntity,
      ServiceInquiryEntity,
      GeneralQuestionEntity,
      BookingStatusChangeEntity,
      QuestionReplyEntity,
      OutboxMessageEntity,
    ]),
    AuthModule,
    NotificationsModule,
    BookingsModule,
  ],
  controllers: [
    AdminConsultationsController,
    AdminServiceInquiriesController,
    AdminGeneralQuestionsController,
    AdminBlockedDaysController,
  ],
  providers: [AdminLeadsService],
})
export class BookingsAdminModule {}
