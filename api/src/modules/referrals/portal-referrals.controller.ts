import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { MyReferralDto } from './dto/referral.dto';
import { PortalReferralsService } from './portal-referrals.service';

/** The signed-in client's referral code and figures. */
@ApiTags('portal-referrals')
@Controller('portal/referrals')
export class PortalReferralsController {
  constructor(private readonly referrals: PortalReferralsService) {}

  @Get('me')
  @ApiOperation({
    summary: "The signed-in client's referral code, share link and figures",
    description:
      'Their one referral code, made on the first call (two first calls at once get the same code), the link to share (the site with `?ref=CODE`), whether it is active, and what it brought: visits, sign-ups, referred clients whose first paid invoice earned a credit, the credit earned, and the referral credit they can spend now. Changes nothing once the code exists.',
  })
  @ApiOkResponse({ type: MyReferralDto })
  @ApiErrorResponses()
  getMyReferral(@CurrentUser() user: SessionUser): Promise<MyReferralDto> {
    return this.referrals.mine(user.id);
  }
}
