import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { MessageDto } from '../../common/message.dto';
import { CODE_TTL_MINUTES } from './auth.constants';
import { CurrentUserDto } from './dto/current-user.dto';
import { PhoneCodeDto } from './dto/phone-verification.dto';
import { PhoneVerificationService } from './phone-verification.service';
import { SecondFactor, SecondFactorStatus } from './second-factor/second-factor.access';

/** The signed-in account verifies its profile's phone number with a texted code. */
@ApiTags('auth')
@Controller('auth/phone')
export class PhoneVerificationController {
  constructor(private readonly phone: PhoneVerificationService) {}

  @Post('send-code')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: "Text a 6-digit code to the profile's phone number (the previous code stops working)",
    description:
      "Texts a 6-digit code to the phone number of the caller's profile (400 when the profile has none). The previous code stops working. Sent even without smsOptIn, since the account asked for it, but never to a number that replied STOP.",
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async sendPhoneVerificationCode(@CurrentUser() user: SessionUser): Promise<MessageDto> {
    await this.phone.sendCode(user.id);
    return { message: `We texted you a 6-digit code. It expires in ${CODE_TTL_MINUTES} minutes.` };
  }

  @Post('verify')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Verify the phone number with its code (sets phoneVerifiedAt)',
    description:
      'Checks the texted code; a right one sets phoneVerifiedAt, which (with smsOptIn) lets reminders go by text. Answers the account.',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400)
  async verifyPhone(
    @CurrentUser() user: SessionUser,
    @Body() dto: PhoneCodeDto,
    @SecondFactor() secondFactor: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.phone.verify(user.id, dto.code), secondFactor, request.session);
  }
}
