import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { VisitorHasher } from '../../common/visitor-hash';
import { RateLimit } from '../../throttling/rate-limits';
import { RecordReferralVisitDto } from './dto/referral-visit.dto';
import { ReferralVisitsService } from './referral-visits.service';

/** Visits through a client's referral link: public and rate-limited (docs/modules/referrals.md#visits). */
@ApiTags('referrals-public')
@Public()
@Controller('referrals/visits')
export class ReferralVisitsController {
  constructor(
    private readonly visits: ReferralVisitsService,
    private readonly visitor: VisitorHasher,
  ) {}

  @Post()
  @HttpCode(204)
  @RateLimit('visits')
  @ApiOperation({
    summary: 'Count a visit through a referral link (once per code, visitor and day)',
    description:
      'Sent by the site when a page opens with `?ref=CODE`. The visitor is told apart by a keyed hash of the day ' +
      '(America/New_York), the client address and the user agent (the address is not stored; the user agent is ' +
      'kept, cut to 512 characters). A code no client has is counted as well and changes nothing else. A code ' +
      'that is not 1 to 20 letters or digits is 400.',
  })
  @ApiNoContentResponse({ description: 'Counted (or already counted today for this code and visitor)' })
  @ApiErrorResponses(400)
  async recordReferralVisit(@Body() dto: RecordReferralVisitDto, @Req() request: Request): Promise<void> {
    await this.visits.record(dto.code, this.visitor.of(request), request.get('user-agent'));
  }
}
