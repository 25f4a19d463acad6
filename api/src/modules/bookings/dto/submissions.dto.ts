import { PhoneNumberField } from '../../../common/phone-numbers';
import { SingleLine } from '../../../common/unsafe-text';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { BotCheckFieldsDto } from '../../../common/bot-challenge/bot-challenge.dto';
import { NormalizeEmail, Trim } from '../../../common/transforms';
import {
  BUDGET_RANGES,
  BUSINESS_STAGES,
  BUSINESS_TYPES,
  OFFERED_SERVICES,
  QUESTION_TOPICS,
  SUBMISSION_LIMITS,
} from '../bookings.constants';
import { COUNTRIES } from '../countries';

/** An optional text sent empty counts as absent. */
const EmptyToUndefined = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** `name` is derived from the first and last name; a client that sends it must send the same. */
@ValidatorConstraint({ name: 'fullName' })
class FullNameConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments) {
    const { firstName, lastName } = args.object as { firstName?: unknown; lastName?: unknown };
    return typeof value === 'string' && value === fullName(String(firstName ?? ''), String(lastName ?? ''));
  }
  defaultMessage = () => 'Name must be your first and last name joined by a space';
}

/** firstName and lastName joined by a space (docs/modules/bookings.md). */
export const fullName = (firstName: string, lastName: string) => `${firstName.trim()} ${lastName.trim()}`.trim();

/** The contact fields all three forms share, and the anti-robot fields. */
class ContactFieldsDto extends BotCheckFieldsDto {
  @ApiProperty({ maxLength: SUBMISSION_LIMITS.name, example: 'Ana' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your first name' })
  @MaxLength(SUBMISSION_LIMITS.name)
  @SingleLine()
  firstName: string;

  @ApiProperty({ maxLength: SUBMISSION_LIMITS.name, example: 'Lopez' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your last name' })
  @MaxLength(SUBMISSION_LIMITS.name)
  @SingleLine()
  lastName: string;

  @ApiProperty({ format: 'email', maxLength: SUBMISSION_LIMITS.email, example: 'ana@example.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(SUBMISSION_LIMITS.email)
  @SingleLine()
  email: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SUBMISSION_LIMITS.phone,
    example: '+1 404 555 0134',
    description:
      'Any valid number of any country, stored in E.164; without a country code it is read as a number of the ' +
      'chosen country',
  })
  @EmptyToUndefined()
  @IsOptional()
  @IsString()
  @PhoneNumberField()
  @MaxLength(SUBMISSION_LIMITS.phone)
  @SingleLine()
  phone?: string | null;

  @ApiProperty({
    enum: COUNTRIES,
    enumName: 'Country',
    description: 'One of GET /api/bookings/options countries',
    example: 'United States',
  })
  @IsIn(COUNTRIES, { message: 'Please select your country from the list' })
  country: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Ignored: a signed-in visitor’s submission is linked to the session’s account, never to this value',
  })
  @Allow()
  userId?: unknown;
}

/** The consultation and service inquiry payload (docs/modules/bookings.md); businessType differs per form. */
class BookingRequestDto extends ContactFieldsDto {
  @ApiPropertyOptional({
    maxLength: 255,
    example: 'Ana Lopez',
    description: 'firstName and lastName joined by a space; derived when absent',
  })
  @IsOptional()
  @Validate(FullNameConstraint)
  @SingleLine()
  name?: string;

  @ApiProperty({
    enum: OFFERED_SERVICES,
    enumName: 'OfferedService',
    isArray: true,
    example: [OFFERED_SERVICES[0], OFFERED_SERVICES[3]],
    minItems: 1,
    description: 'Among GET /api/bookings/options services',
  })
  @IsArray({ message: 'Please select at least one service' })
  @ArrayMinSize(1, { message: 'Please select at least one service' })
  @ArrayMaxSize(OFFERED_SERVICES.length)
  @ArrayUnique()
  @IsIn(OFFERED_SERVICES, { each: true, message: 'Please choose services from the list' })
  servicesInterested: string[];

  @ApiProperty({
    enum: BUDGET_RANGES,
    enumName: 'BudgetRange',
    description: 'One of GET /api/bookings/options budgets',
    example: BUDGET_RANGES[1],
  })
  @IsIn(BUDGET_RANGES, { message: 'Please select a budget range' })
  budget: string;

  @ApiProperty({
    example: 'I want to open an LLC for my bakery and need a website by June.',
    maxLength: SUBMISSION_LIMITS.message,
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a message' })
  @MaxLength(SUBMISSION_LIMITS.message)
  message: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-03-15T13:00:00.000Z',
    description: 'Start of one of the free slots of GET /api/calendar/availability; absent or null: no time chosen',
  })
  @EmptyToUndefined()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Please choose a valid date and time' })
  scheduledAt?: string | null;
}

export class CreateConsultationDto extends BookingRequestDto {
  @ApiProperty({
    enum: BUSINESS_STAGES,
    enumName: 'BusinessStage',
    example: BUSINESS_STAGES[1],
    description: 'The "where are you at" stage: one of GET /api/bookings/options stages',
  })
  @IsIn(BUSINESS_STAGES, { message: 'Please tell us where you are at' })
  businessType: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The consultation this booking replaces (reschedule from a signed link)',
  })
  @EmptyToUndefined()
  @IsOptional()
  @IsUUID('all', { message: 'Rescheduling is not available for this booking' })
  oldConsultationId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'With oldConsultationId: the token of the reschedule link (its `token` query parameter)',
  })
  @EmptyToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  rescheduleToken?: string | null;
}

