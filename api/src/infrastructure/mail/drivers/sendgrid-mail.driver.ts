import { Client } from '@sendgrid/client';
import { MailService as SendGridMailService } from '@sendgrid/mail';
import { DeliveryError } from '../../delivery-error';
import { MailDelivery, MailDriver, MailMessage } from '../mail-driver';

/** SendGrid through its official SDK (`@sendgrid/mail`); `apiUrl` lets tests point it at a local fake. */
export class SendGridMailDriver extends MailDriver {
  private readonly sendgrid = new SendGridMailService();

  constructor(apiKey: string, apiUrl: string) {
    super();
    const client = new Client();
    client.setApiKey(apiKey);
    client.setDefaultRequest('baseUrl', apiUrl);
    this.sendgrid.setClient(client);
  }

  async deliver(message: MailMessage): Promise<MailDelivery> {
    try {
      const [response] = await this.sendgrid.send({
        to: message.to,
        from: message.from,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map(({ filename, contentType, content, encoding }) => ({
          filename,
          type: contentType,
          // SendGrid takes every attachment in base64.
          content: encoding === 'base64' ? content : Buffer.from(content).toString('base64'),
          disposition: 'attachment',
        })),
        // Kept by SendGrid on the message and its events: ties every attempt to one outbox message.
        customArgs: { outbox_message_id: message.idempotencyKey },
      });
      const id = response.headers['x-message-id'];
      return { messageId: typeof id === 'string' && id ? id : message.idempotencyKey };
    } catch (error) {
      // The SDK's ResponseError (an HTTP answer) carries the status as `code` and the parsed body.
      const { code, response } = error as { code?: unknown; response?: { body?: unknown } };
      if (typeof code !== 'number') throw error;
      const body = response?.body as { errors?: { message?: string }[] } | undefined;
      const detail = body?.errors?.map((e) => e.message).join('; ') || (error as Error).message;
      throw DeliveryError.fromStatus(code, `SendGrid: ${detail}`);
    }
  }
}
