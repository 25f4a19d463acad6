/** One e-mail, as every driver receives it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface MailDelivery {
  /** The provider's id for the message (the file name for the log driver). */
  messageId: string;
}

/** Delivers one message now; the driver is chosen by configuration (DESIGN.md). */
export abstract class MailDriver {
  abstract deliver(message: MailMessage & { from: string }): Promise<MailDelivery>;
}
