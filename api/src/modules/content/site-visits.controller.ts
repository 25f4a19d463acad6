import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { VisitorHasher } from '../../common/visitor-hash';
import { RateLimit } from '../../throttling/rate-limits';
import { RecordSiteVisitDto } from './dto/site-visit.dto';
import { SiteVisitsService } from './site-visits.service';

/** The public site's visit count (docs/modules/content.md#visits): public and rate-limited. */
@ApiTags('content')
@Public()
@Controller('visits')
export class SiteVisitsController {
  constructor(
    private readonly visits: SiteVisitsService,
    private readonly visitor: VisitorHasher,
  ) {}

  @Post()
  @HttpCode(204)
  @RateLimit('visits')
  @ApiOperation({
    summary: 'Count a visit to the public site (once per visitor and day)',
    description:
      'Sent by the public pages once per browser tab and day. The visitor is told apart by a keyed hash of the ' +
      'day (America/New_York), the client address and the user agent: no cookie is set and the address is not ' +
      'stored. The first call of a visitor on a day keeps its path as the landing page; later ones change nothing.',
  })
  @ApiNoContentResponse({ description: 'Counted (or already counted today)' })
  @ApiErrorResponses(400)
  async recordSiteVisit(@Body() dto: RecordSiteVisitDto, @Req() request: Request): Promise<void> {
    await this.visits.record(this.visitor.of(request), dto.path);
  }
}
