import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { AppSecret } from '../../../config/app-secret';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i, u). */
const ALPHABET = '23456789abcdefghjkmnpqrstvwxyz';
/** 16 characters of 30: 78 bits each, shown in groups of 4 (`7hq2-mx9c-...`). */
const CODE_CHARACTERS = 16;
const HASH_PURPOSE = 'recovery-code';

/** Case, spaces and dashes do not matter when a code is typed. */
const normalize = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Single-use recovery codes: made ten at a time (the earlier ones stop working), shown once, stored as keyed
 * hashes (APP_SECRET). A code is claimed by one conditional UPDATE, so two requests carrying it cannot both
 * pass.
 */
@Injectable()
export class RecoveryCodesService {
  constructor(
    @InjectRepository(RecoveryCodeEntity) private readonly codes: Repository<RecoveryCodeEntity>,
    private readonly secret: AppSecret,
  ) {}

  /** New codes for `userId` in `manager`'s transaction, replacing any earlier ones; returns them in clear. */
  async issue(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const characters = Array.from({ length: CODE_CHARACTERS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      return characters.match(/.{4}/g)!.join('-');
    });
    await manager.delete(RecoveryCodeEntity, { userId });
    await manager.insert(
      RecoveryCodeEntity,
      codes.map((code) => ({ userId, codeHash: this.secret.hash(HASH_PURPOSE, normalize(code)) })),
    );
    return codes;
  }

  /** Uses up `code` of `userId`; false when it is not one of theirs or was used already. */
  async redeem(userId: string, code: string): Promise<boolean> {
    const claimed = await this.codes
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', {
        userId,
        hash: this.secret.hash(HASH_PURPOSE, normalize(code)),
      })
      .execute();
    return claimed.affected === 1;
  }

  remaining(userId: string): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }
}
