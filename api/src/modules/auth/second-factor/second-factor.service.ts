import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { errorWithCode } from '../../../common/http-exception.filter';
import { RequestValidationException } from '../../../common/validation';
import { MailService, MailTemplate, OutboxService } from '../../notifications';
import { UserRole } from '../auth.constants';
import { UserEntity } from '../entities/user.entity';
import { SessionService } from '../session.service';
import { PasskeyEntity } from './entities/passkey.entity';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { TotpAuthenticatorEntity } from './entities/totp-authenticator.entity';
import { RecoveryCodesService } from './recovery-codes.service';
import { SecondFactorAttempts } from './second-factor-attempts';
import { SecondFactorMethod, SecondFactorStatus } from './second-factor.access';
import {
  recoveryCodesRenewedMail,
  recoveryCodeUsedMail,
  SecondFactorMailData,
  secondFactorAddedMail,
  secondFactorRemovedMail,
  secondFactorResetMail,
} from './second-factor.mails';

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Please finish signing in with your second factor (authenticator app, passkey or recovery code) first.';

/** The 403 for everything but the second-factor operations while the session's factor is pending. */
export const pendingRefusal = (status: SecondFactorStatus) =>
  secondFactorRequired(
    status.pending === 'enrol'
      ? 'Staff accounts need a second factor: set up an authenticator app or a passkey to continue.'
      : SECOND_FACTOR_REQUIRED_MESSAGE,
  );

const WRONG: Record<SecondFactorMethod, { field: string; message: string }> = {
  totp: { field: 'code', message: 'That code is not right, or was used already. Please try again.' },
  passkey: { field: 'response', message: 'The passkey could not be verified. Please try again.' },
  'recovery-code': { field: 'code', message: 'That recovery code is not right, or was used already.' },
};

/** The 400 of a code or passkey answer that does not pass. */
export const wrongSecondFactor = (method: SecondFactorMethod) =>
  new RequestValidationException([WRONG[method]], WRONG[method].message);

/** What an account has enrolled, as its owner sees it. */
export interface SecondFactors {
  totp: { confirmedAt: Date; lastUsedAt: Date | null } | null;
  passkeys: Pick<PasskeyEntity, 'id' | 'name' | 'backedUp' | 'createdAt' | 'lastUsedAt'>[];
  recoveryCodesLeft: number;
}

/** The 403 of an operation the session may not reach before its second factor passed. */
export const secondFactorRequired = (message = SECOND_FACTOR_REQUIRED_MESSAGE) =>
  new ForbiddenException(errorWithCode(message, 'SECOND_FACTOR_REQUIRED'));

