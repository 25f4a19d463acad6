import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppSecret } from '../../config/app-secret';
import { isUniqueViolation } from '../../database/errors';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, VerificationCodeType } from './auth.constants';
import { VerificationCodeEntity } from './entities/verification-code.entity';

/**
 * Single-use codes sent by e-mail: 6 digits from a cryptographic generator, stored only as a keyed hash
 * bound to the address and the purpose, valid 10 minutes, dead after 5 wrong tries.
 */
@Injectable()
export class VerificationCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: AppSecret,
  ) {}

  /** A new code for `email` and `type`; the previous live one stops working. */
  async issue(email: string, type: VerificationCodeType): Promise<string> {
    const code = randomInt(0, 10 ** CODE_LENGTH)
      .toString()
      .padStart(CODE_LENGTH, '0');
    // Two requests at once: the loser of the unique live-code index voids the winner's code and tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.dataSource.transaction(async (manager) => {
          await manager.update(VerificationCodeEntity, { email, type, used: false }, { used: true });
          await manager.insert(VerificationCodeEntity, {
            email,
            type,
            codeHash: this.hashOf(email, type, code),
            expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
          });
        });
        return code;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * Uses up the live code when `code` is right and runs `unlock` in the same transaction, so what the
   * code grants is written with it. A wrong guess counts against the code (the fifth kills it) and is
   * kept even though the caller then refuses the request.
   */
  redeem(
    email: string,
    type: VerificationCodeType,
    code: string,
    unlock: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const live = await manager.findOne(VerificationCodeEntity, {
        where: { email, type, used: false },
        lock: { mode: 'pessimistic_write' },
      });
      if (!live) return false;
      if (live.expiresAt.getTime() <= Date.now()) {
        await manager.update(VerificationCodeEntity, live.id, { used: true });
        return false;
      }
      if (!this.secret.matches(this.purpose(email, type), code, live.codeHash)) {
        const attempts = live.attempts + 1;
        await manager.update(VerificationCodeEntity, live.id, { attempts, used: attempts >= CODE_MAX_ATTEMPTS });
        return false;
      }
      await manager.update(VerificationCodeEntity, live.id, { used: true });
      await unlock(manager);
      return true;
    });
  }

  private purpose(email: string, type: VerificationCodeType) {
    return `code:${type}:${email}`;
  }

  private hashOf(email: string, type: VerificationCodeType, code: string) {
    return this.secret.hash(this.purpose(email, type), code);
  }
}
