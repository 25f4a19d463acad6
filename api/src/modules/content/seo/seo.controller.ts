import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ContentCacheInterceptor } from '../cache/content-cache.interceptor';
import { SeoHeadDto, SeoHeadQueryDto } from './dto/seo-head.dto';
import { SeoService } from './seo.service';

@ApiTags('seo')
@Controller('seo')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('head')
  @Public()
  @UseInterceptors(ContentCacheInterceptor)
  @ApiOperation({
    summary: 'The head tags of a page of the site',
    description:
      'Title, description, canonical URL, robots and JSON-LD of a path: the same the server puts into the HTML it sends. ' +
      'Unknown paths and missing or draft articles answer 200 with `status: 404` and the "Page Not Found" head.',
  })
  @ApiOkResponse({ type: SeoHeadDto })
  @ApiErrorResponses(400)
  getSeoHead(@Query() query: SeoHeadQueryDto): Promise<SeoHeadDto> {
    return this.seo.head(query.path, query.page);
  }
}
