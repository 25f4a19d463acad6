import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { ExportQuery, TableQuery } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import {
  CONSULTATION_STATUSES,
  ConsultationStatus,
  GENERAL_QUESTION_STATUSES,
  GeneralQuestionStatus,
  SERVICE_INQUIRY_STATUSES,
  ServiceInquiryStatus,
} from '../bookings.constants';
import type { ConsultationEntity } from '../entities/consultation.entity';
import type { GeneralQuestionEntity } from '../entities/general-question.entity';
import type { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import { BOOKING_KINDS, type BookingKind } from '../lifecycle/status-transitions';

/** Longest reply staff may send to a question. */
export const REPLY_MAX_LENGTH = 5000;
/** Longest span the week view reads at once. */
export const WEEK_VIEW_MAX_DAYS = 42;

const ISO_INSTANT = { strict: true, strictSeparator: true };

/** An optional ISO 8601 instant bounding a date column (inclusive). */
const InstantFilter = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ format: 'date-time', description })(target, key);
  IsOptional()(target, key);
  IsISO8601(ISO_INSTANT, { message: `${key} must be an ISO 8601 date-time` })(target, key);
};

/** An optional exact-match text filter (a service or budget of the option lists). */
const TextFilter = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ description, maxLength: 255 })(target, key);
  IsOptional()(target, key);
  Trim()(target, key);
  IsString()(target, key);
  MaxLength(255)(target, key);
};

/** An optional account: only its leads, as its own portal lists them (the user drawer reads them so). */
const AccountFilter = () => (target: object, key: string) => {
  ApiPropertyOptional({
    format: 'uuid',
    description:
      "Only this account's: sent while signed in to it, or sent to its e-mail address once verified (the rows its portal lists)",
  })(target, key);
  IsOptional()(target, key);
  IsUUID()(target, key);
};

export const BOOKING_LEAD_SORT_FIELDS = ['createdAt', 'scheduledAt', 'name', 'status'] as const;
export const QUESTION_SORT_FIELDS = ['createdAt', 'name', 'status'] as const;

const SEARCH_DESCRIPTION = 'Part of the name, e-mail or message';
/** A booking is found by its day too (the business's calendar). */
const BOOKING_SEARCH_DESCRIPTION = `${SEARCH_DESCRIPTION}, or a day (2026-11-29) it was received or booked for`;

/** What the consultations and inquiries tables share: received and scheduled ranges, service, budget. */
class BookingLeadQueryDto extends TableQuery({
  sortFields: BOOKING_LEAD_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: BOOKING_SEARCH_DESCRIPTION,
}) {
  @InstantFilter('Received at or after')
  createdFrom?: string;

  @InstantFilter('Received at or before')
  createdTo?: string;

  @InstantFilter('Scheduled at or after')
  scheduledFrom?: string;

  @InstantFilter('Scheduled at or before')
  scheduledTo?: string;

  @TextFilter('One of the services the visitor is interested in')
  service?: string;

  @TextFilter('The budget range')
  budget?: string;

  @AccountFilter()
  userId?: string;
}

/** The consultations table: status and the shared filters, search, sort, pages. */
export class ListAdminConsultationsQueryDto extends BookingLeadQueryDto {
  @ApiPropertyOptional({
    description: 'Only leads in this status',
    enum: CONSULTATION_STATUSES,
    enumName: 'ConsultationStatus',
  })
  @IsOptional()
  @IsIn(CONSULTATION_STATUSES)
  status?: ConsultationStatus;
}
export class AdminConsultationFilterDto extends ExportQuery(ListAdminConsultationsQueryDto) {}

/** The service inquiries table: the same with the inquiry statuses. */
export class ListAdminServiceInquiriesQueryDto extends BookingLeadQueryDto {
  @ApiPropertyOptional({
    description: 'Only leads in this status',
    enum: SERVICE_INQUIRY_STATUSES,
    enumName: 'ServiceInquiryStatus',
  })
  @IsOptional()
  @IsIn(SERVICE_INQUIRY_STATUSES)
  status?: ServiceInquiryStatus;
}
export class AdminServiceInquiryFilterDto extends ExportQuery(ListAdminServiceInquiriesQueryDto) {}

