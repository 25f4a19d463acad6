import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app.config';
import { OutboxService, OutgoingMessage } from '../outbox/outbox.service';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { MailContext, MailTemplate } from './mail-template';

export interface MailRecipient {
  email: string;
  userId?: string | null;
}

/**
 * What every module calls to send e-mail: a template is rendered into an outbox message, which is
 * delivered with retries. Inside a business transaction, `compose` the message and `send` it through
 * `OutboxService.transaction`, so the e-mail exists exactly when the change does.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: UnsubscribeLinks,
    private readonly config: AppConfig,
  ) {}

  async send<T>(template: MailTemplate<T>, data: T, to: MailRecipient): Promise<void> {
    await this.outbox.send(this.compose(template, data, to));
  }

  /** The outbox message of `template` for `to`; marketing mail gets its unsubscribe link and headers. */
  compose<T>(template: MailTemplate<T>, data: T, to: MailRecipient): OutgoingMessage {
    const email = to.email.toLowerCase();
    const marketing = template.category === 'marketing';
    const context: MailContext = {
      publicUrl: this.config.PUBLIC_URL,
      unsubscribeUrl: marketing ? this.links.pageUrl(email) : undefined,
    };
    const rendered = template.render(data, context);
    if (marketing && !rendered.text.includes(context.unsubscribeUrl!)) {
      throw new Error(`Marketing template ${template.key} must show its unsubscribe link`);
    }
    const headers = marketing
      ? {
          'List-Unsubscribe': `<${this.links.oneClickUrl(email)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined;
    return {
      channel: 'email',
      category: template.category,
      template: template.key,
      recipient: email,
      userId: to.userId ?? null,
      containsSecret: template.containsSecret ?? false,
      payload: {
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        ...(headers ? { headers } : {}),
        ...(rendered.attachments?.length ? { attachments: rendered.attachments } : {}),
      },
    };
  }
}
