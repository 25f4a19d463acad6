import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeliveryError } from '../../../infrastructure/delivery-error';
import { JOB_ATTEMPTS, QUEUES } from '../../../infrastructure/queue/queue.constants';
import type { QueueJob } from '../../../infrastructure/queue/queue.service';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { MailSender } from '../mail/mail-sender';
import { SmsSender } from '../sms/sms-sender';
import { EmailPayload, OutboxMessageEntity, SECRET_HIDDEN, SmsPayload } from './outbox-message.entity';
import type { OutboxJob } from './outbox.service';

/** How long a worker's claim on a message lasts; past it, the sweep hands the message to another worker. */
const CLAIM_MS = 5 * 60_000;

/**
 * Delivers one outbox message. The message is claimed first (pending → sending, atomically), so a job
 * retried by the queue, dispatched twice by the sweep, or run by two workers sends it at most once.
 */
@Processor(QUEUES.outbox)
export class OutboxProcessor extends WorkerHost {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly sms: SmsSender,
  ) {
    super();
  }

  async process(job: QueueJob<OutboxJob>): Promise<void> {
    const message = await this.claim(job.data.messageId);
    if (!message) return;
    try {
      if (await this.isSuppressed(message)) {
        await this.finish(message, { status: 'suppressed' });
        return;
      }
      const { providerMessageId } = await this.deliver(message);
      await this.finish(message, { status: 'sent', providerMessageId, sentAt: new Date(), lastError: null });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const permanent = error instanceof DeliveryError && error.permanent;
      if (permanent || message.attempts >= JOB_ATTEMPTS) {
        await this.finish(message, { status: 'failed', lastError: reason });
        this.logger.error(`${message.channel} ${message.id} (${message.template}) failed: ${reason}`);
        return;
      }
      await this.dataSource
        .getRepository(OutboxMessageEntity)
        .update(message.id, { status: 'pending', lastError: reason, lockedUntil: null });
      // Thrown, so the queue retries it with backoff.
      throw error;
    }
  }

  /** Writes the final state; a message with a one-time code keeps no copy of it once it is done. */
  private finish(message: OutboxMessageEntity, changes: Partial<OutboxMessageEntity>) {
    const payload: EmailPayload | SmsPayload | undefined = !message.containsSecret
      ? undefined
      : message.channel === 'email'
        ? { subject: SECRET_HIDDEN, html: '', text: '' }
        : { body: SECRET_HIDDEN };
    return this.dataSource
      .getRepository(OutboxMessageEntity)
      .update(message.id, { ...changes, ...(payload ? { payload } : {}), lockedUntil: null });
  }

  /** A lost Redis connection (BullMQ worker): logged once per retry instead of printed as unhandled. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`Queue worker: ${error.message}`);
  }

  /** pending → sending with one more attempt, or nothing when another worker has it or it is done. */
  private async claim(id: string): Promise<OutboxMessageEntity | undefined> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessageEntity)
      .set({ status: 'sending', attempts: () => 'attempts + 1', lockedUntil: new Date(Date.now() + CLAIM_MS) })
      .where('id = :id', { id })
      .andWhere(`(status = 'pending' OR (status = 'sending' AND locked_until < now()))`)
      .andWhere('available_at <= now()')
      .returning('id')
      .execute();
    if ((rows.raw as unknown[]).length === 0) return undefined;
    return this.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ id });
  }

  /**
   * Marketing e-mail never reaches an address that unsubscribed, nor a text a number that replied STOP or
   * an account without consent (checked at send time, the latest word).
   */
  private async isSuppressed(message: OutboxMessageEntity): Promise<boolean> {
    if (message.channel === 'sms') return this.sms.isBlocked(message);
    if (message.channel !== 'email' || message.category !== 'marketing') return false;
    return this.dataSource.getRepository(EmailUnsubscribeEntity).existsBy({ email: message.recipient });
  }

  private deliver(message: OutboxMessageEntity): Promise<{ providerMessageId: string }> {
    switch (message.channel) {
      case 'email':
        return this.mail.deliver(message);
      case 'sms':
        return this.sms.deliver(message);
    }
  }
}
