import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { StaticPageDto } from './dto/page.dto';
import { PagesService } from './pages.service';

@ApiTags('content')
@Public()
@UseInterceptors(ContentCacheInterceptor)
@Controller('pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get(':slug')
  @ApiOperation({
    summary: 'A published static page: title, SEO description, content and active sections',
    description:
      'The text of a page of the site whose words staff edit (about, terms, privacy, refund-policy, home...): its title, description, JSON content and active sections. An unpublished or unknown page is 404. Cached briefly, with an ETag.',
  })
  @ApiParam({
    name: 'slug',
    example: 'about',
    description: "The page's route: home, about, contact, terms, privacy...",
  })
  @ApiOkResponse({ type: StaticPageDto })
  @ApiErrorResponses(404)
  getPage(@Param('slug') slug: string): Promise<StaticPageDto> {
    return this.pages.findPublished(slug);
  }
}
