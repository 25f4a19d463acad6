/** A file sent with an e-mail: text (an .ics invitation) or binary carried as base64 (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  /** MIME type with parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The text itself, or with `encoding: 'base64'` the bytes in base64 (the outbox payload is JSON). */
  content: string;
  encoding?: 'base64';
}

/** One e-mail, as every driver receives it. */
export interface MailMessage {
  /** The template that rendered it (e.g. auth.verification-code): what logs name instead of its text. */
  template: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The outbox message id: the same for every attempt at this message. */
  idempotencyKey: string;
}

export interface MailDelivery {
  /** The provider's id for the message (the file name for the log driver). */
  messageId: string;
}

/**
 * Delivers one message now; the driver is chosen by MAIL_DRIVER (mail.factory.ts). A refusal is thrown as a
 * DeliveryError (permanent or not); any other error counts as temporary.
 */
export abstract class MailDriver {
  abstract deliver(message: MailMessage): Promise<MailDelivery>;
}
