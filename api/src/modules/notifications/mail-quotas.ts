import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager } from 'typeorm';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { MailQuotaEntity } from './entities/mail-quota.entity';

/** The window of every mail quota: "a day", counted from the first e-mail of the window. */
export const MAIL_QUOTA_WINDOW_HOURS = 24;

/** What is counted (MailQuotaEntity.purpose). */
export type MailQuotaPurpose = 'lead-acknowledgement' | 'newsletter-confirmation';

/**
 * Per-recipient limits on e-mail that anyone can trigger for any address (acknowledgements of the public
 * forms, newsletter confirmations): whatever the requests say and wherever they come from, one address
 * receives at most `limit` such e-mails in MAIL_QUOTA_WINDOW_HOURS. The count lives in the database and
 * moves in one upsert on the (purpose, recipient) key, so concurrent requests on any replica cannot
 * overspend it, and it rolls back with the caller's transaction.
 */
@Injectable()
export class MailQuotas {
  private readonly logger = new Logger('MailQuotas');

  constructor(private readonly dataSource: DataSource) {}

  /** Takes one e-mail of the quota in `manager`'s transaction: true when it may be sent, false when spent. */
  async take(manager: EntityManager, purpose: MailQuotaPurpose, recipient: string, limit: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO mail_quotas (purpose, recipient, window_started_at, used) VALUES ($1, $2, now(), 1)
       ON CONFLICT (purpose, recipient) DO UPDATE SET
         window_started_at = CASE WHEN ${EXPIRED} THEN now() ELSE mail_quotas.window_started_at END,
         used = CASE WHEN ${EXPIRED} THEN 1 ELSE mail_quotas.used + 1 END
       WHERE ${EXPIRED} OR mail_quotas.used < $3
       RETURNING used`,
      [purpose, recipient.toLowerCase(), limit],
    );
    return rows.length > 0;
  }

  /**
   * Deletes the quotas whose window has ended (the next e-mail would start a new one anyway), so the
   * table holds the last day's recipients rather than every address ever written; once across replicas.
   */
  @Cron(CronExpression.EVERY_HOUR, { name: 'mail-quota-cleanup' })
  async pruneExpired(): Promise<number | undefined> {
    const deleted = await withAdvisoryLock(this.dataSource, 'cron:mail-quota-cleanup', { wait: false }, async () => {
      const result = await this.dataSource.createQueryBuilder().delete().from(MailQuotaEntity).where(EXPIRED).execute();
      return result.affected ?? 0;
    });
    if (deleted) this.logger.log(`Deleted ${deleted} ended mail quota windows`);
    return deleted;
  }
}

const EXPIRED = `mail_quotas.window_started_at <= now() - interval '${MAIL_QUOTA_WINDOW_HOURS} hours'`;
