import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { BotChecked } from '../../common/bot-challenge/bot-check.guard';
import { MessageDto } from '../../common/message.dto';
import { referralCodeFromCookie } from '../../common/referral-code';
import { AppConfig } from '../../config/app.config';
import { CODE_TTL_MINUTES, SIGN_IN_FAILURE_REASONS } from './auth.constants';
import { AuthService } from './auth.service';
import { EmailDto } from '../../common/email.dto';
import { LoginDto, ResetPasswordDto, SignupDto, VerifyEmailDto } from './dto/credentials.dto';
import { AuthProvidersDto, CurrentUserDto } from './dto/current-user.dto';
import { UserEntity } from './entities/user.entity';
import { LocalAuthGuard } from './local.strategy';
import { secondFactorOf } from './second-factor/second-factor.access';

/** The 503 of an operation that only queues its work. */
const QUEUE_UNAVAILABLE =
  'The queue (Redis) did not take the job within 2 s: nothing was queued; send the request again after Retry-After';

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
  @ApiOperation({
    summary: 'Sign-in methods offered besides e-mail and password',
    description:
      'Which buttons the sign-in page shows besides e-mail and password (Google when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set), and the reasons a browser sign-in can come back with (/auth?error=). Changes nothing.',
  })
  @ApiOkResponse({ type: AuthProvidersDto })
  getAuthProviders(): AuthProvidersDto {
    return { google: this.config.isGoogleSignInConfigured, signInFailureReasons: [...SIGN_IN_FAILURE_REASONS] };
  }

  @Post('signup')
  @BotChecked()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Create an account; a verification code is e-mailed',
    description:
      'Creates an unverified customer account and e-mails a 6-digit code to enter at POST /api/auth/verify-email with the password (the password is checked against the rules here, and stored only with the code); signing in waits for it. The answer is the same when the address already has an account (that address is e-mailed a note instead of a code), so it reveals nothing; signing up again before verifying sends a new code and changes nothing else (the first names stand).',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async signup(@Body() dto: SignupDto, @Req() request: Request): Promise<MessageDto> {
    await this.auth.signup(dto, dto.referralCode ?? referralCodeFromCookie(request.get('cookie')));
    return { message: 'Account created. Check your email for the 6-digit verification code.' };
  }

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Verify the e-mail address with its code, set the password sent with it, and sign in',
    description:
      'Checks the code e-mailed at sign-up; a right code marks the address verified, sets the password sent with it (in the same transaction: whoever proves the mailbox chooses the password, whatever an earlier sign-up of the address said), signs the caller in (a new session id, the session cookie is set) and answers the account. A wrong or expired code, or a password the sign-up rules refuse, is 400; a suspended account 403.',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(403, 'The account is suspended (code ACCOUNT_SUSPENDED)')
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() request: Request): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.auth.verifyEmail(dto, request), secondFactorOf(request), request.session);
  }

  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Send a new verification code (the previous one stops working)',
    description:
      'E-mails a new 6-digit verification code to an unverified account; the previous code stops working. The answer is the same whether or not the address has an account, so it tells nobody which addresses are registered.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(503, QUEUE_UNAVAILABLE)
  async resendVerification(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.requestAccountMail('verification', dto.email);
    return { message: CODE_SENT };
  }

  @Post('email-login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in with e-mail and password (a new session id is issued)',
    description:
      'Checks the password and starts a session: the session cookie is set with a new id (so an id planted before sign-in is useless), and a signed cookie marks the browser as one that signed in to the account. 401 for a wrong e-mail or password and for an address whose code was never entered (one answer for all three, so it tells no address apart); 403 with code ACCOUNT_SUSPENDED for a suspended account. Past AUTH_SIGN_IN_CEILING wrong passwords against one address (from every client together) attempts wait, exponentially longer (429 with Retry-After), except from a browser that signed in to the account before; the owner is e-mailed, at most once a day, that someone is guessing; a successful sign-in starts the count again. Staff addresses (ADMIN_EMAILS) are given the admin role here.',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(
    401,
    'Wrong e-mail or password, or an address not verified yet (one answer for all, so it tells no address apart)',
  )
  @ApiErrorResponse(403, 'The account is suspended (code ACCOUNT_SUSPENDED)')
  async emailLogin(@Body() _dto: LoginDto, @Req() request: Request): Promise<CurrentUserDto> {
    return CurrentUserDto.from(
      await this.auth.completeSignIn(request, request.user as UserEntity),
      secondFactorOf(request),
      request.session,
    );
  }

  @Post('request-password-reset')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'E-mail a password reset code (same answer whether or not the address has an account)',
    description:
      'E-mails a 6-digit reset code to the address if it has an account, to use with POST /api/auth/reset-password. The answer is the same either way. Rate-limited per address and per e-mail.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(503, QUEUE_UNAVAILABLE)
  async requestPasswordReset(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.requestAccountMail('password-reset', dto.email);
    return { message: CODE_SENT };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Set a new password with a reset code; every session of the account ends',
    description:
      'Sets a new password with the code of POST /api/auth/request-password-reset. Every session of the account ends, so a stolen session dies with the old password; the caller then signs in.',
  })
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
    description:
      'For an address in ADMIN_EMAILS whose staff account has no password yet: e-mails a code to choose one with POST /api/auth/reset-password. Any other address gets the same answer and no mail.',
    summary: 'Staff: e-mail a code to set the first password of an ADMIN_EMAILS address (then /reset-password)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(503, QUEUE_UNAVAILABLE)
  async requestAdminSetup(@Body() dto: EmailDto): Promise<MessageDto> {
    await this.auth.requestAccountMail('admin-setup', dto.email);
    return { message: 'If this address belongs to a staff account without a password, a code is on its way.' };
  }
}
