import type { MessageCategory } from '../notifications.constants';

/**
 * Who a text may go to. `opt-in`: only to an account that opted in to texts (smsOptIn) with a verified
 * number. `requested`: the person asked for this very text just now (a phone verification code), so it
 * goes without smsOptIn. Neither ever goes to a number that replied STOP.
 */
export type SmsConsent = 'opt-in' | 'requested';

/** A typed text message: its key (kept on sms_logs and the outbox row), its kind, and its body. */
export interface SmsTemplate<TData> {
  key: string;
  category: MessageCategory;
  consent: SmsConsent;
  /** It carries a one-time code (see OutboxMessageEntity.containsSecret); sms_logs keeps no copy of it. */
  containsSecret?: boolean;
  render(data: TData): string;
}

export const defineSmsTemplate = <TData>(template: SmsTemplate<TData>): SmsTemplate<TData> => template;
