import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** An account as texts see it: its number and its consent. */
export interface SmsAccount {
  id: string;
  /** As the account holder typed it. */
  phone: string | null;
  smsOptIn: boolean;
  phoneVerifiedAt: Date | null;
}

/** The accounts texts go to, kept by the module that owns accounts (auth), read and updated in our transaction. */
export interface SmsAccountBook {
  /** The account, or null when there is none with this id. */
  find(manager: EntityManager, userId: string): Promise<SmsAccount | null>;
  /** The ids of the accounts whose phone is `e164`. */
  withNumber(manager: EntityManager, e164: string): Promise<string[]>;
  /** Records the phone owner's word on those accounts: STOP turns smsOptIn off, START on. */
  setOptIn(manager: EntityManager, userIds: string[], smsOptIn: boolean): Promise<void>;
}

/**
 * Where notifications finds the account book: auth provides it at start-up, so notifications, below auth,
 * never imports auth's entities (docs/modules/notifications.md).
 */
@Injectable()
export class SmsAccounts implements SmsAccountBook {
  private book?: SmsAccountBook;

  /** Called once, from the owning module's onModuleInit. */
  provide(book: SmsAccountBook): void {
    this.book = book;
  }

  find(manager: EntityManager, userId: string): Promise<SmsAccount | null> {
    return this.current().find(manager, userId);
  }

  withNumber(manager: EntityManager, e164: string): Promise<string[]> {
    return this.current().withNumber(manager, e164);
  }

  setOptIn(manager: EntityManager, userIds: string[], smsOptIn: boolean): Promise<void> {
    return this.current().setOptIn(manager, userIds, smsOptIn);
  }

  private current(): SmsAccountBook {
    if (!this.book) throw new Error('No account book for texts: the auth module provides it at start-up');
    return this.book;
  }
}
