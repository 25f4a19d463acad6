import { Public } from '../../common/access/access.decorators';
import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../common/pagination';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { ServicePageDto } from './dto/service.dto';
import { ServicesService } from './services.service';

@ApiTags('content')
@Public()
@UseInterceptors(ContentCacheInterceptor)
@Controller('services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Get()
  @ApiOperation({
    summary: 'Active services, in display order',
    description:
      'The services shown on /services and the home page, in the order staff set. Answers are cached briefly and carry an ETag: send If-None-Match to get 304. Changes nothing.',
  })
  @ApiOkResponse({ type: ServicePageDto })
  @ApiErrorResponses(400)
  listServices(@Query() query: PageQueryDto): Promise<ServicePageDto> {
    return this.services.listActive(query);
  }
}
