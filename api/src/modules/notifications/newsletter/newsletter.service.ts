import { ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EmailUnsubscribeEntity } from '../../content/entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../../content/entities/newsletter-subscriber.entity';
import { MailService } from '../mail/mail.service';
import { OutboxService } from '../outbox/outbox.service';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { newsletterWelcomeMail } from './newsletter.templates';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/**
 * Newsletter sign-ups and unsubscribes. E-mail addresses arrive normalised (trimmed, lower-cased) from
 * the DTOs. Every write is a single upsert on a unique index, so concurrent requests cannot duplicate
 * a row or send a second welcome.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
  ) {}

  /**
   * Subscribes `email` (or reactivates it), and lifts an earlier unsubscribe: the person opted in again.
   * The welcome e-mail is written in the same transaction, and only when the address was not already an
   * active subscriber.
   */
  async subscribe(email: string): Promise<SubscribeOutcome> {
    return this.outbox.transaction(async (manager, send) => {
      const lifted = await manager.delete(EmailUnsubscribeEntity, { email });
      // Inserts, or reactivates an inactive row; an active one is left alone and nothing is returned.
      const rows: unknown[] = await manager.query(
        `INSERT INTO newsletter_subscribers (email) VALUES ($1)
         ON CONFLICT (email) DO UPDATE SET is_active = true, subscribed_at = now(), updated_at = now()
         WHERE newsletter_subscribers.is_active = false
         RETURNING id`,
        [email],
      );
      if (rows.length === 0 && !lifted.affected) return 'already-subscribed';
      await send(this.mail.compose(newsletterWelcomeMail, {}, { email }));
      return 'subscribed';
    });
  }

  /**
   * Records that `email` wants no marketing e-mail (keeping an earlier reason unless a new one is given)
   * and deactivates its subscription. Unknown addresses are recorded too: the answer never tells whether
   * an address was known. Marketing messages already waiting in the outbox are suppressed at send time.
   * A `token`, when given, must be the address's own unsubscribe-link token.
   */
  async unsubscribe(email: string, reason?: string | null, token?: string): Promise<void> {
    if (token !== undefined && !this.links.isValid(email, token)) {
      throw new ForbiddenException('This unsubscribe link is not valid for that e-mail address');
    }
    await this.dataSource.transaction((manager) => this.record(manager, email, reason?.trim() || null));
  }

  /** RFC 8058 one-click: the signed link is the only proof needed. */
  async unsubscribeOneClick(email: string, token: string): Promise<void> {
    if (!this.links.isValid(email, token)) {
      throw new ForbiddenException('This unsubscribe link is not valid');
    }
    await this.dataSource.transaction((manager) => this.record(manager, email, null));
  }

  private async record(manager: EntityManager, email: string, reason: string | null): Promise<void> {
    await manager.query(
      `INSERT INTO email_unsubscribes (email, reason) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE
         SET reason = COALESCE(EXCLUDED.reason, email_unsubscribes.reason), unsubscribed_at = now()`,
      [email, reason],
    );
    await manager.update(NewsletterSubscriberEntity, { email, isActive: true }, { isActive: false });
  }
}
