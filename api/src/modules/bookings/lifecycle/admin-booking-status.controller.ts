import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import {
  BookingHistoryQueryDto,
  BookingStatusChangeDto,
  ChangeConsultationStatusDto,
  ChangeGeneralQuestionStatusDto,
  ChangeServiceInquiryStatusDto,
  ConsultationStatusChangeResultDto,
  ReleaseHoldsDto,
  ReleaseHoldsResultDto,
  StatusChangeResultDto,
  StatusTransitionDto,
} from './consultation-lifecycle.dto';
import { ConsultationLifecycle } from './consultation-lifecycle.service';
import { ApiUuidParam } from '../../../common/id-param.pipe';

@ApiTags('admin-bookings')
@AdminOnly()
@Controller('admin')
export class AdminBookingStatusController {
  constructor(private readonly lifecycle: ConsultationLifecycle) {}

  @Patch('consultations/:id/status')
  @ApiUuidParam("The consultation's id")
  @ApiOperation({
    summary: 'Confirm, decline, cancel, complete or mark a consultation as a no-show; the visitor is e-mailed',
    description:
      'Allowed: pending → confirmed, declined, cancelled, completed, no_show; confirmed → cancelled, completed, ' +
      'no_show. Confirming e-mails the meeting link with an .ics invitation and schedules the 24 h and 1 h ' +
      'reminders; any other change cancels pending reminders. Another move is 409 with a message.',
  })
  @ApiOkResponse({ type: ConsultationStatusChangeResultDto })
  @ApiErrorResponses(400, 404, 409)
  changeConsultationStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ChangeConsultationStatusDto,
    @CurrentUser() staff: SessionUser,
  ): Promise<StatusChangeResultDto> {
    return this.lifecycle.changeStatus('consultation', id, dto.status, dto.note, staff.id);
  }

  @Patch('service-inquiries/:id/status')
  @ApiUuidParam("The service inquiry's id")
  @ApiOperation({
    summary: 'Move a service inquiry along: contacted, proposal_sent, converted, or closed',
    description: 'Only forward moves (or closing); converted and closed are final. Another move is 409.',
  })
  @ApiOkResponse({ type: StatusChangeResultDto })
  @ApiErrorResponses(400, 404, 409)
  changeServiceInquiryStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ChangeServiceInquiryStatusDto,
    @CurrentUser() staff: SessionUser,
  ): Promise<StatusChangeResultDto> {
    return this.lifecycle.changeStatus('service_inquiry', id, dto.status, dto.note, staff.id);
  }

  @Patch('general-questions/:id/status')
  @ApiUuidParam("The question's id")
  @ApiOperation({
    summary: 'Mark a question answered or closed',
    description: 'pending → answered or closed; answered → closed. Another move is 409.',
  })
  @ApiOkResponse({ type: StatusChangeResultDto })
  @ApiErrorResponses(400, 404, 409)
  changeGeneralQuestionStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ChangeGeneralQuestionStatusDto,
    @CurrentUser() staff: SessionUser,
  ): Promise<StatusChangeResultDto> {
    return this.lifecycle.changeStatus('general_question', id, dto.status, dto.note, staff.id);
  }

  @Post('consultations/release-holds')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Release every pending booking of one e-mail address or one client address',
    description:
      'For a flood of bookings: pending consultations are cancelled and pending service inquiries with a call ' +
      'closed, so their slots are free again; each keeps a history entry. No e-mail goes to the visitor. Send ' +
      'exactly one of email and clientAddress. A client address stands for its client as the ' +
      'PENDING_CONSULTATIONS_PER_IP cap counts it: an IPv4 address itself, an IPv6 address its whole /64.',
  })
  @ApiOkResponse({ type: ReleaseHoldsResultDto })
  @ApiErrorResponses(400)
  releaseHolds(@Body() dto: ReleaseHoldsDto, @CurrentUser() staff: SessionUser): Promise<ReleaseHoldsResultDto> {
    return this.lifecycle.releaseHolds(dto, staff.id);
  }

  @Get('booking-status-transitions')
  @ApiOperation({
    summary: 'Which status each kind of lead may move to from each status (the inbox’s actions)',
    description:
      'For each kind of lead and each status, the statuses staff may move it to: the inbox shows these as actions, and the status operations refuse any other move with 409. Changes nothing.',
  })
  @ApiOkResponse({ type: [StatusTransitionDto] })
  listBookingStatusTransitions(): StatusTransitionDto[] {
    return this.lifecycle.transitions();
  }

  @Get('booking-history')
  @ApiOperation({
    summary: 'The status history of one consultation, service inquiry or question, oldest first',
    description:
      'The status changes of one lead, oldest first, with who made each (staff, or the visitor through a signed link) and the note. 404 for an unknown lead. Changes nothing.',
  })
  @ApiOkResponse({ type: [BookingStatusChangeDto] })
  @ApiErrorResponses(400, 404)
  getBookingHistory(@Query() query: BookingHistoryQueryDto): Promise<BookingStatusChangeDto[]> {
    return this.lifecycle.history(query.kind, query.id);
  }
}
