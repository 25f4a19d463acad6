import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { InvoiceEventActor, InvoiceEventKind } from '../billing.constants';
import { InvoiceEventEntity } from '../entities/invoice-event.entity';

export interface InvoiceEventDetails {
  actor: InvoiceEventActor;
  actorUserId?: string | null;
  amountCents?: number | null;
  note?: string | null;
}

/** Writes an invoice's timeline, always in the transaction of the change it records. */
@Injectable()
export class InvoiceTimeline {
  async record(
    manager: EntityManager,
    invoiceId: string,
    kind: InvoiceEventKind,
    details: InvoiceEventDetails,
  ): Promise<void> {
    await manager.insert(InvoiceEventEntity, {
      invoiceId,
      kind,
      actor: details.actor,
      actorUserId: details.actorUserId ?? null,
      amountCents: details.amountCents ?? null,
      note: details.note ?? null,
      // The moment of the event, not of its transaction (now()): events of one transaction keep their order.
      createdAt: () => 'clock_timestamp()',
    });
  }

  /** The timeline, oldest first. */
  list(manager: EntityManager, invoiceId: string): Promise<InvoiceEventEntity[]> {
    return manager.find(InvoiceEventEntity, {
      where: { invoiceId },
      order: { createdAt: 'ASC', sequence: 'ASC' },
    });
  }
}
