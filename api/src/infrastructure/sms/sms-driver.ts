/** One text message, as every driver receives it. */
export interface SmsMessage {
  /** The template that rendered it: what logs name instead of its text. */
  template: string;
  /** E.164 number. */
  to: string;
  body: string;
  /** The outbox message id: the same for every attempt at this message. */
  idempotencyKey: string;
}

export interface SmsDelivery {
  /** The provider's id for the message (the file name for the log driver). */
  providerId: string;
}

/**
 * Sends one text now; the driver is chosen by SMS_DRIVER (sms.factory.ts). A refusal is thrown as a
 * DeliveryError (permanent or not); any other error counts as temporary.
 */
export abstract class SmsDriver {
  abstract deliver(message: SmsMessage): Promise<SmsDelivery>;
}
