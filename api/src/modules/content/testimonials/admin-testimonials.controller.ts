import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiIdParam, ParseIdPipe } from '../../../common/id-param.pipe';
import { MessageDto } from '../../../common/message.dto';
import {
  AdminTestimonialDto,
  AdminTestimonialFilterDto,
  AdminTestimonialPageDto,
  FeedbackTargetsDto,
  FeedbackTargetsQueryDto,
  ListAdminTestimonialsQueryDto,
  ModerateTestimonialDto,
  RequestFeedbackDto,
} from './admin-testimonials.dto';
import { AdminTestimonialsService } from './admin-testimonials.service';

@ApiTags('admin-testimonials')
@AdminOnly()
@Controller('admin/testimonials')
export class AdminTestimonialsController {
  constructor(private readonly testimonials: AdminTestimonialsService) {}

  @Get()
  @ApiOperation({
    summary: 'Testimonials to moderate: filter by status and source, search, sort, paginate',
    description:
      "One page of the moderation table: every testimonial, pending, approved or rejected, with its author's account when it came through a feedback link. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminTestimonialPageDto })
  @ApiErrorResponses(400)
  listAdminTestimonials(@Query() query: ListAdminTestimonialsQueryDto): Promise<AdminTestimonialPageDto> {
    return this.testimonials.list(query);
  }

  @Get('export')
  @TableExport('testimonials')
  exportAdminTestimonials(@Query() filter: AdminTestimonialFilterDto): Promise<StreamableFile> {
    return this.testimonials.export(filter);
  }

  @Patch(':id')
  @ApiIdParam("The testimonial's id")
  @ApiOperation({
    summary: 'Approve or reject, publish or unpublish a testimonial',
    description:
      'Sets the review status and whether it is published; fields left out stay. The site lists a testimonial only when it is approved, published and public (sent through the form, or with consent), and the public list changes at once. Nobody is e-mailed.',
  })
  @ApiOkResponse({ type: AdminTestimonialDto })
  @ApiErrorResponses(400, 404)
  moderateTestimonial(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ModerateTestimonialDto,
  ): Promise<AdminTestimonialDto> {
    return this.testimonials.moderate(id, dto);
  }

  @Get('feedback-targets')
  @ApiOperation({
    summary: 'A user’s projects and invoices, for a feedback request',
    description:
      'The projects and invoices of one account, to choose what a feedback request is about. 404 for an unknown account. Changes nothing.',
  })
  @ApiOkResponse({ type: FeedbackTargetsDto })
  @ApiErrorResponses(400, 404)
  listFeedbackTargets(@Query() query: FeedbackTargetsQueryDto): Promise<FeedbackTargetsDto> {
    return this.testimonials.feedbackTargets(query.userId);
  }

  @Post('request-feedback')
  @HttpCode(200)
  @ApiOperation({
    description:
      'E-mails the account a link to /testimonial-form?token=... about one of its own projects or invoices (exactly one of the two). The token is signed, names the account and what it is about, works once and for 30 days. Sending again sends another link; each works once.',
    summary: 'E-mail a user a secure feedback link about one of their projects or invoices (valid 30 days, once)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 404)
  async requestFeedback(@Body() dto: RequestFeedbackDto): Promise<MessageDto> {
    const email = await this.testimonials.requestFeedback(dto);
    return { message: `Feedback request sent to ${email}.` };
  }
}
