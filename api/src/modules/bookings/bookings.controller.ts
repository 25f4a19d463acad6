import { Body, Controller, Get, Header, Ip, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { BotChecked } from '../../common/bot-challenge/bot-check.guard';
import { RateLimit } from '../../throttling/rate-limits';
import {
  BUDGET_RANGES,
  BUSINESS_STAGES,
  BUSINESS_TYPES,
  OFFERED_SERVICES,
  QUESTION_TOPICS,
} from './bookings.constants';
import { BookingsService } from './bookings.service';
import { COUNTRIES } from './countries';
import { BookingOptionsDto } from './dto/booking-options.dto';
import {
  BookingReceivedDto,
  CreateConsultationDto,
  CreateGeneralQuestionDto,
  CreateServiceInquiryDto,
} from './dto/submissions.dto';

/** The option lists never change while the process runs: one answer, cacheable by browsers. */
const BOOKING_OPTIONS: BookingOptionsDto = {
  services: [...OFFERED_SERVICES],
  questionTopics: [...QUESTION_TOPICS],
  stages: [...BUSINESS_STAGES],
  budgets: [...BUDGET_RANGES],
  businessTypes: [...BUSINESS_TYPES],
  countries: [...COUNTRIES],
};

/** The three public forms (consultation, service inquiry, quick question) and their option lists. */
@ApiTags('bookings')
@Public()
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('bookings/options')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'The option lists of the booking forms (services, stages, budgets, types, countries)',
    description:
      'Every option list of the three booking forms, so clients read one source: the values the submissions accept (the enums OfferedService, QuestionTopic, BusinessStage, BudgetRange, BusinessType and Country). Cacheable for an hour. Changes nothing.',
  })
  @ApiOkResponse({ type: BookingOptionsDto })
  getBookingOptions(): BookingOptionsDto {
    return BOOKING_OPTIONS;
  }

  @Post('consultations')
  @BotChecked()
  @RateLimit('leads')
  @ApiOperation({
    summary: 'Book a consultation, optionally at a free slot',
    description:
      'Stored pending; the visitor is e-mailed an acknowledgement (with the meeting link when a time is chosen) ' +
      'and staff are alerted. A signed-in visitor’s booking is linked to their account; a userId in the body is ' +
      'ignored. scheduledAt must be a slot offered right now (400 says why not); 409 when someone else took it, ' +
      'or when the e-mail address or the client address already has its most pending bookings ' +
      '(PENDING_CONSULTATIONS_PER_EMAIL, PENDING_CONSULTATIONS_PER_IP). Needs the anti-robot payload.',
  })
  @ApiCreatedResponse({ type: BookingReceivedDto })
  @ApiErrorResponses(400, 409)
  createConsultation(
    @Body() dto: CreateConsultationDto,
    @Ip() clientAddress: string,
    @CurrentUser() user?: SessionUser,
  ): Promise<BookingReceivedDto> {
    return this.bookings.createConsultation(dto, clientAddress, user);
  }

  @Post('service-inquiry')
  @BotChecked()
  @RateLimit('leads')
  @ApiOperation({
    summary: 'Send a service inquiry, optionally with a call at a free slot',
    description:
      'Stored pending; the visitor is e-mailed an acknowledgement (answer within 2 hours) and staff are alerted. ' +
      'scheduledAt rules as for consultations (one slot, one active booking across both kinds); with a call, ' +
      'the pending-booking caps count it too. Needs the anti-robot payload.',
  })
  @ApiCreatedResponse({ type: BookingReceivedDto })
  @ApiErrorResponses(400, 409)
  createServiceInquiry(
    @Body() dto: CreateServiceInquiryDto,
    @Ip() clientAddress: string,
    @CurrentUser() user?: SessionUser,
  ): Promise<BookingReceivedDto> {
    return this.bookings.createServiceInquiry(dto, clientAddress, user);
  }

  @Post('general-question')
  @BotChecked()
  @RateLimit('leads')
  @ApiOperation({
    summary: 'Ask a quick question',
    description:
      'Stored pending; the visitor is e-mailed an acknowledgement (answer within 24 hours) and staff alerted.',
  })
  @ApiCreatedResponse({ type: BookingReceivedDto })
  @ApiErrorResponses(400)
  createGeneralQuestion(
    @Body() dto: CreateGeneralQuestionDto,
    @CurrentUser() user?: SessionUser,
  ): Promise<BookingReceivedDto> {
    return this.bookings.createGeneralQuestion(dto, user);
  }
}
