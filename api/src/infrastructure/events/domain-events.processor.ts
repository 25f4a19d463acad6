import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_ATTEMPTS, QUEUES } from '../queue/queue.constants';
import type { QueueJob } from '../queue/queue.service';
import type { DomainEvent, EventPayload } from './domain-event';
import { DomainEventHandlingEntity } from './domain-event-handling.entity';
import { DomainEventEntity } from './domain-event.entity';
import { DomainEventJob, EventBus, EventSubscriber } from './event-bus';

/**
 * Delivers one event to each of its subscribers, each in its own transaction that first records the run
 * (domain_event_handlings, unique per event and subscriber): a subscriber that ran is skipped by every later
 * delivery of the event, whoever makes it, and one that failed rolled its record back and runs again. A
 * failure of one subscriber does not hold the others; the job is retried with backoff for the failed ones,
 * and the event is marked failed after JOB_ATTEMPTS deliveries that left one failing.
 */
@Processor(QUEUES.events)
export class DomainEventsProcessor extends WorkerHost {
  private readonly logger = new Logger('Events');

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {
    super();
  }

  async process(job: QueueJob<DomainEventJob>): Promise<void> {
    const events = this.dataSource.getRepository(DomainEventEntity);
    const row = await events.findOneBy({ id: job.data.eventId, status: 'pending' });
    if (!row) return;
    const payload = row.payload as EventPayload;
    const event: DomainEvent = { id: row.id, name: row.name, payload, occurredAt: row.occurredAt };
    const failures: string[] = [];
    for (const subscriber of this.bus.subscribersOf(event.name)) {
      try {
        await this.runOnce(event, subscriber);
      } catch (error) {
        failures.push(`${subscriber.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length === 0) {
      await events.update(event.id, { status: 'delivered', deliveredAt: new Date(), lastError: null });
      return;
    }
    const reason = failures.join('\n').slice(0, 2000);
    const counted = await events
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1', lastError: reason })
      .where('id = :id', { id: event.id })
      .returning('attempts')
      .execute();
    const [{ attempts }] = counted.raw as { attempts: number }[];
    if (attempts >= JOB_ATTEMPTS) {
      await events.update(event.id, { status: 'failed' });
      this.logger.error(`${event.name} ${event.id} failed after ${attempts} deliveries: ${reason}`);
      return;
    }
    this.logger.warn(`${event.name} ${event.id}, delivery ${attempts}: ${reason}`);
    // Thrown, so the queue retries it with backoff.
    throw new Error(reason);
  }

  /** Runs the subscriber unless its run of this event is recorded (committed) already. */
  private runOnce(event: DomainEvent, subscriber: EventSubscriber): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(DomainEventHandlingEntity)
        .values({ eventId: event.id, subscriber: subscriber.name })
        .orIgnore()
        .returning('id')
        .execute();
      if ((recorded.raw as unknown[]).length === 0) return;
      await subscriber.handle(event, manager);
    });
  }

  /** A lost Redis connection (BullMQ worker): logged once per retry instead of printed as unhandled. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`Queue worker: ${error.message}`);
  }
}
