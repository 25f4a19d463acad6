import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SmsOptoutEventEntity } from '../entities/sms-optout-event.entity';
import { SMS_HELP_KEYWORDS, SMS_START_KEYWORDS, SMS_STOP_KEYWORDS, smsKeyword } from './sms.constants';
import { WebhookEvents } from '../webhooks/webhook-events';
import { toE164 } from '../../../common/phone-numbers';
import { SmsAccounts } from './sms-accounts';

export type InboundKind = 'stop' | 'start' | 'help' | 'other';

/**
 * The phone's own word on texts. A number is opted out when its latest keyword is a STOP word; START
 * lifts that. STOP also turns smsOptIn off on every account with that number. START turns it back on
 * for them: texting START is the phone's owner asking for our texts again, which is the consent
 * smsOptIn records (and what Twilio does on its side); the profile switch turns them off again.
 */
@Injectable()
export class SmsOptouts {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly dataSource: DataSource,
    private readonly webhookEvents: WebhookEvents,
    private readonly accounts: SmsAccounts,
  ) {}

  /** Whether `e164` replied STOP (and no START since). */
  async isOptedOut(e164: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const latest = await manager.findOne(SmsOptoutEventEntity, {
      where: { toNumber: e164 },
      order: { createdAt: 'DESC' },
    });
    return latest !== null && SMS_STOP_KEYWORDS.includes(latest.keyword);
  }

  /**
   * Records an inbound text's keyword from `from` and applies it; says what kind it was. A text whose
   * `messageSid` was already received (a replayed request: Twilio's signature carries no time) changes nothing.
   */
  async handleInbound(messageSid: string, from: string, body: string): Promise<InboundKind> {
    const keyword = smsKeyword(body);
    const kind: InboundKind = SMS_STOP_KEYWORDS.includes(keyword)
      ? 'stop'
      : SMS_START_KEYWORDS.includes(keyword)
        ? 'start'
        : SMS_HELP_KEYWORDS.includes(keyword)
          ? 'help'
          : 'other';
    const e164 = toE164(from);
    if (!e164 || kind === 'help' || kind === 'other') return kind;
    const applied = await this.dataSource.transaction(async (manager) => {
      if (!(await this.webhookEvents.recordOnce(manager, 'twilio', messageSid))) return false;
      const userIds = await this.accounts.withNumber(manager, e164);
      const events = userIds.length > 0 ? userIds : [null];
      await manager.insert(
        SmsOptoutEventEntity,
        events.map((userId) => ({ userId, toNumber: e164, keyword })),
      );
      await this.accounts.setOptIn(manager, userIds, kind === 'start');
      return true;
    });
    if (!applied) return kind;
    this.logger.log(`${keyword} from ${e164}: texts ${kind === 'stop' ? 'stopped' : 'allowed again'}`);
    return kind;
  }
}
