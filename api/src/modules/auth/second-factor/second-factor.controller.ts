import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { AccountService } from '../account.service';
import { CurrentUserDto } from '../dto/current-user.dto';
import {
  PasskeyAuthenticationDto,
  PasskeyOptionsDto,
  PasskeyRegistrationDto,
  RecoveryCodeDto,
  RecoveryCodesDto,
  SecondFactorEnrolledDto,
  SecondFactorsDto,
  TotpCodeDto,
  TotpEnrolmentDto,
} from './dto/second-factor.dto';
import { PasskeysService } from './passkeys.service';
import { RecoveryCodesService } from './recovery-codes.service';
import { BeforeSecondFactor, SecondFactor, SecondFactorStatus } from './second-factor.access';
import { SecondFactorService, wrongSecondFactor } from './second-factor.service';
import { TotpService } from './totp.service';
import { personOf } from '../user-directory';

const PENDING_403 =
  'This session must verify its existing second factor first (code SECOND_FACTOR_REQUIRED), or is not signed in as this account';
const ATTEMPTS_429 =
  'SECOND_FACTOR_RATE_LIMIT_PER_ACCOUNT attempts on this account in 15 minutes, from every address together';

/**
 * The account's second factor: enrol an authenticator app or a passkey, verify one after signing in (staff
 * always, customers once they enrolled), recovery codes, and removal. The enrol and verify operations are
 * reachable by a session whose second factor is still pending; the others need one that passed it.
 */