/** The questions table: status, received range, service, search, sort, pages. */
export class ListAdminGeneralQuestionsQueryDto extends TableQuery({
  sortFields: QUESTION_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: SEARCH_DESCRIPTION,
}) {
  @ApiPropertyOptional({
    description: 'Only leads in this status',
    enum: GENERAL_QUESTION_STATUSES,
    enumName: 'GeneralQuestionStatus',
  })
  @IsOptional()
  @IsIn(GENERAL_QUESTION_STATUSES)
  status?: GeneralQuestionStatus;

  @InstantFilter('Received at or after')
  createdFrom?: string;

  @InstantFilter('Received at or before')
  createdTo?: string;

  @TextFilter('The service the question is about')
  service?: string;

  @AccountFilter()
  userId?: string;
}
export class AdminGeneralQuestionFilterDto extends ExportQuery(ListAdminGeneralQuestionsQueryDto) {}

/** What every lead row holds: who wrote, how to reach them, and when. */
class LeadContactDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ana' })
  firstName: string;

  @ApiProperty({ example: 'Lopez' })
  lastName: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: '+1 404 555 0134', type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ example: 'United States' })
  country: string;

  @ApiProperty({
    example: null,
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The account it was sent from',
  })
  userId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A consultation or service inquiry: the whole submission. */
class BookingLeadDto extends LeadContactDto {
  @ApiProperty({ example: 'Ana Lopez' })
  name: string;

  @ApiProperty({
    example: "I'm starting soon",
    description: 'Consultation: the "where are you at" stage; inquiry: the business type',
  })
  businessType: string;

  @ApiProperty({ example: ['Business Formation & Legal Setup', 'Digital Marketing'], type: [String] })
  servicesInterested: string[];

  @ApiProperty({ example: '$3,000 - $5,000 USD' })
  budget: string;

  @ApiProperty({ example: 'I want to open an LLC for my bakery and need a website by June.' })
  message: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  scheduledAt: string | null;

  @ApiProperty({ example: 'https://meet.jit.si/Inspivision-7Kq2xP9w', type: String, nullable: true })
  meetingLink: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The client address (IP) it was sent from' })
  clientAddress: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2001:db8:1:2::/64',
    description:
      'The client it counts for in the per-address limits: clientAddress itself when IPv4, its /64 when IPv6 ' +
      "(releasing the pending bookings of clientAddress releases all of this client's)",
  })
  clientNetwork: string | null;
}

const bookingLeadFields = (entity: ConsultationEntity | ServiceInquiryEntity) => ({
  id: entity.id,
  ...entity.contact,
  name: entity.name,
  userId: entity.userId,
  businessType: entity.businessType,
  servicesInterested: entity.servicesInterested,
  budget: entity.budget,
  message: entity.message,
  scheduledAt: entity.scheduledAt?.toISOString() ?? null,
  meetingLink: entity.meetingLink,
  clientAddress: entity.clientAddress,
  clientNetwork: entity.clientNetwork,
  createdAt: entity.createdAt.toISOString(),
});

export class AdminConsultationDto extends BookingLeadDto {
  @ApiProperty({ enum: CONSULTATION_STATUSES, enumName: 'ConsultationStatus' })
  status: ConsultationStatus;

  @ApiProperty({
    example: null,
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The booking this one replaced',
  })
  rescheduledFromId: string | null;

  static from(entity: ConsultationEntity): AdminConsultationDto {
    return { ...bookingLeadFields(entity), status: entity.status, rescheduledFromId: entity.rescheduledFromId };
  }
}
export const AdminConsultationPageDto = PageOf(AdminConsultationDto, 'AdminConsultationPageDto');
export type AdminConsultationPageDto = InstanceType<typeof AdminConsultationPageDto>;

export class AdminServiceInquiryDto extends BookingLeadDto {
  @ApiProperty({ enum: SERVICE_INQUIRY_STATUSES, enumName: 'ServiceInquiryStatus' })
  status: ServiceInquiryStatus;

  @ApiProperty({ example: null, type: String, nullable: true, format: 'uuid' })
  projectId: string | null;

  static from(entity: ServiceInquiryEntity): AdminServiceInquiryDto {
    return { ...bookingLeadFields(entity), status: entity.status, projectId: entity.projectId };
  }
}
export const AdminServiceInquiryPageDto = PageOf(AdminServiceInquiryDto, 'AdminServiceInquiryPageDto');
export type AdminServiceInquiryPageDto = InstanceType<typeof AdminServiceInquiryPageDto>;

export class AdminGeneralQuestionDto extends LeadContactDto {
  @ApiProperty({ example: 'Digital Marketing', description: 'The service the question is about' })
  serviceQuestion: string;

  @ApiProperty({
    example: 'Do you also run ads on TikTok, or only on Google and Meta?',
    type: String,
    nullable: true,
    description: 'The question',
  })
  message: string | null;

