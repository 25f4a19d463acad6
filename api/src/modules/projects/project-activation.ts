import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../infrastructure/events/domain-event';
import { EventBus } from '../../infrastructure/events/event-bus';
import { InvoicePaid, type InvoicePaidPayload } from '../billing';
import { ProjectEntity } from './entities/project.entity';

/**
 * Work starts when billing says the deposit is paid (docs/modules/projects.md): a project awaiting its
 * deposit becomes active once its deposit (or full) invoice is paid in full. Other invoices, part payments
 * and money that reached an invoice already paid change nothing.
 */
@Injectable()
export class ProjectActivation implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit() {
    this.events.subscribe(InvoicePaid, 'projects.activate-on-deposit', (event, manager) =>
      this.activate(event, manager),
    );
  }

  private async activate({ payload, occurredAt }: DomainEvent<InvoicePaidPayload>, manager: EntityManager) {
    if (payload.invoiceStatus !== 'paid' || payload.previousStatus === 'paid' || !payload.projectId) return;
    await manager.update(
      ProjectEntity,
      { id: payload.projectId, depositInvoiceId: payload.invoiceId, status: 'awaiting_deposit' },
      { status: 'active', activatedAt: occurredAt },
    );
  }
}
