import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import { afterCommit } from '../../../database/after-commit';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { BackgroundDispatch } from '../../../infrastructure/queue/background-dispatch';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import type { MessageCategory, MessageChannel } from '../notifications.constants';
import { EmailPayload, OutboxMessageEntity, SmsPayload } from './outbox-message.entity';

export interface OutgoingMessage {
  channel: MessageChannel;
  category: MessageCategory;
  template: string;
  recipient: string;
  payload: EmailPayload | SmsPayload;
  userId?: string | null;
  /** It carries a one-time code (see OutboxMessageEntity.containsSecret). */
  containsSecret?: boolean;
  /** Not before this moment (default: now). */
  availableAt?: Date;
}

/** A message written to the outbox, as dispatching needs it. */
export interface DueMessage {
  id: string;
  availableAt: Date;
}

/** The queue job of one outbox message. */
export interface OutboxJob {
  messageId: string;
}

/** Messages the sweep re-dispatches per run. */
const SWEEP_BATCH = 200;

/**
 * Writes messages to the outbox (in the caller's transaction when given one) and hands them to the queue
 * once committed. Handing over never fails the caller: with the queue down the message waits in the
 * database, and the periodic sweep dispatches whatever is pending and was not picked up.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly background = new BackgroundDispatch(this.logger);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
    private readonly config: AppConfig,
  ) {}

  /** The sweep runs in every process with scheduled work; the advisory lock makes each run single. */
  onApplicationBootstrap() {
    if (!this.config.SCHEDULER_ENABLED) return;
    this.background.sweepEvery(this.config.OUTBOX_SWEEP_SECONDS, () => this.sweep());
  }

  async onApplicationShutdown() {
    await this.background.stop();
  }

  /** Writes one message in `manager`'s transaction; the caller dispatches it after commit. */
  async add(manager: EntityManager, message: OutgoingMessage): Promise<DueMessage> {
    const availableAt = message.availableAt ?? new Date();
    const { identifiers } = await manager.insert(OutboxMessageEntity, {
      ...message,
      userId: message.userId ?? null,
      availableAt,
    });
    return { id: identifiers[0].id as string, availableAt };
  }

  /**
   * Writes one message in `manager`'s transaction (which must be open, e.g. an event subscriber's) and
   * dispatches it once that transaction commits. Answers the message's id.
   */
  async sendIn(manager: EntityManager, message: OutgoingMessage): Promise<string> {
    const added: DueMessage[] = [];
    afterCommit(manager, () => this.dispatchSoon(added));
    const due = await this.add(manager, message);
    added.push(due);
    return due.id;
  }

  /** Writes messages on their own and dispatches them. */
  async send(...messages: OutgoingMessage[]): Promise<void> {
    await this.transaction(async (_manager, send) => {
      for (const message of messages) await send(message);
    });
  }

  /**
   * Runs `work` in a transaction with a `send` that writes into it; what was sent is dispatched once
   * the transaction has committed (nothing is dispatched if it rolls back).
   */
  async transaction<T>(
    work: (manager: EntityManager, send: (message: OutgoingMessage) => Promise<string>) => Promise<T>,
  ): Promise<T> {
    const added: DueMessage[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (message) => {
        const due = await this.add(manager, message);
        added.push(due);
        return due.id;
      }),
    );
    this.dispatchSoon(added);
    return result;
  }

  /** Hands messages to the queue in the background; a failure only leaves them to the sweep. */
  dispatchSoon(messages: DueMessage[]): void {
    if (messages.length === 0) return;
    this.background.start(this.dispatch(messages), 'Dispatch deferred to the sweep');
  }

  /** Dispatches pending messages that are due and were never handed over, or were handed over long ago. */
  async sweep(): Promise<number> {
    const swept = await withAdvisoryLock(this.dataSource, 'outbox:sweep', { wait: false }, async () => {
      const stale = new Date(Date.now() - this.config.OUTBOX_REDISPATCH_MINUTES * 60_000);
      const now = new Date();
      const due = await this.dataSource.getRepository(OutboxMessageEntity).find({
        select: { id: true, availableAt: true },
        where: [
          { status: 'pending', availableAt: LessThanOrEqual(now), dispatchedAt: IsNull() },
          { status: 'pending', availableAt: LessThanOrEqual(now), dispatchedAt: LessThan(stale) },
          // A worker died holding its claim: the message goes back to the queue.
          { status: 'sending', lockedUntil: LessThan(now) },
        ],
        order: { availableAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      await this.dispatch(due);
      return due.length;
    });
    return swept ?? 0;
  }

  /** Staff's "resend": a failed (or any unsent) message goes out again with fresh attempts. */
  async resend(id: string): Promise<boolean> {
    const availableAt = new Date();
    const { affected } = await this.dataSource.getRepository(OutboxMessageEntity).update(
      // A one-time code is never resent: its code is blanked, and a new one is a click away for its owner.
      { id, status: In(['failed', 'cancelled', 'pending']), containsSecret: false },
      { status: 'pending', attempts: 0, lastError: null, availableAt },
    );
    if (!affected) return false;
    await this.dispatch([{ id, availableAt }], `${id}:resend:${Date.now()}`);
    return true;
  }

  /** Waits for background dispatches (tests). */
  async settled(): Promise<void> {
    await this.background.settled();
  }

  /** Queues each message (delayed until it is due), then marks them all handed over in one statement. */
  private async dispatch(messages: DueMessage[], jobIdOverride?: string): Promise<void> {
    if (messages.length === 0) return;
    for (const message of messages) {
      const delay = Math.max(0, message.availableAt.getTime() - Date.now());
      const job: OutboxJob = { messageId: message.id };
      // With Redis down this gives up after the queue's timeout; the sweep hands the message over later.
      await this.queue.add(QUEUES.outbox, 'deliver', job, { jobId: jobIdOverride ?? message.id, delay });
    }
    await this.dataSource
      .getRepository(OutboxMessageEntity)
      .update({ id: In(messages.map((message) => message.id)) }, { dispatchedAt: new Date() });
  }
}