  @ApiProperty({ enum: GENERAL_QUESTION_STATUSES, enumName: 'GeneralQuestionStatus' })
  status: GeneralQuestionStatus;

  static from(entity: GeneralQuestionEntity): AdminGeneralQuestionDto {
    return {
      id: entity.id,
      ...entity.contact,
      userId: entity.userId,
      serviceQuestion: entity.serviceQuestion,
      message: entity.message,
      status: entity.status,
      createdAt: entity.createdAt.toISOString(),
    };
  }
}
export const AdminGeneralQuestionPageDto = PageOf(AdminGeneralQuestionDto, 'AdminGeneralQuestionPageDto');
export type AdminGeneralQuestionPageDto = InstanceType<typeof AdminGeneralQuestionPageDto>;

export const LEAD_HISTORY_KINDS = ['received', 'status', 'reply', 'email'] as const;
export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];

/** One line of a lead's history, oldest first. */
export class LeadHistoryItemDto {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({
    enum: LEAD_HISTORY_KINDS,
    enumName: 'LeadHistoryKind',
    description:
      'received: submitted; status: a status change; reply: staff answered; email: a mail sent to the address',
  })
  kind: LeadHistoryKind;

  @ApiProperty({ example: 'pending', type: String, nullable: true, description: 'status: the previous status' })
  fromStatus: string | null;

  @ApiProperty({ example: 'confirmed', type: String, nullable: true, description: 'status: the new status' })
  toStatus: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'reply and email: the subject' })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'reply: the text sent; status: staff’s note' })
  message: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'reply and email: the delivery status (outbox)' })
  deliveryStatus: string | null;

  @ApiProperty({
    example: 'staff@inspivision.com',
    type: String,
    nullable: true,
    description: 'The staff member who did it (null: the visitor or the system)',
  })
  actor: string | null;
}

@ApiSchema({ description: 'A consultation with its whole history' })
export class AdminConsultationDetailDto extends AdminConsultationDto {
  @ApiProperty({ type: [LeadHistoryItemDto] })
  history: LeadHistoryItemDto[];
}
@ApiSchema({ description: 'A service inquiry with its whole history' })
export class AdminServiceInquiryDetailDto extends AdminServiceInquiryDto {
  @ApiProperty({ type: [LeadHistoryItemDto] })
  history: LeadHistoryItemDto[];
}
@ApiSchema({ description: 'A quick question with its whole history' })
export class AdminGeneralQuestionDetailDto extends AdminGeneralQuestionDto {
  @ApiProperty({ type: [LeadHistoryItemDto] })
  history: LeadHistoryItemDto[];
}

/** Staff's answer to a question, e-mailed to the visitor. */
export class ReplyToQuestionDto {
  @ApiProperty({
    example: 'Hi Ana, yes: we run TikTok campaigns too. A starter plan is $500 a month plus ad spend.',
    minLength: 1,
    maxLength: REPLY_MAX_LENGTH,
  })
  @Trim()
  @IsString()
  @MinLength(1, { message: 'Write a reply' })
  @MaxLength(REPLY_MAX_LENGTH)
  message: string;
}

/** The week view's range: booked calls from `from` (inclusive) to `to` (exclusive). */
export class BookedCallsQueryDto {
  @ApiProperty({ format: 'date-time', description: 'Start (inclusive)' })
  @IsISO8601(ISO_INSTANT, { message: 'from must be an ISO 8601 date-time' })
  from: string;

  @ApiProperty({ format: 'date-time', description: `End (exclusive), at most ${WEEK_VIEW_MAX_DAYS} days after from` })
  @IsISO8601(ISO_INSTANT, { message: 'to must be an ISO 8601 date-time' })
  to: string;
}

/** A booked call in the week view: a consultation, or a service inquiry that scheduled a call. */
@ApiSchema({
  description: 'A booked call in the week view: a consultation, or a service inquiry that scheduled a call',
})
export class BookedCallDto {
  @ApiProperty({ enum: BOOKING_KINDS, enumName: 'BookingKind' })
  leadType: BookingKind;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ana Lopez' })
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ format: 'date-time' })
  scheduledAt: string;

  @ApiProperty({ description: 'The lead’s status', example: 'confirmed' })
  status: string;

  @ApiProperty({ example: ['Digital Marketing'], type: [String] })
  servicesInterested: string[];

  @ApiProperty({ example: 'https://meet.jit.si/Inspivision-7Kq2xP9w', type: String, nullable: true })
  meetingLink: string | null;
}
