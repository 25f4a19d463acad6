import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsIn, IsIP, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { NormalizeEmail } from '../../../common/transforms';
import {
  CONSULTATION_STATUSES,
  ConsultationStatus,
  GENERAL_QUESTION_STATUSES,
  GeneralQuestionStatus,
  SERVICE_INQUIRY_STATUSES,
  ServiceInquiryStatus,
} from '../bookings.constants';
import { BOOKING_KINDS, BookingKind } from './status-transitions';
import { SIGNED_TOKEN_EXAMPLE } from '../../../config/payload-signer';

/** What staff may set on a consultation (rescheduled is the visitor's doing, pending the start). */
export const CONSULTATION_STAFF_STATUSES = ['confirmed', 'declined', 'cancelled', 'completed', 'no_show'] as const;
export const SERVICE_INQUIRY_STAFF_STATUSES = SERVICE_INQUIRY_STATUSES.filter((s) => s !== 'pending');
export const GENERAL_QUESTION_STAFF_STATUSES = GENERAL_QUESTION_STATUSES.filter((s) => s !== 'pending');

export const STATUS_NOTE_MAX = 2000;

class StatusNote {
  @ApiPropertyOptional({
    maxLength: STATUS_NOTE_MAX,
    description: 'Kept in the history; for a consultation also shown to the visitor in the e-mail about the change',
  })
  @IsOptional()
  @IsString()
  @MaxLength(STATUS_NOTE_MAX)
  note?: string;
}

export class ChangeConsultationStatusDto extends StatusNote {
  @ApiProperty({ enum: CONSULTATION_STAFF_STATUSES, enumName: 'ConsultationStaffStatus' })
  @IsIn(CONSULTATION_STAFF_STATUSES, { message: `status must be one of: ${CONSULTATION_STAFF_STATUSES.join(', ')}` })
  status: (typeof CONSULTATION_STAFF_STATUSES)[number];
}

export class ChangeServiceInquiryStatusDto extends StatusNote {
  @ApiProperty({ enum: SERVICE_INQUIRY_STAFF_STATUSES, enumName: 'ServiceInquiryStaffStatus' })
  @IsIn(SERVICE_INQUIRY_STAFF_STATUSES, {
    message: `status must be one of: ${SERVICE_INQUIRY_STAFF_STATUSES.join(', ')}`,
  })
  status: ServiceInquiryStatus;
}

export class ChangeGeneralQuestionStatusDto extends StatusNote {
  @ApiProperty({ enum: GENERAL_QUESTION_STAFF_STATUSES, enumName: 'GeneralQuestionStaffStatus' })
  @IsIn(GENERAL_QUESTION_STAFF_STATUSES, {
    message: `status must be one of: ${GENERAL_QUESTION_STAFF_STATUSES.join(', ')}`,
  })
  status: GeneralQuestionStatus;
}

/** The lead after a status change. */
@ApiSchema({ description: 'The lead after a status change' })
export class StatusChangeResultDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The new status' })
  status: string;

  @ApiProperty({ type: [String], description: 'What staff may move it to next (empty: final)' })
  allowedNextStatuses: string[];

  @ApiProperty({ description: 'The visitor was e-mailed about the change' })
  visitorNotified: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 4,
    description: 'Reminders written for this change (24 h and 1 h before, e-mail and SMS)',
  })
  remindersScheduled: number;
}

@ApiSchema({ description: 'The consultation after the change, with the reminders scheduled' })
export class ConsultationStatusChangeResultDto extends StatusChangeResultDto {
  @ApiProperty({ enum: CONSULTATION_STATUSES, enumName: 'ConsultationStatus' })
  declare status: ConsultationStatus;
}

/** The statuses one kind of lead may move to from one status (for the inbox's action buttons). */
@ApiSchema({
  description: "The statuses one kind of lead may move to from one status (for the inbox's action buttons)",
})
export class StatusTransitionDto {
  @ApiProperty({ enum: BOOKING_KINDS, enumName: 'BookingKind' })
  kind: BookingKind;

  @ApiProperty({ example: 'pending' })
  from: string;

  @ApiProperty({ type: [String], example: ['confirmed', 'declined', 'cancelled', 'completed', 'no_show'] })
  to: string[];
}

export class BookingHistoryQueryDto {
  @ApiProperty({ description: 'Which kind of lead `id` names', enum: BOOKING_KINDS, enumName: 'BookingKind' })
  @IsIn(BOOKING_KINDS)
  kind: BookingKind;

  @ApiProperty({ description: 'The id of the consultation, service inquiry or question', format: 'uuid' })
  @IsUUID()
  id: string;
}

