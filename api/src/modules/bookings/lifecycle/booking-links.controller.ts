import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ErrorResponseDto } from '../../../common/error-response.dto';
import { RateLimit } from '../../../throttling/rate-limits';
import {
  CalendarFileQueryDto,
  CancelConsultationDto,
  ConsultationCancelledDto,
  ReschedulePrefillDto,
  ReschedulePrefillQueryDto,
} from './consultation-lifecycle.dto';
import { ConsultationLifecycle } from './consultation-lifecycle.service';
import { ApiUuidParam } from '../../../common/id-param.pipe';

/** What the visitor does from the signed links of their e-mails. */
@ApiTags('consultations')
@Controller('consultations')
export class BookingLinksController {
  constructor(private readonly lifecycle: ConsultationLifecycle) {}

  @Public()
  @Post(':id/cancel')
  @RateLimit('signedLink')
  @HttpCode(200)
  @ApiUuidParam("The consultation's id, as in the link of its e-mail")
  @ApiOperation({
    summary: 'Cancel a consultation from the signed link of its e-mails (frees its slot)',
    description:
      'What the page of the e-mailed cancel link (/cancel-consultation?id=&token=) posts when the visitor ' +
      'confirms; the token goes in the body, never in a URL the API logs. The slot is freed, pending reminders ' +
      'are cancelled and the visitor is e-mailed a confirmation (with a cancellation of the ' +
      'calendar event when the booking was confirmed). A malformed, forged or another booking’s token is 400 ' +
      '(BOOKING_LINK_INVALID); an expired one (past the booked time) 410; a booking no longer pending or ' +
      'confirmed 409 (CONSULTATION_NOT_ACTIVE).',
  })
  @ApiOkResponse({ type: ConsultationCancelledDto })
  @ApiErrorResponses(400, 404, 409)
  @ApiResponse({ status: 410, description: 'The link has expired', type: ErrorResponseDto })
  async cancelConsultationByLink(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CancelConsultationDto,
  ): Promise<ConsultationCancelledDto> {
    const consultation = await this.lifecycle.cancelByVisitor(id, dto.token);
    return {
      id: consultation.id,
      status: consultation.status,
      message: 'Your consultation is cancelled. A confirmation is on its way to your e-mail.',
    };
  }

  @Public()
  @Get(':id/calendar.ics')
  @RateLimit('signedLink')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="consultation.ics"')
  @Header('Cache-Control', 'private, no-store')
  @ApiUuidParam("The consultation's id, as in the link of the booking's answer")
  @ApiOperation({
    summary: "A booked consultation as a calendar file (.ics), from the booking answer's calendarUrl",
    description:
      'What "Add to calendar" downloads after booking: an RFC 5545 calendar (METHOD:PUBLISH) with the call, its ' +
      'meeting link, and STATUS:TENTATIVE until staff confirm it. Its event is the one the confirmation e-mail ' +
      'invites to (the same UID), so calendars replace it. A malformed, forged or another booking’s token is 400 ' +
      '(BOOKING_LINK_INVALID); an expired one (past the booked time) 410; a booking no longer pending or confirmed ' +
      '409 (CONSULTATION_NOT_ACTIVE). Changes nothing.',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: 'The calendar file',
    content: {
      'text/calendar': {
        schema: { type: 'string' },
        example:
          'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Inspivision//Consultations//EN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\n' +
          'UID:consultation-6b1f2c9e-3f0a-4c7e-9d52-1a2b3c4d5e6f@inspivision.com\r\nDTSTART:20270315T130000Z\r\n' +
          'DTEND:20270315T133000Z\r\nSUMMARY:Inspivision consultation\r\nSTATUS:TENTATIVE\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      },
    },
  })
  @ApiErrorResponses(400, 404, 409)
  @ApiResponse({ status: 410, description: 'The link has expired', type: ErrorResponseDto })
  getConsultationCalendarFile(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: CalendarFileQueryDto,
  ): Promise<string> {
    return this.lifecycle.calendarFile(id, query.token);
  }

  @Public()
  @Get(':id/reschedule-prefill')
  @RateLimit('signedLink')
  @Header('Cache-Control', 'private, no-store')
  @ApiUuidParam("The consultation's id, as in the reschedule link of its e-mails")
  @ApiOperation({
    summary: 'The fields of a booking to move, for the form of its signed reschedule link',
    description:
      'What the consultation form opened from an e-mailed reschedule link (/consultation?id=&token=) starts ' +
      'from: the link carries the booking’s id and token only, never the visitor’s details (URLs end up in ' +
      'logs and browser history). The typed fields (names, phone, message) are null when the link went to ' +
      'an address the visitor had not proven. A malformed, forged or another booking’s token is 400 ' +
      '(BOOKING_LINK_INVALID); an expired one (past the booked time) 410 (BOOKING_LINK_EXPIRED); a booking no ' +
      'longer pending or confirmed 409 (CONSULTATION_NOT_ACTIVE), one the reschedule rules no longer let move ' +
      '(its own day, or a second reschedule less than 24 hours ahead) 409 (RESCHEDULE_REFUSED, saying why). ' +
      '`rescheduleTerms` says what moving it now costs. Not cached anywhere. Changes nothing.',
  })
  @ApiOkResponse({ type: ReschedulePrefillDto })
  @ApiErrorResponses(400, 404, 409)
  @ApiResponse({ status: 410, description: 'The link has expired', type: ErrorResponseDto })
  getConsultationReschedulePrefill(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ReschedulePrefillQueryDto,
  ): Promise<ReschedulePrefillDto> {
    return this.lifecycle.reschedulePrefill(id, query.token);
  }
}
