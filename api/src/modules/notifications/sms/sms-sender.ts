import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeliveryError } from '../../../infrastructure/delivery-error';
import { JOB_ATTEMPTS } from '../../../infrastructure/queue/queue.constants';
import { SmsDriver } from '../../../infrastructure/sms/sms-driver';
import { SmsLogEntity } from '../entities/sms-log.entity';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { SmsAccounts } from './sms-accounts';
import { SmsOutboxPayload, SmsService } from './sms.service';

/**
 * Sends one text of the outbox through the configured driver and keeps its sms_logs row in step:
 * queued → sent (with the provider's id) or failed (with the reason), or blocked when the number
 * replied STOP (or the account withdrew its consent) after the text was written.
 */
@Injectable()
export class SmsSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly driver: SmsDriver,
    private readonly sms: SmsService,
    private readonly accounts: SmsAccounts,
  ) {}

  /** The send-time check (the latest word wins): true, and the log says blocked, when it must not go. */
  async isBlocked(message: OutboxMessageEntity): Promise<boolean> {
    const payload = message.payload as SmsOutboxPayload;
    const user = message.userId ? await this.accounts.find(this.dataSource.manager, message.userId) : null;
    const reason = await this.sms.blockReason(
      this.dataSource.manager,
      payload.consent ?? 'opt-in',
      message.recipient,
      user,
    );
    if (!reason) return false;
    await this.updateLog(message.id, { status: 'blocked', error: reason });
    return true;
  }

  async deliver(message: OutboxMessageEntity): Promise<{ providerMessageId: string }> {
    const payload = message.payload as SmsOutboxPayload;
    try {
      const { providerId } = await this.driver.deliver({
        template: message.template,
        to: message.recipient,
        body: payload.body,
        idempotencyKey: message.id,
      });
      await this.updateLog(message.id, { status: 'sent', providerId, error: null });
      return { providerMessageId: providerId };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      // The outbox's rule: a permanent refusal or the last attempt fails it; else it is retried (still queued).
      const final = (error instanceof DeliveryError && error.permanent) || message.attempts >= JOB_ATTEMPTS;
      await this.updateLog(message.id, final ? { status: 'failed', error: reason } : { error: reason });
      throw error;
    }
  }

  private async updateLog(outboxMessageId: string, change: Partial<SmsLogEntity>) {
    await this.dataSource.getRepository(SmsLogEntity).update({ outboxMessageId }, change);
  }
}
