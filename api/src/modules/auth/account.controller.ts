import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentUser, Public, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { MessageDto } from '../../common/message.dto';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/credentials.dto';
import { AdminCheckDto, CurrentUserDto } from './dto/current-user.dto';
import { UpdateProfileDto } from './dto/profile.dto';
import { BeforeSecondFactor, SecondFactor, SecondFactorStatus } from './second-factor/second-factor.access';
import { SessionService } from './session.service';

/** The signed-in account: who am I, my profile, my password, sign out. */
@ApiTags('auth')
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionService,
  ) {}

  @Get('auth/user')
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'The signed-in account (401 "Unauthorized" when anonymous)',
    description:
      "Who is signed in: the account behind the session cookie. Anonymous callers get 401, which is how the site tells a visitor from a client. Changes nothing; each call pushes the session's idle timeout forward.",
  })
  @ApiOkResponse({ type: CurrentUserDto })
  async getCurrentUser(
    @CurrentUser() user: SessionUser,
    @SecondFactor() secondFactor: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.get(user.id), secondFactor, request.session);
  }

  @Get('auth/profile')
  @ApiOperation({
    summary: 'The profile of the signed-in account',
    description: "The same account as GET /api/auth/user, read by the portal's profile page. Changes nothing.",
  })
  @ApiOkResponse({ type: CurrentUserDto })
  async getProfile(
    @CurrentUser() user: SessionUser,
    @SecondFactor() secondFactor: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.get(user.id), secondFactor, request.session);
  }

  @Patch('auth/profile')
  @ApiOperation({
    summary: 'Change profile fields (names, phone, country, time zone, reminder and SMS choices)',
    description:
      'Changes only the fields sent; `null` clears an optional one (phone, country, time zone). A new phone number clears phoneVerifiedAt until it is verified again, and texts need smsOptIn, a verified phone and no STOP reply. Answers the whole account.',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400)
  async updateProfile(
    @CurrentUser() user: SessionUser,
    @Body() dto: UpdateProfileDto,
    @SecondFactor() secondFactor: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.updateProfile(user.id, dto), secondFactor, request.session);
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Change the password (current password required); other sessions end',
    description:
      "Needs the current password (400 when it is wrong). The caller's session gets a new id and stays signed in; every other session of the account ends at once. Rate-limited per address and per account.",
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<MessageDto> {
    await this.account.changePassword(user.id, dto, request);
    return { message: 'Password changed. Other devices have been signed out.' };
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out: the session ends server-side and its cookie is cleared',
    description:
      'Ends the session on the server and clears its cookies. Safe to repeat: without a session it answers 204 all the same.',
  })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session)' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.signOut(request, response);
  }

  /**
   * Staff only: whether the signed-in e-mail is in ADMIN_EMAILS, and its role (never the list); any other
   * account gets 403. An internal diagnostic, left out of the published contract (admin-check.spec.ts).
   */
  @Get('debug/admin-check')
  @ApiExcludeEndpoint()
  async adminCheck(@CurrentUser() user: SessionUser): Promise<AdminCheckDto> {
    return this.account.adminCheck(await this.account.get(user.id));
  }
}
