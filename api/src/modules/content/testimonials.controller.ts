import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ErrorResponseDto } from '../../common/error-response.dto';
import { PageQueryDto } from '../../common/pagination';
import { RateLimit } from '../../throttling/rate-limits';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import {
  CreateTestimonialDto,
  FeedbackTokenDto,
  FeedbackTokenValidationDto,
  SecureTestimonialDto,
  TestimonialPageDto,
  TestimonialReceivedDto,
} from './dto/testimonial.dto';
import { TestimonialsService } from './testimonials.service';

/** A feedback link that has expired (its other refusals are 400 invalid and 409 used). */
const ApiLinkExpired = () =>
  ApiResponse({ status: 410, description: 'The feedback link has expired', type: ErrorResponseDto });

@ApiTags('content')
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @Public()
  @UseInterceptors(ContentCacheInterceptor)
  @ApiOperation({
    summary: 'Published testimonials, newest first',
    description: 'Approved and active, and either sent through the public form or with the author’s consent.',
  })
  @ApiOkResponse({ type: TestimonialPageDto })
  @ApiErrorResponses(400)
  listTestimonials(@Query() query: PageQueryDto): Promise<TestimonialPageDto> {
    return this.testimonials.listPublic(query);
  }

  @Post()
  @Public()
  @RateLimit('testimonials')
  @ApiOperation({
    summary: 'Send a testimonial through the public form',
    description: 'Stored pending: it is shown only after staff approve it. Staff are e-mailed about it.',
  })
  @ApiCreatedResponse({ type: TestimonialReceivedDto })
  @ApiErrorResponses(400)
  createTestimonial(@Body() dto: CreateTestimonialDto): Promise<TestimonialReceivedDto> {
    return this.testimonials.createFromWebsite(dto);
  }

  @Post('validate-token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a feedback link of the signed-in user and tell what it is about',
    description:
      'The page of the e-mailed link (/testimonial-form?token=...) posts the link’s token here before it shows ' +
      'the form. A POST, so the token travels in the body, never in a URL the API logs; it changes nothing. ' +
      'A malformed, forged or another user’s token is 400 alike (FEEDBACK_LINK_INVALID); a used one 409 ' +
      '(FEEDBACK_LINK_USED); an expired one 410 (FEEDBACK_LINK_EXPIRED).',
  })
  @ApiOkResponse({ type: FeedbackTokenValidationDto })
  @ApiErrorResponses(400, 409)
  @ApiLinkExpired()
  async validateFeedbackToken(
    @Body() dto: FeedbackTokenDto,
    @CurrentUser() user: SessionUser,
  ): Promise<FeedbackTokenValidationDto> {
    return { context: await this.testimonials.validateFeedbackLink(dto.token, user) };
  }

  @Post('secure')
  @RateLimit('testimonials')
  @ApiOperation({
    summary: 'Leave feedback through a feedback link (once per link)',
    description:
      'Takes the token of the link with the feedback; the author’s name comes from the account. Stored pending, ' +
      'shown publicly only when staff approve it and consentPublic is true. Each link works once: the second ' +
      'testimonial is 409 (FEEDBACK_LINK_USED), and two at once still store one.',
  })
  @ApiCreatedResponse({ type: TestimonialReceivedDto })
  @ApiErrorResponses(400, 409)
  @ApiLinkExpired()
  createSecureTestimonial(
    @Body() dto: SecureTestimonialDto,
    @CurrentUser() user: SessionUser,
  ): Promise<TestimonialReceivedDto> {
    return this.testimonials.createFromFeedbackLink(dto, user);
  }
}
