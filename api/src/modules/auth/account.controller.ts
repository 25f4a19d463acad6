import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentUser, Public, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { MessageDto } from '../../common/message.dto';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/credentials.dto';
import { AdminCheckDto, CurrentUserDto } from './dto/current-user.dto';
import { UpdateProfileDto } from './dto/profile.dto';
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
  @ApiOperation({ summary: 'The signed-in account (401 "Unauthorized" when anonymous)' })
  @ApiOkResponse({ type: CurrentUserDto })
  async getCurrentUser(@CurrentUser() user: SessionUser): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.get(user.id));
  }

  @Get('auth/profile')
  @ApiOperation({ summary: 'The profile of the signed-in account' })
  @ApiOkResponse({ type: CurrentUserDto })
  async getProfile(@CurrentUser() user: SessionUser): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.get(user.id));
  }

  @Patch('auth/profile')
  @ApiOperation({ summary: 'Change profile fields (names, phone, country, time zone, reminder and SMS choices)' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400)
  async updateProfile(@CurrentUser() user: SessionUser, @Body() dto: UpdateProfileDto): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.updateProfile(user.id, dto));
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Change the password (current password required); other sessions end' })
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
  @ApiOperation({ summary: 'Sign out: the session ends server-side and its cookie is cleared' })
  @ApiNoContentResponse()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.signOut(request, response);
  }

  @Get('debug/admin-check')
  @ApiOperation({
    summary: 'Staff only: whether the signed-in e-mail is in ADMIN_EMAILS, and its role (never the list)',
    description: 'Answers admins and ADMIN_EMAILS addresses; any other account gets 403.',
  })
  @ApiOkResponse({ type: AdminCheckDto })
  @ApiErrorResponses(403)
  async adminCheck(@CurrentUser() user: SessionUser): Promise<AdminCheckDto> {
    return this.account.adminCheck(await this.account.get(user.id));
  }
}