@ApiTags('auth')
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly totp: TotpService,
    private readonly passkeys: PasskeysService,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly account: AccountService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in account's second factors",
    description:
      'The authenticator app (if any), the passkeys and how many recovery codes are left, for the security settings. Changes nothing.',
  })
  @ApiOkResponse({ type: SecondFactorsDto })
  async getSecondFactors(@CurrentUser() user: SessionUser): Promise<SecondFactorsDto> {
    return SecondFactorsDto.from(await this.secondFactor.list(user.id));
  }

  @Post('totp/setup')
  @HttpCode(200)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Start setting up an authenticator app: a new secret and its QR code',
    description:
      'Makes a new secret (kept encrypted, pending until its first code is entered with POST /api/auth/second-factor/totp/confirm; a pending one is replaced) and answers it as text, as an otpauth:// URI and as a QR code. Reachable before the second factor passed when the account has none yet (a staff account enrolling after sign-in).',
  })
  @ApiOkResponse({ type: TotpEnrolmentDto })
  @ApiErrorResponse(403, PENDING_403)
  @ApiErrorResponses(409)
  async startTotpEnrolment(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
  ): Promise<TotpEnrolmentDto> {
    this.secondFactor.assertMayEnrol(status);
    return this.totp.start(user);
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @BeforeSecondFactor()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Finish setting up the authenticator app with its first code',
    description:
      "Checks a code of the pending secret (this 30-second step, or the one before or after); a right one makes the app a second factor of the account, passes this session's second factor (with a new session id) and e-mails the owner. The account's first factor also answers its 10 recovery codes, shown this once, and signs its other sessions out. 400 for a wrong code.",
  })
  @ApiOkResponse({ type: SecondFactorEnrolledDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(403, PENDING_403)
  async confirmTotpEnrolment(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Body() dto: TotpCodeDto,
    @Req() request: Request,
  ): Promise<SecondFactorEnrolledDto> {
    this.secondFactor.assertMayEnrol(status);
    return this.secondFactor.enrol(request, user.id, 'An authenticator app', async (manager) => {
      if (!(await this.totp.confirm(manager, user.id, dto.code))) throw wrongSecondFactor('totp');
    });
  }

  @Delete('totp')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove the authenticator app',
    description:
      "Removes the account's authenticator app and e-mails the owner. Staff keep at least one second factor (409 for their last one); a customer's last factor takes the recovery codes with it. Needs a session that passed its second factor.",
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponse(403, PENDING_403)
  @ApiErrorResponses(404, 409)
  async removeTotp(@CurrentUser() user: SessionUser, @SecondFactor() status: SecondFactorStatus): Promise<void> {
    this.secondFactor.assertMayManage(status);
    await this.secondFactor.remove(user.id, user.role, async (manager) =>
      (await this.totp.remove(manager, user.id)) ? 'An authenticator app' : null,
    );
  }

  @Post('passkeys/registration-options')
  @HttpCode(200)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Start adding a passkey: WebAuthn creation options',
    description:
      "Options for navigator.credentials.create (startRegistration of @simplewebauthn/browser) for this site (PUBLIC_URL), excluding the account's passkeys; the challenge is kept in the session for 5 minutes and answers one response (POST /api/auth/second-factor/passkeys).",
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiErrorResponse(403, PENDING_403)
  async startPasskeyRegistration(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<PasskeyOptionsDto> {
    this.secondFactor.assertMayEnrol(status);
    const account = await this.account.get(user.id);
    const { name } = personOf(account);
    return { options: { ...(await this.passkeys.registrationOptions(request, { ...user, name })) } };
  }

  @Post('passkeys')
  @HttpCode(201)
  @BeforeSecondFactor()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Add a passkey with the browser’s answer to the registration options',
    description:
      "Verifies the authenticator's answer (challenge, origin and rpID of this site) and stores the passkey under the name given; passes this session's second factor (with a new session id) and e-mails the owner. The account's first factor also answers its 10 recovery codes, shown this once, and signs its other sessions out. 400 when the answer does not hold or its challenge expired; 409 for a passkey registered already.",
  })
  @ApiCreatedResponse({ type: SecondFactorEnrolledDto })
  @ApiErrorResponses(400, 409)
  @ApiErrorResponse(403, PENDING_403)
  async registerPasskey(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Body() dto: PasskeyRegistrationDto,
    @Req() request: Request,
  ): Promise<SecondFactorEnrolledDto> {
    this.secondFactor.assertMayEnrol(status);
    const passkey = await this.passkeys.verifyRegistration(request, dto.response);
    return this.secondFactor.enrol(request, user.id, `The passkey "${dto.name}"`, (manager) =>
      this.passkeys.add(manager, user.id, passkey, dto.name),
    );
  }

  @Delete('passkeys/:id')
  @HttpCode(204)
  @ApiUuidParam("The passkey's id")
  @ApiOperation({
    summary: 'Remove a passkey',
    description:
      "Removes one of the account's passkeys and e-mails the owner. Staff keep at least one second factor (409 for their last one); a customer's last factor takes the recovery codes with it. Needs a session that passed its second factor.",
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponse(403, PENDING_403)
  @ApiErrorResponses(400, 404, 409)
  async removePasskey(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<void> {
    this.secondFactor.assertMayManage(status);
    await this.secondFactor.remove(user.id, user.role, async (manager) => {
      const name = await this.passkeys.remove(manager, user.id, id);
      return name === null ? null : `The passkey "${name}"`;
    });
  }

  @Post('totp/verify')
  @HttpCode(200)
  @BeforeSecondFactor()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Pass the second factor with a code of the authenticator app',
    description: `Checks a code of the account's authenticator app (this 30-second step, or the one before or after); each code is accepted once. A right one passes this session's second factor (with a new session id) and answers the account. 400 for a wrong or used code; 409 when the session has nothing to verify; 429 past ${ATTEMPTS_429}.`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400, 409)
  async verifyTotp(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Body() dto: TotpCodeDto,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    await this.secondFactor.verify(request, user.id, status, 'totp', () => this.totp.verify(user.id, dto.code));
    return this.currentUser(user, request);
  }

  @Post('passkeys/authentication-options')
  @HttpCode(200)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Start passing the second factor with a passkey: WebAuthn request options',
    description:
      "Options for navigator.credentials.get (startAuthentication of @simplewebauthn/browser) listing the account's passkeys; the challenge is kept in the session for 5 minutes and answers one response (POST /api/auth/second-factor/passkeys/verify). 409 when the session has nothing to verify or the account has no passkey.",
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiErrorResponses(409)
  async startPasskeyVerification(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Req() request: Request,
  ): Promise<PasskeyOptionsDto> {
    this.secondFactor.assertVerifying(status);
    return { options: { ...(await this.passkeys.authenticationOptions(request, user.id)) } };
  }

  @Post('passkeys/verify')
  @HttpCode(200)
  @BeforeSecondFactor()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Pass the second factor with the browser’s answer to the authentication options',
    description: `Verifies the passkey's signature over the session's challenge (origin and rpID of this site, the authenticator's counter moving forward). A valid one passes this session's second factor (with a new session id) and answers the account. 400 when it does not hold or its challenge expired; 409 when the session has nothing to verify; 429 past ${ATTEMPTS_429}.`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400, 409)
  async verifyPasskey(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Body() dto: PasskeyAuthenticationDto,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    await this.secondFactor.verify(request, user.id, status, 'passkey', () =>
      this.passkeys.verify(request, user.id, dto.response),
    );
    return this.currentUser(user, request);
  }

  @Post('recovery-codes/verify')
  @HttpCode(200)
  @BeforeSecondFactor()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Pass the second factor with a recovery code (each works once)',
    description: `Uses up one of the account's recovery codes (case, spaces and dashes do not matter), passes this session's second factor (with a new session id), e-mails the owner how many are left, and answers the account. 400 for a wrong or used code; 409 when the session has nothing to verify; 429 past ${ATTEMPTS_429}.`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiErrorResponses(400, 409)
  async verifyRecoveryCode(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
    @Body() dto: RecoveryCodeDto,
    @Req() request: Request,
  ): Promise<CurrentUserDto> {
    await this.secondFactor.verify(request, user.id, status, 'recovery-code', () =>
      this.recoveryCodes.redeem(user.id, dto.code),
    );
    return this.currentUser(user, request);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Make 10 new recovery codes (the earlier ones stop working)',
    description:
      'Replaces the recovery codes of an account that has a second factor, answers the new ones this once and e-mails the owner. Needs a session that passed its second factor. 409 when the account has no second factor.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrorResponse(403, PENDING_403)
  @ApiErrorResponses(409)
  async renewRecoveryCodes(
    @CurrentUser() user: SessionUser,
    @SecondFactor() status: SecondFactorStatus,
  ): Promise<RecoveryCodesDto> {
    this.secondFactor.assertMayManage(status);
    return { recoveryCodes: await this.secondFactor.renewRecoveryCodes(user.id) };
  }

  /** The account, its session past the second factor. */
  private async currentUser(user: SessionUser, request: Request): Promise<CurrentUserDto> {
    return CurrentUserDto.from(
      await this.account.get(user.id),
      { pending: null, verifyWith: [], passed: true },
      request.session,
    );
  }
}
