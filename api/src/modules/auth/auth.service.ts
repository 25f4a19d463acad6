import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { errorWithCode } from '../../common/http-exception.filter';
import { AppConfig } from '../../config/app.config';
import { QUEUES } from '../../queue/queue.constants';
import { QueueService } from '../../queue/queue.service';
import { TooManyAttemptsException } from '../../throttling/too-many-attempts.exception';
import { MailService } from '../notifications/mail/mail.service';
import { MailTemplate } from '../notifications/mail/mail-template';
import { AccountMailJob, AUTH_ERROR_CODES, UserRole, VerificationCodeType } from './auth.constants';
import {
  accountExistsMail,
  adminSetupCodeMail,
  CodeMailData,
  passwordResetCodeMail,
  verificationCodeMail,
} from './auth.mails';
import { ResetPasswordDto, SignupDto, VerifyEmailDto } from './dto/credentials.dto';
import { UserEntity } from './entities/user.entity';
import { hashPassword, verifyPassword } from './passwords';
import { SessionService } from './session.service';
import { SignInFailures } from './sign-in-failures.service';
import { VerificationCodesService } from './verification-codes.service';

export const INVALID_CODE_MESSAGE = 'Invalid or expired code';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

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
  ) {}

  /** admin when the address is in ADMIN_EMAILS, else customer (SPEC.md section 6). */
  roleFor(email: string): UserRole {
    return this.config.adminEmails.has(email.toLowerCase()) ? 'admin' : 'customer';
  }

  /**
   * A new account, or a new code for an unverified one. A sign-up never replaces a stored password: the
   * password that protects an account is the one sent with the code (verifyEmail), chosen by whoever
   * proved the mailbox, so a stranger signing up with the address, before or after its owner, gains
   * nothing. A verified address gets an "already have an account" e-mail instead.
   */
  async signup(dto: SignupDto): Promise<void> {
    // Hashed on every path, so a new address and a pending one take the same time.
    const password = await hashPassword(dto.password);
    const names = { firstName: dto.firstName, lastName: dto.lastName };
    // Concurrent sign-ups of one address: the unique e-mail index lets exactly one insert through.
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({ email: dto.email, password, ...names, role: this.roleFor(dto.email) })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.raw.length === 0) {
      const updated = await this.users.update({ email: dto.email, emailVerified: false }, names);
      if (!updated.affected) {
        const existing = await this.users.findOneByOrFail({ email: dto.email });
        await this.mail.send(accountExistsMail, { firstName: existing.firstName }, existing);
        return;
      }
    }
    await this.sendCode(dto.email, 'email_verification', verificationCodeMail, dto.firstName);
  }

  /** Verifies the address with its code, sets the password sent with it, and signs the account in. */
  async verifyEmail(dto: VerifyEmailDto, request: Request): Promise<UserEntity> {
    const password = await hashPassword(dto.password);
    const redeemed = await this.codes.redeem(dto.email, 'email_verification', dto.code, async (manager) => {
      await manager.update(UserEntity, { email: dto.email }, { emailVerified: true, password });
    });
    if (!redeemed) throw new BadRequestException(INVALID_CODE_MESSAGE);
    const user = await this.users.findOneByOrFail({ email: dto.email });
    this.assertNotSuspended(user);
    return this.completeSignIn(request, user);
  }

  /**
   * A code e-mail asked for by address alone: only queued here, so the answer does the same work and
   * takes the same time whether or not the address has an account. The job (AccountMailProcessor) looks
   * the address up and decides.
   */
  async requestCodeMail(job: AccountMailJob, email: string): Promise<void> {
    await this.queue.add(QUEUES.accountMail, job, { email });
  }

  /** Job side of a resend: a new code for an unverified, unsuspended account; nothing otherwise. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user || user.emailVerified || user.isSuspended) return;
    await this.sendCode(email, 'email_verification', verificationCodeMail, user.firstName);
  }

  /**
   * passport-local's check: the same answer and timing for an unknown address and a wrong password, both
   * counted towards the address's ceiling (SignInFailures); past it, no password is checked until the
   * back-off allows.
   */
  async validateCredentials(email: string, password: string): Promise<UserEntity> {
    const wait = await this.signInFailures.claimAttempt(email);
    if (wait > 0) throw new TooManyAttemptsException(wait);
    const user = await this.users.findOneBy({ email });
    const matches = await verifyPassword(user?.password, password);
    if (!user || !matches) {
      await this.signInFailures.record(email);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    this.assertNotSuspended(user);
    if (!user.emailVerified) {
      throw new ForbiddenException(
        errorWithCode(
          'Please verify your email before signing in: enter the code we sent you, or ask for a new one.',
          AUTH_ERROR_CODES.emailNotVerified,
        ),
      );
    }
    return user;
  }

  /** Every sign-in ends here: the role is checked against ADMIN_EMAILS again and the session id renewed. */
  async completeSignIn(request: Request, user: UserEntity): Promise<UserEntity> {
    await this.syncRole(user);
    await this.sessions.signIn(request, user);
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
      await manager.update(UserEntity, { email: dto.email }, { password, emailVerified: true });
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
    if (user.isSuspended) {
      throw new ForbiddenException(
        errorWithCode('This account is suspended. Please contact support.', AUTH_ERROR_CODES.accountSuspended),
      );
    }
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
