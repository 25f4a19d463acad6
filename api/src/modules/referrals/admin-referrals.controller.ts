import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { TableExport } from '../../common/admin-table';
import { ApiErrorResponse, ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../common/id-param.pipe';
import { AdminReferralsService } from './admin-referrals.service';
import {
  AdjustReferralCreditDto,
  AdminReferralDetailDto,
  AdminReferralFilterDto,
  AdminReferralPageDto,
  DeactivateReferralCodeDto,
  ListAdminReferralsQueryDto,
  ReactivateReferralCodeDto,
} from './dto/admin-referral.dto';

const REFERRAL_ID = () => ApiUuidParam("The referral code's id");
const ANSWERS_DETAIL = "Answers the code's page as getAdminReferral does, the new timeline entry first.";

/** Staff's referral codes: the table, one code's conversions and timeline, credit adjustments, deactivation. */
@ApiTags('admin-referrals')
@AdminOnly()
@Controller('admin/referrals')
export class AdminReferralsController {
  constructor(private readonly referrals: AdminReferralsService) {}

  @Get()
  @ApiOperation({
    summary: 'Referral codes with their figures: search, filter by active, sort, paginate',
    description:
      "One page of the referrals table: the code, whether it is active, the referrer (name and e-mail), visits through the link, sign-ups with the code, conversions (awarded), the credit they earned, and the referrer's referral and adjustment credit available now. Each figure is counted by the database for the page's rows. Newest code first by default. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminReferralPageDto, description: 'One page of referral codes with their figures' })
  @ApiErrorResponses(400)
  listAdminReferrals(@Query() query: ListAdminReferralsQueryDto): Promise<AdminReferralPageDto> {
    return this.referrals.list(query);
  }

  @Get('export')
  @TableExport('referral codes')
  exportAdminReferrals(@Query() filter: AdminReferralFilterDto): Promise<StreamableFile> {
    return this.referrals.export(filter);
  }

  @Get(':id')
  @REFERRAL_ID()
  @ApiOperation({
    summary: 'One referral code: its figures, conversions and timeline',
    description:
      "The table's row, with the code's conversions (the referred client's e-mail, the first paid invoice, its amount, status, why it was rejected, the credit earned) and its timeline (conversions awarded, rejected and reversed, credit adjustments, deactivation and reactivation, each with the staff member who acted), newest first, the latest 200 of each. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminReferralDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminReferral(@Param('id', ParseUUIDPipe) id: string): Promise<AdminReferralDetailDto> {
    return this.referrals.detail(id);
  }

  @Post(':id/adjustments')
  @HttpCode(200)
  @REFERRAL_ID()
  @ApiOperation({
    summary: "Grant or take back credit for the code's referrer, with a reason",
    description: `A positive amountCents grants the referrer a new account credit of source adjustment (expiring after REFERRAL_CREDIT_MONTHS, like a referral credit); a negative one takes that much back from their available referral and adjustment credits, soonest-expiring first (a larger credit is split, the part taken revoked). The reason is kept on the credit and on the timeline with who made it; credit and timeline change in one transaction. Taking back more than is available answers 409 NOT_ENOUGH_CREDIT ("Only $25.00 of credit is available to take back.") and changes nothing. Not idempotent: each call adjusts again. ${ANSWERS_DETAIL}`,
  })
  @ApiOkResponse({ type: AdminReferralDetailDto })
  @ApiErrorResponses(400, 404)
  @ApiErrorResponse(409, 'NOT_ENOUGH_CREDIT: less credit is available than the amount to take back')
  adjustReferralCredit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdjustReferralCreditDto,
  ): Promise<AdminReferralDetailDto> {
    return this.referrals.adjust(user, id, dto);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @REFERRAL_ID()
  @ApiOperation({
    summary: 'Deactivate a referral code, with a reason',
    description: `From then on, a first paid invoice of a client who signed up with the code is recorded as rejected (inactive_code) and earns nothing; credit already earned stays. The link still opens the site. Recorded on the timeline with who and why. An inactive code answers 409 STATUS_TRANSITION_INVALID. ${ANSWERS_DETAIL}`,
  })
  @ApiOkResponse({ type: AdminReferralDetailDto })
  @ApiErrorResponses(400, 404)
  @ApiErrorResponse(409, 'STATUS_TRANSITION_INVALID: the code is already deactivated')
  deactivateReferralCode(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: DeactivateReferralCodeDto,
  ): Promise<AdminReferralDetailDto> {
    return this.referrals.setActive(user, id, false, dto.reason);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @REFERRAL_ID()
  @ApiOperation({
    summary: 'Reactivate a deactivated referral code',
    description: `Its later conversions earn credit again (those rejected meanwhile stay rejected). Recorded on the timeline with who, and why when a reason is given. An active code answers 409 STATUS_TRANSITION_INVALID. ${ANSWERS_DETAIL}`,
  })
  @ApiOkResponse({ type: AdminReferralDetailDto })
  @ApiErrorResponses(400, 404)
  @ApiErrorResponse(409, 'STATUS_TRANSITION_INVALID: the code is already active')
  reactivateReferralCode(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ReactivateReferralCodeDto,
  ): Promise<AdminReferralDetailDto> {
    return this.referrals.setActive(user, id, true, dto.reason ?? null);
  }
}
