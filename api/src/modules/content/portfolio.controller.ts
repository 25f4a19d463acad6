import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../common/pagination';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { PortfolioPageDto } from './dto/portfolio.dto';
import { PortfolioService } from './portfolio.service';

@ApiTags('content')
@Public()
@UseInterceptors(ContentCacheInterceptor)
@Controller('portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  @ApiOperation({
    summary: 'Active case studies, newest first',
    description:
      'The case studies shown on /portfolio, newest first; hidden ones are left out. Cached briefly, with an ETag. Changes nothing.',
  })
  @ApiOkResponse({ type: PortfolioPageDto })
  @ApiErrorResponses(400)
  listPortfolio(@Query() query: PageQueryDto): Promise<PortfolioPageDto> {
    return this.portfolio.listActive(query);
  }
}
