import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { UserEntity } from '../../auth';
import { MailService, OutboxService } from '../../notifications';
import { EXPIRY_REMINDER_DAYS } from '../billing.constants';
import { formatCents, longDate } from '../formatting';
import { creditExpiryReminderMail } from './credit-expiry.mails';

const DAY_MS = 24 * 3_600_000;
/** Clients reminded per query; a run goes through every batch. */
const BATCH = 100;

/**
 * An available credit, unexpired, expiring within the reminder window, never reminded: neither itself nor the
 * credit it was split from (a part split off by a checkout and released keeps its parent's reminder).
 * Parameters: $1 now, $2 the window's end.
 */
const DUE_FOR_REMINDER = `credit.status = 'available'
  AND credit.expiry_reminded_at IS NULL
  AND credit.expires_at > $1 AND credit.expires_at <= $2
  AND NOT EXISTS (
    SELECT 1 FROM account_credits parent
     WHERE parent.id = credit.split_from_id AND parent.expiry_reminded_at IS NOT NULL
  )`;

export interface CreditExpiryRun {
  /** Credits marked expired. */
  expired: number;
  /** Reminder e-mails queued. */
  reminded: number;
}

/**
 * Account credits' dates, each hour under an advisory lock so that N replicas run each tick once
 * (docs/modules/billing.md#credit-expiry): available credits whose date passed become `expired` (what a client can
 * spend drops with them), and a client holding available credit that expires within EXPIRY_REMINDER_DAYS is
 * e-mailed once about it through the outbox. The reminder is claimed by a conditional update of
 * `expiry_reminded_at` in the transaction that queues the mail, so two runs (or replicas) send one.
 */
@Injectable()
export class CreditExpiry {
  private readonly logger = new Logger('CreditExpiry');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Answers what this run did (undefined when another replica holds the run). */
  @Cron(CronExpression.EVERY_HOUR, { name: 'credit-expiry' })
  async run(): Promise<CreditExpiryRun | undefined> {
    return withAdvisoryLock(this.dataSource, 'cron:credit-expiry', { wait: false }, async () => ({
      expired: await this.expire(),
      reminded: await this.remind(),
    }));
  }

  /**
   * Available credits past their date become expired. A reserved one is left to its checkout: released, it
   * becomes expired then (AccountCreditsService.release); spent, it was used in time.
   */
  private async expire(): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH expired AS (
         UPDATE account_credits SET status = 'expired', updated_at = now()
          WHERE status = 'available' AND expires_at <= $1
          RETURNING id
       ) SELECT id FROM expired`,
      [this.clock.now()],
    );
    return rows.length;
  }

  private async remind(): Promise<number> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
    let reminded = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const users: { user_id: string }[] = await this.dataSource.query(
        `SELECT DISTINCT credit.user_id
           FROM account_credits credit
           JOIN users client ON client.id = credit.user_id AND client.is_suspended = false
          WHERE ${DUE_FOR_REMINDER} AND credit.user_id > $3
          ORDER BY credit.user_id
          LIMIT ${BATCH}`,
        [now, until, after],
      );
      if (users.length === 0) return reminded;
      after = users[users.length - 1].user_id;
      for (const { user_id: userId } of users) {
        try {
          if (await this.remindOne(userId, now, until)) reminded += 1;
        } catch (error) {
          // One client's failure must not hold back the others; theirs is tried again next run.
          this.logger.error(`Credit expiry reminder of user ${userId} failed: ${(error as Error).message}`);
        }
      }
    }
  }

  /**
   * Claims the user's credits due for a reminder (the conditional update: a concurrent run finds them claimed
   * and sends nothing) and queues one e-mail about them, in one transaction.
   */
  private remindOne(userId: string, now: Date, until: Date): Promise<boolean> {
    return this.outbox.transaction(async (manager, send) => {
      const claimed: { amount_cents: number; expires_at: Date }[] = await manager.query(
        `WITH claimed AS (
           UPDATE account_credits credit SET expiry_reminded_at = $1
            WHERE credit.user_id = $3 AND ${DUE_FOR_REMINDER}
            RETURNING credit.amount_cents, credit.expires_at
         ) SELECT amount_cents, expires_at FROM claimed ORDER BY expires_at`,
        [now, until, userId],
      );
      if (claimed.length === 0) return false;
      const client = await manager.findOneBy(UserEntity, { id: userId });
      if (!client) return false;
      const zone = this.config.BUSINESS_TIME_ZONE;
      const credits = claimed.map((credit) => ({
        amount: formatCents(credit.amount_cents),
        expiresOn: longDate(new Date(credit.expires_at), zone),
      }));
      const total = formatCents(claimed.reduce((sum, credit) => sum + credit.amount_cents, 0));
      await send(
        this.mail.compose(
          creditExpiryReminderMail,
          { firstName: client.firstName, credits, total },
          { email: client.email, userId: client.id },
        ),
      );
      return true;
    });
  }
}
