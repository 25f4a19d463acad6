import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app.config';
import { EmailPayload, OutboxMessageEntity } from '../outbox/outbox-message.entity';
import { MailDriver } from '../../../infrastructure/mail/mail-driver';

/** Sends one e-mail of the outbox through the configured driver, from the site's sender. */
@Injectable()
export class MailSender {
  constructor(
    private readonly driver: MailDriver,
    private readonly config: AppConfig,
  ) {}

  async deliver(message: OutboxMessageEntity): Promise<{ providerMessageId: string }> {
    const payload = message.payload as EmailPayload;
    const { messageId } = await this.driver.deliver({
      ...payload,
      template: message.template,
      to: message.recipient,
      from: this.config.MAIL_FROM,
      replyTo: this.config.MAIL_REPLY_TO,
      idempotencyKey: message.id,
    });
    return { providerMessageId: messageId };
  }
}
