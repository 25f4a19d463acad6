import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../common/pagination';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { TestimonialPageDto } from './dto/testimonial.dto';
import { TestimonialsService } from './testimonials.service';

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
}
