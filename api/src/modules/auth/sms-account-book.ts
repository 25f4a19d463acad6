import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { nationalDigits, toE164 } from '../../common/phone-numbers';
import { SmsAccount, SmsAccountBook, SmsAccounts } from '../notifications';
import { UserEntity } from './entities/user.entity';

/** The accounts' side of texts (their numbers and consent), given to notifications at start-up. */
@Injectable()
export class SmsAccountBookOfUsers implements SmsAccountBook, OnModuleInit {
  constructor(private readonly accounts: SmsAccounts) {}

  onModuleInit() {
    this.accounts.provide(this);
  }

  find(manager: EntityManager, userId: string): Promise<SmsAccount | null> {
    return manager.findOne(UserEntity, {
      where: { id: userId },
      select: { id: true, phone: true, smsOptIn: true, phoneVerifiedAt: true },
    });
  }

  /**
   * Phones are stored in E.164, but for the few older ones no number could be read from (kept as typed): a
   * digits-suffix query narrows them, E.164 normalisation decides.
   */
  async withNumber(manager: EntityManager, e164: string): Promise<string[]> {
    const candidates = await manager
      .createQueryBuilder(UserEntity, 'user')
      .select(['user.id', 'user.phone'])
      .where('user.phone IS NOT NULL')
      .andWhere(`regexp_replace(user.phone, '[^0-9]', '', 'g') LIKE :suffix`, { suffix: `%${nationalDigits(e164)}` })
      .getMany();
    return candidates.filter((user) => toE164(user.phone) === e164).map((user) => user.id);
  }

  async setOptIn(manager: EntityManager, userIds: string[], smsOptIn: boolean): Promise<void> {
    if (userIds.length) await manager.update(UserEntity, { id: In(userIds) }, { smsOptIn });
  }
}