/**
 * The second factor of a session. Staff sessions must pass one, whatever signed them in (password or
 * Google), before reaching anything but this module and "who am I"; a staff account without one enrols
 * first. Customers choose: once they enrolled, their sign-ins ask for it too. Passing renews the session id.
 * Every change is e-mailed to the owner; a lost factor is reset by another staff member, never by e-mail.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectRepository(TotpAuthenticatorEntity) private readonly authenticators: Repository<TotpAuthenticatorEntity>,
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly sessions: SessionService,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly attempts: SecondFactorAttempts,
  ) {}

  /** Called by every sign-in, on its new session: notes whether the account asks for a second factor. */
  async beginSession(request: Request, user: UserEntity): Promise<SecondFactorStatus> {
    const methods = await this.methodsOf(user.id);
    request.session.secondFactorRequired = methods.length > 0;
    return (request.secondFactor = this.statusFrom(false, user.role, methods));
  }

  /**
   * Where the session stands. A passed session costs nothing; otherwise staff (whose role may have come
   * since sign-in, with ADMIN_EMAILS) and accounts that had a factor at sign-in are looked up.
   */
  async status(request: Request, role: UserRole, userId: string): Promise<SecondFactorStatus> {
    if (request.session.secondFactorPassedAt) return { pending: null, verifyWith: [], passed: true };
    if (role !== 'admin' && !request.session.secondFactorRequired)
      return { pending: null, verifyWith: [], passed: false };
    return this.statusFrom(false, role, await this.methodsOf(userId));
  }

  private statusFrom(passed: boolean, role: UserRole, methods: SecondFactorMethod[]): SecondFactorStatus {
    const canVerify = methods.some((method) => method !== 'recovery-code');
    if (passed) return { pending: null, verifyWith: [], passed };
    if (canVerify) return { pending: 'verify', verifyWith: methods, passed };
    return { pending: role === 'admin' ? 'enrol' : null, verifyWith: [], passed };
  }

  /** The ways `userId` can pass: an authenticator app, passkeys, recovery codes left. */
  private async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    const [row] = (await this.users.query(
      `SELECT EXISTS (SELECT 1 FROM totp_authenticators WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS totp,
              EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS passkey,
              EXISTS (SELECT 1 FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS "recovery-code"`,
      [userId],
    )) as Record<SecondFactorMethod, boolean>[];
    return (['totp', 'passkey', 'recovery-code'] as const).filter((method) => row[method]);
  }

  /** Adding a factor: any session of an account without one; a session that passed, once it has one. */
  assertMayEnrol(status: SecondFactorStatus): void {
    if (status.pending === 'verify') throw secondFactorRequired('Verify your second factor before adding another.');
  }

  /** Changing or removing factors: only a session that passed one (or of an account that has none). */
  assertMayManage(status: SecondFactorStatus): void {
    if (status.pending) throw secondFactorRequired();
  }

  /** Verifying: only while the session has a factor to verify. */
  assertVerifying(status: SecondFactorStatus): void {
    if (status.pending !== 'verify') throw new ConflictException('This session has no second factor to verify.');
  }

  /**
   * One verification attempt with `method`: counted against the account (SecondFactorAttempts) before
   * `check` runs; a passing check passes the session (a recovery code also e-mails the owner).
   */
  async verify(
    request: Request,
    userId: string,
    status: SecondFactorStatus,
    method: SecondFactorMethod,
    check: () => Promise<boolean>,
  ): Promise<void> {
    this.assertVerifying(status);
    if (!status.verifyWith.includes(method)) {
      throw new ConflictException('This account has no second factor of that kind.');
    }
    await this.attempts.count(userId);
    if (!(await check())) throw wrongSecondFactor(method);
    await this.pass(request);
    if (method === 'recovery-code') await this.recoveryCodeUsed(userId);
  }

  /**
   * Stores a new factor (`store`, in one transaction with its e-mail) and passes the session with it. The
   * account's first factor also brings its recovery codes (answered once, here) and signs its other
   * sessions out: they never proved it.
   */
  async enrol(
    request: Request,
    userId: string,
    factor: string,
    store: (manager: EntityManager) => Promise<void>,
  ): Promise<{ recoveryCodes: string[] | null }> {
    const { recoveryCodes, first } = await this.outbox.transaction(async (manager, send) => {
      await store(manager);
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      const factors = await this.countFactors(manager, userId);
      const unusedCodes = await manager.countBy(RecoveryCodeEntity, { userId, usedAt: IsNull() });
      const codes = unusedCodes === 0 ? await this.recoveryCodes.issue(manager, userId) : null;
      await send(this.compose(secondFactorAddedMail, user, factor));
      return { recoveryCodes: codes, first: factors === 1 };
    });
    await this.pass(request);
    if (first) await this.sessions.endSessionsOf(userId, request.sessionID);
    return { recoveryCodes };
  }

  /** The session passed its second factor: a new session id (the one seen before is worthless). */
  async pass(request: Request): Promise<void> {
    await this.sessions.renew(request, { secondFactorPassedAt: Date.now(), secondFactorRequired: true });
  }

  /** A recovery code signed the session in: the owner is told, with how many are left. */
  private async recoveryCodeUsed(userId: string): Promise<void> {
    const [user, left] = await Promise.all([
      this.users.findOneByOrFail({ id: userId }),
      this.recoveryCodes.remaining(userId),
    ]);
    await this.outbox.send(this.compose(recoveryCodeUsedMail, user, `${left} left`));
  }

  async list(userId: string): Promise<SecondFactors> {
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      this.authenticators.findOneBy({ userId }),
      this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.recoveryCodes.remaining(userId),
    ]);
    return {
      totp: totp?.confirmedAt ? { confirmedAt: totp.confirmedAt, lastUsedAt: totp.lastUsedAt } : null,
      passkeys,
      recoveryCodesLeft,
    };
  }

  /**
   * Removes one factor (`remove` answers what it removed, or null for nothing: 404). Staff keep at least
   * one; a customer's last one takes the recovery codes with it.
   */
  async remove(
    userId: string,
    role: UserRole,
    remove: (manager: EntityManager) => Promise<string | null>,
  ): Promise<void> {
    await this.outbox.transaction(async (manager, send) => {
      // Locks the account's row: two removals at once cannot both leave staff without a factor.
      const user = await manager.findOneOrFail(UserEntity, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      const removed = await remove(manager);
      if (!removed) throw new NotFoundException('No such second factor on your account.');
      const left = await this.countFactors(manager, userId);
      if (left === 0 && role === 'admin') {
        throw new ConflictException('Staff accounts keep a second factor: add another one before removing this one.');
      }
      if (left === 0) await manager.delete(RecoveryCodeEntity, { userId });
      await send(this.compose(secondFactorRemovedMail, user, removed));
    });
  }

  /** Ten new recovery codes (the earlier ones stop working), answered once. */
  async renewRecoveryCodes(userId: string): Promise<string[]> {
    return this.outbox.transaction(async (manager, send) => {
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      const factors = await this.countFactors(manager, userId);
      if (factors === 0) throw new ConflictException('Set up an authenticator app or a passkey first.');
      const codes = await this.recoveryCodes.issue(manager, userId);
      await send(this.compose(recoveryCodesRenewedMail, user, 'recovery codes'));
      return codes;
    });
  }

  /**
   * Staff recover a colleague (or customer) who lost their factor: every factor and recovery code of the
   * account goes, its sessions end, and the owner is e-mailed. Never one's own: a stolen staff session
   * must not turn the factor off.
   */
  async resetByStaff(targetId: string, actorId: string): Promise<void> {
    if (targetId === actorId) {
      throw new BadRequestException('You cannot reset your own second factor: ask another staff member.');
    }
    await this.outbox.transaction(async (manager, send) => {
      const user = await manager.findOneBy(UserEntity, { id: targetId });
      if (!user) throw new NotFoundException('No such user');
      await manager.delete(TotpAuthenticatorEntity, { userId: targetId });
      await manager.delete(PasskeyEntity, { userId: targetId });
      await manager.delete(RecoveryCodeEntity, { userId: targetId });
      await send(this.compose(secondFactorResetMail, user, 'every second factor'));
    });
    await this.sessions.endSessionsOf(targetId);
  }

  /** Authenticator apps and passkeys (recovery codes only back them up). */
  private async countFactors(manager: EntityManager, userId: string): Promise<number> {
    const [apps, passkeys] = [
      await manager.countBy(TotpAuthenticatorEntity, { userId, confirmedAt: Not(IsNull()) }),
      await manager.countBy(PasskeyEntity, { userId }),
    ];
    return apps + passkeys;
  }

  private compose(template: MailTemplate<SecondFactorMailData>, user: UserEntity, factor: string) {
    return this.mail.compose(template, { firstName: user.firstName, factor }, { email: user.email, userId: user.id });
  }
}
