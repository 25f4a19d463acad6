import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../../infrastructure/events/domain-event';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { UserEntity } from '../../auth';
import { InvoicePaid, type InvoicePaidPayload } from '../../billing';
import { DripService } from '../../notifications';
import { ProjectEntity } from '../../projects';
import { FeedbackRequests } from './feedback-requests';

/**
 * Asks for a testimonial once a project is paid for (docs/modules/content.md#testimonials): when billing says a
 * project's balance invoice is paid in full, its client gets the secure feedback link about the project, once
 * per project (a drip), never on a suspended account. The deposit and other invoices ask nothing.
 */
@Injectable()
export class FeedbackAfterBalance implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly drips: DripService,
    private readonly feedbackRequests: FeedbackRequests,
  ) {}

  onModuleInit() {
    this.events.subscribe(InvoicePaid, 'content.feedback-request-on-balance', (event, manager) =>
      this.request(event, manager),
    );
  }

  private async request({ payload }: DomainEvent<InvoicePaidPayload>, manager: EntityManager) {
    if (payload.invoiceStatus !== 'paid' || payload.previousStatus === 'paid') return;
    const project = await manager.findOneBy(ProjectEntity, { balanceInvoiceId: payload.invoiceId });
    if (!project?.userId) return;
    const client = await manager.findOneBy(UserEntity, { id: project.userId });
    if (!client || client.isSuspended) return;
    await this.drips.sendOnceIn(
      manager,
      {
        kind: 'project-testimonial-request',
        entityType: 'project',
        entityId: project.id,
        userId: client.id,
        relatedProjectId: project.id,
        relatedInvoiceId: payload.invoiceId,
      },
      () => [this.feedbackRequests.compose(client, { projectId: project.id }, project.title)],
    );
  }
}
