import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
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
  @ApiOperation({ summary: 'Testimonials to moderate: filter by status and source, search, sort, paginate' })
  @ApiOkResponse({ type: AdminTestimonialPageDto })
  @ApiErrorResponses(400)
  listAdminTestimonials(@Query() query: ListAdminTestimonialsQueryDto): Promise<AdminTestimonialPageDto> {
    return this.testimonials.list(query);
  }

  @Get('export')
  @ApiOperation({ summary: 'The filtered testimonials as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  @ApiErrorResponses(400)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="testimonials.csv"')
  exportAdminTestimonials(@Query() filter: AdminTestimonialFilterDto): Promise<string> {
    return this.testimonials.exportCsv(filter);
  }

  @Patch(':id')
  @ApiIdParam("The testimonial's id")
  @ApiOperation({ summary: 'Approve or reject, publish or unpublish a testimonial' })
  @ApiOkResponse({ type: AdminTestimonialDto })
  @ApiErrorResponses(400, 404)
  moderateTestimonial(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ModerateTestimonialDto,
  ): Promise<AdminTestimonialDto> {
    return this.testimonials.moderate(id, dto);
  }

  @Get('feedback-targets')
  @ApiOperation({ summary: 'A user’s projects and invoices, for a feedback request' })
  @ApiOkResponse({ type: FeedbackTargetsDto })
  @ApiErrorResponses(400, 404)
  listFeedbackTargets(@Query() query: FeedbackTargetsQueryDto): Promise<FeedbackTargetsDto> {
    return this.testimonials.feedbackTargets(query.userId);
  }

  @Post('request-feedback')
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-mail a user a secure feedback link about one of their projects or invoices (valid 30 days, once)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 404)
  async requestFeedback(@Body() dto: RequestFeedbackDto): Promise<MessageDto> {
    const email = await this.testimonials.requestFeedback(dto);
    return { message: `Feedback request sent to ${email}.` };
  }
}
