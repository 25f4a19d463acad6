import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import {
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  GENERAL_QUESTION_STATUSES,
  type GeneralQuestionStatus,
  SERVICE_INQUIRY_STATUSES,
  type ServiceInquiryStatus,
} from '../bookings.constants';

/** What a client's consultation and service inquiry have in common: a time, its call and the services. */
abstract class PortalScheduledLeadDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2030-03-04T15:00:00.000Z',
    description: 'The booked time; null when none was chosen',
  })
  scheduledAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uri',
    example: 'https://meet.jit.si/inspivision-4f1c2a9e',
    description: 'The video call of a scheduled booking; null without a time',
  })
  meetingLink: string | null;

  @ApiProperty({ type: [String], example: ['Business Formation & Legal Setup', 'Digital Marketing'] })
  servicesInterested: string[];

  @ApiProperty({ format: 'date-time', example: '2030-03-01T12:00:00.000Z' })
  createdAt: string;
}

/** One of the signed-in client's consultations. */
@ApiSchema({ description: "One of the signed-in client's consultations, with the links to change it" })
export class PortalConsultationDto extends PortalScheduledLeadDto {
  @ApiProperty({ enum: CONSULTATION_STATUSES, enumName: 'ConsultationStatus', example: 'confirmed' })
  status: ConsultationStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/cancel-consultation?id=7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41&token=eyJzdWIiOi',
    description:
      'The signed cancel page of its e-mails (site-relative); null once it is no longer pending or confirmed, or its time has passed',
  })
  cancelUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/consultation?id=7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41&token=eyJzdWIiOi',
    description: 'The signed reschedule form of its e-mails (site-relative); null when cancelUrl is',
  })
  rescheduleUrl: string | null;
}
export const PortalConsultationPageDto = PageOf(PortalConsultationDto, 'PortalConsultationPageDto');
export type PortalConsultationPageDto = InstanceType<typeof PortalConsultationPageDto>;

/** One of the signed-in client's service inquiries. */
@ApiSchema({ description: "One of the signed-in client's service inquiries" })
export class PortalServiceInquiryDto extends PortalScheduledLeadDto {
  @ApiProperty({ enum: SERVICE_INQUIRY_STATUSES, enumName: 'ServiceInquiryStatus', example: 'contacted' })
  status: ServiceInquiryStatus;

  @ApiProperty({ example: '$3,000 - $5,000 USD' })
  budget: string;
}
export const PortalServiceInquiryPageDto = PageOf(PortalServiceInquiryDto, 'PortalServiceInquiryPageDto');
export type PortalServiceInquiryPageDto = InstanceType<typeof PortalServiceInquiryPageDto>;

/** One of the signed-in client's general questions. */
@ApiSchema({ description: "One of the signed-in client's general questions" })
export class PortalQuestionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: GENERAL_QUESTION_STATUSES, enumName: 'GeneralQuestionStatus', example: 'answered' })
  status: GeneralQuestionStatus;

  @ApiProperty({ example: 'Business Formation & Legal Setup', description: 'The service the question is about' })
  serviceQuestion: string;

  @ApiProperty({ type: String, nullable: true, example: 'Can a non-resident open an LLC in Wyoming?' })
  message: string | null;

  @ApiProperty({ format: 'date-time', example: '2030-03-01T12:00:00.000Z' })
  createdAt: string;
}
export const PortalQuestionPageDto = PageOf(PortalQuestionDto, 'PortalQuestionPageDto');
export type PortalQuestionPageDto = InstanceType<typeof PortalQuestionPageDto>;
