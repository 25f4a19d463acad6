import { BadRequestException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { EntityManager, Repository } from 'typeorm';
import { errorWithCode } from '../../common/http-exception.filter';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { QueueService } from '../../infrastructure/queue/queue.service';
import { TooManyAttemptsException } from '../../throttling/too-many-attempts.exception';
import { MailService, MailTemplate, OutboxService } from '../notifications';
import { AccountMailJob, AUTH_ERROR_CODES, UserRole, VerificationCodeType } from './auth.constants';
import { type AccountVerificationMethod, AccountVerified } from './auth.events';
import {
  accountExistsMail,
  adminSetupCodeMail,
  CodeMailData,
  passwordResetCodeMail,
  signInWarningMail,
  verificationCodeMail,
} from './auth.mails';
import { ResetPasswordDto, SignupDto, VerifyEmailDto } from './dto/credentials.dto';
import { UserEntity } from './entities/user.entity';
import { hashPassword, verifyPassword } from './passwords';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SessionService } from './session.service';
import { SIGN_IN_WARNING_EVERY_HOURS, SignInFailures } from './sign-in-failures.service';
import { TrustedDevices } from './trusted-devices';
import { VerificationCodesService } from './verification-codes.service';

export const INVALID_CODE_MESSAGE = 'Invalid or expired code';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A suspended account signing in, or a session its suspension ended (403 ACCOUNT_SUSPENDED). */
export const accountSuspended = () =>
  new ForbiddenException(
    errorWithCode('This account is suspended. Please contact support.', AUTH_ERROR_CODES.accountSuspended),
  );