export class CreateServiceInquiryDto extends BookingRequestDto {
  @ApiProperty({
    enum: BUSINESS_TYPES,
    enumName: 'BusinessType',
    example: BUSINESS_TYPES[0],
    description: 'One of GET /api/bookings/options businessTypes',
  })
  @IsIn(BUSINESS_TYPES, { message: 'Please select your business type' })
  businessType: string;
}

/** The quick question payload (docs/modules/bookings.md). */
export class CreateGeneralQuestionDto extends ContactFieldsDto {
  @ApiProperty({
    enum: QUESTION_TOPICS,
    enumName: 'QuestionTopic',
    description: 'One of GET /api/bookings/options questionTopics',
    example: QUESTION_TOPICS[8],
  })
  @IsIn(QUESTION_TOPICS, { message: 'Please select a service' })
  serviceQuestion: string;

  @ApiProperty({
    example: 'Do you also run ads on TikTok, or only on Google and Meta?',
    maxLength: SUBMISSION_LIMITS.message,
    description: 'The question ("Your Question")',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your question' })
  @MaxLength(SUBMISSION_LIMITS.message)
  message: string;
}

/** The answer to a submission: what the visitor is shown. */
@ApiSchema({ description: 'The answer to a submission: what the visitor is shown' })
export class BookingReceivedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'pending' })
  status: string;

  @ApiProperty({ example: '2027-03-15T13:00:00.000Z', type: String, format: 'date-time', nullable: true })
  scheduledAt: string | null;

  @ApiProperty({ example: 'https://meet.jit.si/Inspivision-7Kq2xP9w', type: String, nullable: true })
  meetingLink: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uri',
    description:
      'A consultation with a time: its calendar file ("Add to calendar"; GET /api/consultations/{id}/calendar.ics with a signed token, until the booked time); null otherwise',
    example:
      'https://www.inspivision.com/api/consultations/6b1f2c9e-3f0a-4c7e-9d52-1a2b3c4d5e6f/calendar.ics?token=eyJzdWIiOiI2YjFm...In0.c2lnbmF0dXJl',
  })
  calendarUrl: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A reschedule that bears the $50 rescheduling fee says so here (also e-mailed)',
  })
  rescheduleFeeNote?: string | null;
}
