import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import {
  AdminConsultationDetailDto,
  AdminConsultationFilterDto,
  AdminConsultationPageDto,
  AdminGeneralQuestionDetailDto,
  AdminGeneralQuestionFilterDto,
  AdminGeneralQuestionPageDto,
  AdminServiceInquiryDetailDto,
  AdminServiceInquiryFilterDto,
  AdminServiceInquiryPageDto,
  BookedCallDto,
  BookedCallsQueryDto,
  ListAdminConsultationsQueryDto,
  ListAdminGeneralQuestionsQueryDto,
  ListAdminServiceInquiriesQueryDto,
  ReplyToQuestionDto,
} from './admin-leads.dto';
import { AdminLeadsService } from './admin-leads.service';
import { ApiUuidParam } from '../../../common/id-param.pipe';

@ApiTags('admin-leads')
@AdminOnly()
@Controller('admin/consultations')
export class AdminConsultationsController {
  constructor(private readonly leads: AdminLeadsService) {}

  @Get()
  @ApiOperation({
    summary: 'Consultations: filter by status, dates, service, budget and account, search, sort, paginate',
    description: "One page of the leads inbox's consultations. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminConsultationPageDto })
  @ApiErrorResponses(400)
  listAdminConsultations(@Query() query: ListAdminConsultationsQueryDto): Promise<AdminConsultationPageDto> {
    return this.leads.listConsultations(query);
  }

  @Get('export')
  @TableExport('consultations')
  exportAdminConsultations(@Query() filter: AdminConsultationFilterDto): Promise<StreamableFile> {
    return this.leads.exportConsultations(filter);
  }

  @Get('booked')
  @ApiOperation({
    summary: 'Booked calls (consultations and inquiry calls) between two instants, for the week view',
    description:
      'The consultations and service-inquiry calls with a time between `from` and `to` (at most 42 days apart), for the week view; cancelled, declined, rescheduled and closed ones are left out. Changes nothing.',
  })
  @ApiOkResponse({ type: [BookedCallDto] })
  @ApiErrorResponses(400)
  listBookedCalls(@Query() query: BookedCallsQueryDto): Promise<BookedCallDto[]> {
    return this.leads.bookedCalls(query);
  }

  @Get(':id')
  @ApiUuidParam("The consultation's id")
  @ApiOperation({
    summary: 'One consultation: the whole submission and its history',
    description:
      'The whole consultation and its history (status changes, staff notes, e-mails sent), oldest first. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminConsultationDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminConsultation(@Param('id', ParseUUIDPipe) id: string): Promise<AdminConsultationDetailDto> {
    return this.leads.consultation(id);
  }
}

@ApiTags('admin-leads')
@AdminOnly()
@Controller('admin/service-inquiries')
export class AdminServiceInquiriesController {
  constructor(private readonly leads: AdminLeadsService) {}

  @Get()
  @ApiOperation({
    summary: 'Service inquiries: filter by status, dates, service, budget and account, search, sort, paginate',
    description: "One page of the leads inbox's service inquiries. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminServiceInquiryPageDto })
  @ApiErrorResponses(400)
  listAdminServiceInquiries(@Query() query: ListAdminServiceInquiriesQueryDto): Promise<AdminServiceInquiryPageDto> {
    return this.leads.listServiceInquiries(query);
  }

  @Get('export')
  @TableExport('service inquiries')
  exportAdminServiceInquiries(@Query() filter: AdminServiceInquiryFilterDto): Promise<StreamableFile> {
    return this.leads.exportServiceInquiries(filter);
  }

  @Get(':id')
  @ApiUuidParam("The service inquiry's id")
  @ApiOperation({
    summary: 'One service inquiry: the whole submission and its history',
    description: 'The whole service inquiry and its history, oldest first. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminServiceInquiryDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminServiceInquiry(@Param('id', ParseUUIDPipe) id: string): Promise<AdminServiceInquiryDetailDto> {
    return this.leads.serviceInquiry(id);
  }
}

@ApiTags('admin-leads')
@AdminOnly()
@Controller('admin/general-questions')
export class AdminGeneralQuestionsController {
  constructor(private readonly leads: AdminLeadsService) {}

  @Get()
  @ApiOperation({
    summary: 'Quick questions: filter by status, dates, service and account, search, sort, paginate',
    description: "One page of the leads inbox's quick questions. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminGeneralQuestionPageDto })
  @ApiErrorResponses(400)
  listAdminGeneralQuestions(@Query() query: ListAdminGeneralQuestionsQueryDto): Promise<AdminGeneralQuestionPageDto> {
    return this.leads.listGeneralQuestions(query);
  }

  @Get('export')
  @TableExport('questions')
  exportAdminGeneralQuestions(@Query() filter: AdminGeneralQuestionFilterDto): Promise<StreamableFile> {
    return this.leads.exportGeneralQuestions(filter);
  }

  @Get(':id')
  @ApiUuidParam("The question's id")
  @ApiOperation({
    summary: 'One question: the whole submission and its history',
    description: 'The whole question and its history, oldest first. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminGeneralQuestionDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminGeneralQuestion(@Param('id', ParseUUIDPipe) id: string): Promise<AdminGeneralQuestionDetailDto> {
    return this.leads.generalQuestion(id);
  }

  @Post(':id/reply')
  @HttpCode(200)
  @ApiUuidParam("The question's id")
  @ApiOperation({
    description:
      "E-mails the reply to the visitor through the outbox (delivered even while the mail provider is down, retried, never twice), keeps it in the question's history and marks the question answered. Sending again sends another e-mail. Answers the question with its history.",
    summary: 'Answer a question by e-mail: sent through the outbox, kept in its history, marked answered',
  })
  @ApiOkResponse({ type: AdminGeneralQuestionDetailDto })
  @ApiErrorResponses(400, 404)
  replyToGeneralQuestion(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ReplyToQuestionDto,
    @CurrentUser() actor: SessionUser,
  ): Promise<AdminGeneralQuestionDetailDto> {
    return this.leads.reply(id, dto, actor);
  }
}
