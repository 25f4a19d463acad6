import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DripLogEntity } from './entities/drip-log.entity';
import { OutboxService, OutgoingMessage } from './outbox/outbox.service';

/** What a drip or follow-up is about; (kind, entityType, entityId) is unique in drip_logs. */
export interface DripKey {
  kind: string;
  entityType: string;
  entityId: string;
  userId?: string | null;
  relatedInvoiceId?: string | null;
  relatedProjectId?: string | null;
}

/**
 * The one send-once helper of every drip and follow-up: the drip_logs row and the messages are written
 * in one transaction, and the unique key lets exactly one of two racing workers through.
 */
@Injectable()
export class DripService {
  constructor(private readonly outbox: OutboxService) {}

  /** Sends `compose()`'s messages unless this drip was already sent; answers whether it sent them. */
  sendOnce(key: DripKey, compose: () => OutgoingMessage[]): Promise<boolean> {
    return this.outbox.transaction((manager, send) => this.claimAndSend(manager, key, compose, send));
  }

  /**
   * As sendOnce, in `manager`'s open transaction (e.g. an event subscriber's): the claim and the messages
   * commit with the caller's work, or roll back with it.
   */
  sendOnceIn(manager: EntityManager, key: DripKey, compose: () => OutgoingMessage[]): Promise<boolean> {
    return this.claimAndSend(manager, key, compose, (message) => this.outbox.sendIn(manager, message));
  }

  private async claimAndSend(
    manager: EntityManager,
    key: DripKey,
    compose: () => OutgoingMessage[],
    send: (message: OutgoingMessage) => Promise<string>,
  ): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .insert()
      .into(DripLogEntity)
      // A copy: TypeORM writes the generated id into the object it inserts.
      .values({ ...key })
      .orIgnore()
      .returning('id')
      .execute();
    if ((claimed.raw as unknown[]).length === 0) return false;
    for (const message of compose()) await send(message);
    return true;
  }
}