/**
 * Sign-up, e-mail verification, sign-in and password reset. Answers never tell whether an address has
 * an account: what differs goes into the e-mail sent to that address.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly config: AppConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly codes: VerificationCodesService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly queue: QueueService,
    private readonly signInFailures: SignInFailures,
    private readonly devices: TrustedDevices,
    private readonly outbox: OutboxService,
    private readonly secondFactor: SecondFactorService,
    private readonly events: EventBus,
  ) {}

  private readonly logger = new Logger('Auth');

  /** admin when the address is in ADMIN_EMAILS, else customer (docs/modules/auth.md). */
  roleFor(email: string): UserRole {
    return this.config.adminEmails.has(email.toLowerCase()) ? 'admin' : 'customer';
  }

  /**
   * A new account, or a new code for an unverified one. A sign-up stores no password: the password that
   * protects an account is the one sent with the code (verifyEmail), chosen by whoever proved the mailbox,
   * so a stranger signing up with the address, before or after its owner, gains nothing, and signing in
   * with the address before it is verified is refused like any wrong password (nothing tells a pending
   * address from a registered one). Nor does a second sign-up change the account: the first names stand,
   * so a stranger cannot choose what the owner's code e-mail calls them. A verified address gets an
   * "already have an account" e-mail instead.
   */
  async signup(dto: SignupDto, referralCode: string | null = null): Promise<void> {
    // Concurrent sign-ups of one address: the unique e-mail index lets exactly one insert through. Only a new
    // account takes the referral code (as given: the referrals module ignores codes no client has).
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({
        email: dto.email,
        firstName: dto.firstName,
        lastName: dto.lastName,
        role: this.roleFor(dto.email),
        referredByCode: referralCode,
      })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.raw.length > 0) {
      await this.sendCode(dto.email, 'email_verification', verificationCodeMail, dto.firstName);
      return;
    }
    const existing = await this.users.findOneByOrFail({ email: dto.email });
    if (existing.emailVerified) {
      await this.mail.send(accountExistsMail, { firstName: existing.firstName }, existing);
      return;
    }
    await this.sendCode(dto.email, 'email_verification', verificationCodeMail, existing.firstName);
  }

  /** Verifies the address with its code, sets the password sent with it, and signs the account in. */
  async verifyEmail(dto: VerifyEmailDto, request: Request): Promise<UserEntity> {
    const password = await hashPassword(dto.password);
    let firstSignIn = false;
    const redeemed = await this.codes.redeem(dto.email, 'email_verification', dto.code, async (manager) => {
      firstSignIn = await this.verifyIn(manager, { email: dto.email }, { password }, 'email_code');
    });
    if (!redeemed) throw new BadRequestException(INVALID_CODE_MESSAGE);
    const user = await this.users.findOneByOrFail({ email: dto.email });
    this.assertNotSuspended(user);
    return this.completeSignIn(request, user, { firstSignIn });
  }

  /**
   * Applies `changes` to the account and marks its address verified, in `manager`'s transaction; the first
   * time (the account was not verified yet) publishes AccountVerified and answers true.
   */
  async verifyIn(
    manager: EntityManager,
    account: { email: string } | { id: string },
    changes: Partial<Pick<UserEntity, 'password' | 'firstName' | 'lastName'>>,
    method: AccountVerificationMethod,
  ): Promise<boolean> {
    const verified = { ...changes, emailVerified: true };
    const firstTime = await manager
      .createQueryBuilder()
      .update(UserEntity)
      .set(verified)
      .where({ ...account, emailVerified: false })
      .returning('id')
      .execute();
    const [user] = firstTime.raw as { id: string }[];
    if (user) {
      await this.events.publish(manager, AccountVerified, { userId: user.id, method });
      return true;
    }
    await manager.update(UserEntity, account, verified);
    return false;
  }

  /**
   * An e-mail caused by an address alone: only queued here, so the answer does the same work and takes
   * the same time whether or not the address has an account. The job (AccountMailProcessor) looks the
   * address up and decides.
   */
  async requestAccountMail(job: AccountMailJob, email: string): Promise<void> {
    await this.queue.add(QUEUES.accountMail, job, { email });
  }

  /** Job side of a resend: a new code for an unverified, unsuspended account; nothing otherwise. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user || user.emailVerified || user.isSuspended) return;
    await this.sendCode(email, 'email_verification', verificationCodeMail, user.firstName);
  }

  /**
   * passport-local's check: one answer and the same timing for an unknown address, an address not yet
   * verified and a wrong password, all counted towards the address's ceiling (SignInFailures). Past it,
   * no password is checked until the back-off allows, except from a browser that signed in to the
   * account before (TrustedDevices): strangers guessing from many addresses cannot lock the owner out.
   * Once the ceiling is reached the owner is warned (at most every SIGN_IN_WARNING_EVERY_HOURS); a
   * successful sign-in starts the count again.
   */
  async validateCredentials(email: string, password: string, request: Request): Promise<UserEntity> {
    const user = await this.users.findOneBy({ email });
    if (!user || !this.devices.isTrusted(request, user.id)) {
      const wait = await this.signInFailures.claimAttempt(email);
      if (wait > 0) throw new TooManyAttemptsException(wait);
    }
    const matches = await verifyPassword(user?.password, password);
    if (!user || !user.emailVerified || !matches) {
      const failures = await this.signInFailures.record(email);
      if (failures >= this.config.AUTH_SIGN_IN_CEILING) await this.queueSignInWarning(email);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    this.assertNotSuspended(user);
    await this.signInFailures.clear(this.users.manager, email);
    return user;
  }

  /** The warning is a courtesy: a queue that is down must not turn the answer into a 503. */
  private async queueSignInWarning(email: string): Promise<void> {
    try {
      await this.requestAccountMail('sign-in-warning', email);
    } catch (error) {
      this.logger.warn(`Sign-in warning not queued: ${(error as Error).message}`);
    }
  }

  /**
   * Job side of the warning: the owner of `email`, if the address has an account, is told that someone is
   * guessing its password, once per SIGN_IN_WARNING_EVERY_HOURS (a conditional update claims the turn, so
   * concurrent jobs send one).
   */
  async warnOfSignInGuessing(email: string): Promise<void> {
    await this.outbox.transaction(async (manager, send) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ signInWarnedAt: () => 'now()' })
        .where('email = :email AND NOT is_suspended', { email })
        .andWhere('(sign_in_warned_at IS NULL OR sign_in_warned_at <= now() - make_interval(hours => :hours))', {
          hours: SIGN_IN_WARNING_EVERY_HOURS,
        })
        .returning(['firstName'])
        .execute();
      const owner = claimed.raw[0] as { first_name: string | null } | undefined;
      if (owner) await send(this.mail.compose(signInWarningMail, { firstName: owner.first_name }, { email }));
    });
  }

  /**
   * Every sign-in ends here: the role is checked against ADMIN_EMAILS again, the session id renewed, and
   * the browser remembered as one that signed in to the account (TrustedDevices). `firstSignIn`: the
   * account's sign-up completes with this sign-in (its address proven now), so the portal greets a new client.
   */
  async completeSignIn(request: Request, user: UserEntity, { firstSignIn = false } = {}): Promise<UserEntity> {
    await this.syncRole(user);
    await this.sessions.signIn(request, user, firstSignIn);
    await this.secondFactor.beginSession(request, user);
    this.devices.remember(request, user.id);
    return user;
  }

  /**
   * Sets `user.role` from ADMIN_EMAILS as it is now, and the stored column with it when it lags (staff
   * lists and filters read the column). Called at sign-in and on every signed-in request, so an address
   * taken off the list loses its rights on its live sessions at once.
   */
  async syncRole(user: UserEntity): Promise<UserRole> {
    const role = this.roleFor(user.email);
    if (role !== user.role) {
      await this.users.update(user.id, { role });
      user.role = role;
    }
    return role;
  }

  /** Job side of "forgot password": a reset code for an unsuspended account; nothing otherwise. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user || user.isSuspended) return;
    await this.sendCode(email, 'password_reset', passwordResetCodeMail, user.firstName);
  }

  /**
   * Sets the new password (which also proves the address), forgets the wrong passwords tried against it
   * and ends every session of the account.
   */
  async resetPassword(dto: ResetPasswordDto, request: Request): Promise<void> {
    const password = await hashPassword(dto.newPassword);
    const redeemed = await this.codes.redeem(dto.email, 'password_reset', dto.code, async (manager) => {
      await this.verifyIn(manager, { email: dto.email }, { password }, 'password_reset');
      await this.signInFailures.clear(manager, dto.email);
    });
    if (!redeemed) throw new BadRequestException(INVALID_CODE_MESSAGE);
    const user = await this.users.findOneByOrFail({ email: dto.email });
    await this.sessions.endSessionsOf(user.id, request.sessionID);
  }

  /**
   * Job side of staff set-up: an ADMIN_EMAILS address without a password gets an account (if it has none) and a
   * code to set one with /reset-password. Other addresses get nothing, and the same answer.
   */
  async requestAdminSetup(email: string): Promise<void> {
    if (this.roleFor(email) !== 'admin') return;
    await this.users.createQueryBuilder().insert().values({ email, role: 'admin' }).orIgnore().execute();
    const user = await this.users.findOneByOrFail({ email });
    if (user.password || user.isSuspended) return;
    await this.sendCode(email, 'password_reset', adminSetupCodeMail);
  }

  private assertNotSuspended(user: UserEntity) {
    if (user.isSuspended) throw accountSuspended();
  }

  private async sendCode(
    email: string,
    type: VerificationCodeType,
    template: MailTemplate<CodeMailData>,
    firstName?: string | null,
  ) {
    const code = await this.codes.issue(email, type);
    await this.mail.send(template, { code, firstName }, { email });
  }
}
