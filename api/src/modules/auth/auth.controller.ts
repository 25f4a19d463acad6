import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { MessageDto } from '../../common/message.dto';
import { AppConfig } from '../../config/app.config';
import { CODE_TTL_MINUTES } from './auth.constants';
import { AuthService } from './auth.service';
import { CodeDto, EmailDto, LoginDto, ResetPasswordDto, SignupDto } from './dto/credentials.dto';
import { AuthProvidersDto, CurrentUserDto } from './dto/current-user.dto';
import { UserEntity } from './entities/user.entity';
import { LocalAuthGuard } from './local.strategy';

const CODE_SENT = `If that address can receive a code, it is on its way. It expires in ${CODE_TTL_MINUTES} minutes.`;

/** Sign-up, verification, sign-in and password reset: public, and rate-limited per IP and per account. */
@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'Sign-in methods offered besides e-mail and password' })
  @ApiOkResponse({ type: AuthProvidersDto })
  getAuthProviders(): AuthProvidersDto {
    return { google: this.config.isGoogleSignInConfigured };
  }

  @Post('signup')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Create an account; a verification code is e-mailed' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async signup(@Body() dto: SignupDto): Promise<MessageDto> {
    await this.auth.signup(dto);
    return { message: 'Account created. Check your email for the 6-digit verification code.' };
  }

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Verify the e-mail address with its code, and sign in' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400, 403)
  async verifyEmail(@Body() dto: CodeDto, @Req() request: Request): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.auth.verifyEmail(dto, request));
  }

  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Send a new verification code (the previous one stops working)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async resendVerification(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.resendVerification(dto.email);
    return { message: CODE_SENT };
  }

  @Post('email-login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @ApiOperation({ summary: 'Sign in with e-mail and password (a new session id is issued)' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400, 401, 403)
  async emailLogin(@Body() _dto: LoginDto, @Req() request: Request): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.auth.completeSignIn(request, request.user as UserEntity));
  }

  @Post('request-password-reset')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'E-mail a password reset code (same answer whether or not the address has an account)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async requestPasswordReset(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.requestPasswordReset(dto.email);
    return { message: CODE_SENT };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Set a new password with a reset code; every session of the account ends' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() request: Request): Promise<MessageDto> {
    await this.auth.resetPassword(dto, request);
    return { message: 'Password reset. You can now log in with your new password.' };
  }

  @Post('admin-setup')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Staff: e-mail a code to set the first password of an ADMIN_EMAILS address (then /reset-password)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async requestAdminSetup(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.requestAdminSetup(dto.email);
    return { message: 'If this address belongs to a staff account without a password, a code is on its way.' };
  }
}