/** One entry of a lead's history. */
@ApiSchema({ description: "One entry of a lead's history" })
export class BookingStatusChangeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'pending' })
  fromStatus: string;

  @ApiProperty({ example: 'confirmed' })
  toStatus: string;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({
    format: 'email',
    type: String,
    nullable: true,
    description: 'The staff member; null: the visitor (signed link)',
  })
  changedByEmail: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** POST /api/consultations/{id}/cancel: the link's token, in the body (a URL would leave it in logs). */
export class CancelConsultationDto {
  @ApiProperty({
    example: SIGNED_TOKEN_EXAMPLE,
    description: 'The `token` of the cancel link in the visitor’s e-mails (/cancel-consultation?id=&token=)',
    maxLength: 2000,
  })
  @IsString()
  @MaxLength(2000)
  token: string;
}

/** The query of a calendar-file link (GET /api/consultations/{id}/calendar.ics). */
export class CalendarFileQueryDto {
  @ApiProperty({
    example: SIGNED_TOKEN_EXAMPLE,
    description: 'The signed token of the `calendarUrl` the booking answered with (works until the booked time)',
    maxLength: 2000,
  })
  @IsString()
  @MaxLength(2000)
  token: string;
}

@ApiSchema({ description: 'The cancelled consultation, and what to tell the visitor' })
export class ConsultationCancelledDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CONSULTATION_STATUSES, enumName: 'ConsultationStatus' })
  status: ConsultationStatus;

  @ApiProperty({ example: 'Your consultation is cancelled. A confirmation is on its way to your e-mail.' })
  message: string;
}

/** Whose pending bookings staff release: exactly one of an e-mail address or a client address. */
export class ReleaseHoldsDto {
  @ApiPropertyOptional({ example: 'flood@example.com', description: 'Every pending booking of this e-mail address' })
  @ValidateIf((dto: ReleaseHoldsDto) => dto.clientAddress === undefined)
  @NormalizeEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email?: string;

  @ApiPropertyOptional({
    example: '203.0.113.7',
    description: 'Every pending booking sent from this client: this IPv4 address, or any address of this IPv6 /64',
  })
  @ValidateIf((dto: ReleaseHoldsDto) => dto.email === undefined || dto.clientAddress !== undefined)
  @IsIP(undefined, { message: 'clientAddress must be an IP address' })
  clientAddress?: string;
}

@ApiSchema({ description: "How many of the holder's pending bookings were released" })
export class ReleaseHoldsResultDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Pending consultations cancelled (their slots are free again)',
    example: 2,
  })
  consultationsCancelled: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Pending service inquiries with a call closed (their slots are free again)',
    example: 1,
  })
  serviceInquiriesClosed: number;
}

/** The query of a reschedule link's prefill (GET /api/consultations/{id}/reschedule-prefill). */
export class ReschedulePrefillQueryDto {
  @ApiProperty({
    example: SIGNED_TOKEN_EXAMPLE,
    description: 'The `token` of the reschedule link in the visitor’s e-mails (/consultation?id=&token=)',
    maxLength: 2000,
  })
  @IsString()
  @MaxLength(2000)
  token: string;
}

const TYPED_FIELD = 'Null when the link went to an address the visitor had not proven';

/** What the consultation form starts from when it moves a booking. */
@ApiSchema({
  description:
    'The fields of the booking a reschedule link moves, for the consultation form to start from. The typed ' +
    'fields (names, phone, message) are null when the link was e-mailed to an address the visitor had not ' +
    'proven (a booking made signed out): its e-mail echoes nothing they typed, and neither does this.',
})
export class ReschedulePrefillDto {
  @ApiProperty({
    format: 'uuid',
    example: '7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41',
    description: 'The booking to move (sent back as oldConsultationId)',
  })
  id: string;

  @ApiProperty({
    example: 'This reschedule is free: it is the first, made more than 24 hours ahead.',
    description:
      'What moving this booking now costs under the reschedule rules, to show before a time is picked: free, ' +
      'or the $50 fee and why (less than 24 hours ahead, one reschedule is allowed)',
  })
  rescheduleTerms: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ana',
    description: TYPED_FIELD,
  })
  firstName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Lopez',
    description: TYPED_FIELD,
  })
  lastName: string | null;

  @ApiProperty({
    format: 'email',
    example: 'ana@example.com',
    description: 'The address the link was sent to; a reschedule must keep it',
  })
  email: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '+1 404 555 0134',
    description: `${TYPED_FIELD}, or none was given`,
  })
  phone: string | null;

  @ApiProperty({ example: 'United States' })
  country: string;

  @ApiProperty({ example: "I'm starting soon", description: 'The "where are you at" stage' })
  businessType: string;

  @ApiProperty({ type: [String], example: ['Business Formation & Legal Setup', 'Digital Marketing'] })
  servicesInterested: string[];

  @ApiProperty({ example: '$3,000 - $5,000 USD' })
  budget: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'I want to open an LLC for my bakery.',
    description: TYPED_FIELD,
  })
  message: string | null;
}
