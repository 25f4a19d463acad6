import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { SmsLogEntity } from '../entities/sms-log.entity';
import { SECRET_HIDDEN, SmsPayload } from '../outbox/outbox-message.entity';
import { OutboxService, OutgoingMessage } from '../outbox/outbox.service';
import { toE164 } from '../../../common/phone-numbers';
import { smsReachable } from './phone-numbers';
import { SmsConsent, SmsTemplate } from './sms-template';
import { SMS_STOP_FOOTER } from './sms.constants';
import { SmsAccount, SmsAccounts } from './sms-accounts';
import { SmsOptouts } from './sms-optouts.service';

/** What an SMS outbox message carries: its body, and whose consent it went out on (re-checked at send time). */
export interface SmsOutboxPayload extends SmsPayload {
  consent: SmsConsent;
}

export interface SmsRecipient {
  userId: string;
  /** The number to text (default: the account's phone); it must still be the account's number. */
  phone?: string;
}

/** queued: written to the outbox; blocked: refused (reason on sms_logs); no-phone: nothing to text. */
export type SmsOutcome =
  | { status: 'queued'; smsLogId: string; outboxMessageId: string }
  | { status: 'blocked'; smsLogId: string; reason: string }
  | { status: 'no-phone' };

/**
 * What every module calls to text an account: the template's body goes to the outbox and sms_logs
 * (queued) in one transaction, or is refused and logged as blocked when the number is outside the
 * provider's reach (SMS_COUNTRY_CALLING_CODES) or replied STOP, or when an `opt-in` text finds no smsOptIn or an
 * unverified number.
 */
@Injectable()
export class SmsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly optouts: SmsOptouts,
    private readonly accounts: SmsAccounts,
  ) {}

  send<T>(template: SmsTemplate<T>, data: T, to: SmsRecipient): Promise<SmsOutcome> {
    return this.outbox.transaction((manager, send) => this.sendIn(manager, send, template, data, to));
  }

  /** The same inside the caller's `OutboxService.transaction`. */
  async sendIn<T>(
    manager: EntityManager,
    send: (message: OutgoingMessage) => Promise<string>,
    template: SmsTemplate<T>,
    data: T,
    to: SmsRecipient,
  ): Promise<SmsOutcome> {
    const user = await this.accounts.find(manager, to.userId);
    if (!user) throw new Error(`No account ${to.userId} to text`);
    const toNumber = toE164(to.phone ?? user.phone);
    if (!toNumber || toNumber !== toE164(user.phone)) return { status: 'no-phone' };
    let body = template.render(data);
    if (template.category === 'marketing' && !body.includes(SMS_STOP_FOOTER)) body = `${body} ${SMS_STOP_FOOTER}`;
    const log = {
      userId: user.id,
      toNumber,
      templateKey: template.key,
      body: template.containsSecret ? SECRET_HIDDEN : body,
    };

    const reason = await this.blockReason(manager, template.consent, toNumber, user);
    if (reason) {
      const { identifiers } = await manager.insert(SmsLogEntity, { ...log, status: 'blocked', error: reason });
      return { status: 'blocked', smsLogId: identifiers[0].id as string, reason };
    }
    const payload: SmsOutboxPayload = { body, consent: template.consent };
    const outboxMessageId = await send({
      channel: 'sms',
      category: template.category,
      template: template.key,
      recipient: toNumber,
      userId: user.id,
      containsSecret: template.containsSecret ?? false,
      payload,
    });
    const { identifiers } = await manager.insert(SmsLogEntity, { ...log, status: 'queued', outboxMessageId });
    return { status: 'queued', smsLogId: identifiers[0].id as string, outboxMessageId };
  }

  /** Why a text may not go to `toNumber` of `user` now, or null. Also used at send time. */
  async blockReason(
    manager: EntityManager,
    consent: SmsConsent,
    toNumber: string,
    user: Pick<SmsAccount, 'smsOptIn' | 'phoneVerifiedAt'> | null,
  ): Promise<string | null> {
    if (!smsReachable(toNumber)) return 'Our SMS provider does not reach this country';
    if (await this.optouts.isOptedOut(toNumber, manager)) return 'The number replied STOP to our texts';
    if (consent === 'opt-in') {
      if (!user?.smsOptIn) return 'The account has not opted in to text messages';
      if (!user.phoneVerifiedAt) return 'The phone number is not verified';
    }
    return null;
  }
}
