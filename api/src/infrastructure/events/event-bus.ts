import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull, LessThan } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { afterCommit } from '../../database/after-commit';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { QUEUES } from '../queue/queue.constants';
import { BackgroundDispatch } from '../queue/background-dispatch';
import { QueueService } from '../queue/queue.service';
import type { EventHandler, EventPayload, EventType } from './domain-event';
import { DomainEventEntity } from './domain-event.entity';

/** The queue job of one event. */
export interface DomainEventJob {
  eventId: string;
}

/** A subscriber as the bus keeps it. */
export interface EventSubscriber {
  name: string;
  handle: EventHandler<EventPayload>;
}

/** Events the sweep hands over per run. */
const SWEEP_BATCH = 200;

/**
 * The domain events bus. A module publishes an event in the transaction that causes it (`publish`); the
 * event is handed to the queue once that transaction commits, and a worker on any replica runs each of its
 * subscribers once (DomainEventsProcessor). Modules subscribe at start-up (`subscribe`, from onModuleInit).
 * Handing over never fails the publisher: with the queue down, the periodic sweep hands over later what
 * was never picked up, as it does for the events of a process stopped between commit and hand-over.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly subscribers = new Map<string, EventSubscriber[]>();
  private readonly subscriberNames = new Set<string>();
  private readonly background = new BackgroundDispatch(this.logger);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Declares that `subscriber` (a name unique in the application, kept with each run: never rename it) runs
   * `handle` for every event of `type`, in its own transaction.
   */
  subscribe<P extends EventPayload>(type: EventType<P>, subscriber: string, handle: EventHandler<P>): void {
    if (this.subscriberNames.has(subscriber)) throw new Error(`Two event subscribers are named "${subscriber}"`);
    this.subscriberNames.add(subscriber);
    const list = this.subscribers.get(type.name) ?? [];
    list.push({ name: subscriber, handle: handle as EventHandler<EventPayload> });
    this.subscribers.set(type.name, list);
  }

  subscribersOf(name: string): readonly EventSubscriber[] {
    return this.subscribers.get(name) ?? [];
  }

  /**
   * Writes an event in `manager`'s transaction (which must be open) and hands it to the queue once that
   * transaction commits; a rollback leaves no event. Answers the event's id.
   */
  async publish<P extends EventPayload>(manager: EntityManager, type: EventType<P>, payload: P): Promise<string> {
    const id = randomUUID();
    afterCommit(manager, () => this.dispatchSoon([id]));
    await manager.insert(DomainEventEntity, { id, name: type.name, payload });
    return id;
  }

  /** The sweep runs in every process with scheduled work; the advisory lock makes each run single. */
  onApplicationBootstrap() {
    if (!this.config.SCHEDULER_ENABLED) return;
    this.background.sweepEvery(this.config.OUTBOX_SWEEP_SECONDS, () => this.sweep());
  }

  async onApplicationShutdown() {
    await this.background.stop();
  }

  /** Hands pending events to the queue that were never handed over, or were handed over long ago. */
  async sweep(): Promise<number> {
    const swept = await withAdvisoryLock(this.dataSource, 'events:sweep', { wait: false }, async () => {
      const stale = new Date(Date.now() - this.config.OUTBOX_REDISPATCH_MINUTES * 60_000);
      const due = await this.dataSource.getRepository(DomainEventEntity).find({
        select: { id: true },
        where: [
          { status: 'pending', dispatchedAt: IsNull() },
          { status: 'pending', dispatchedAt: LessThan(stale) },
        ],
        order: { occurredAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      await this.dispatch(due.map((event) => event.id));
      return due.length;
    });
    return swept ?? 0;
  }

  /** Hands events to the queue in the background; a failure only leaves them to the sweep. */
  private dispatchSoon(ids: string[]): void {
    this.background.start(this.dispatch(ids), 'Events left to the sweep');
  }

  /** Queues each event (its id is the job's: a job already queued is not added twice), then marks them. */
  private async dispatch(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const eventId of ids) {
      const job: DomainEventJob = { eventId };
      await this.queue.add(QUEUES.events, 'deliver', job, { jobId: eventId });
    }
    await this.dataSource.getRepository(DomainEventEntity).update({ id: In(ids) }, { dispatchedAt: new Date() });
  }
}
