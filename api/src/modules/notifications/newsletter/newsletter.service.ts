import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../../common/clock';
import { errorWithCode } from '../../../common/http-exception.filter';
import { AppConfig } from '../../../config/app.config';
import { EmailUnsubscribeEntity } from '../entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';
import { MailQuotas } from '../mail-quotas';
import { MailService } from '../mail/mail.service';
import { OutboxService } from '../outbox/outbox.service';
import { UnsubscribeLinks } from '../unsubscribe-links';
import { NewsletterLinks } from './newsletter-links';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter.templates';

/** What a sign-up did (the answer to the visitor is the same for all three). */
export type SubscribeOutcome = 'confirmation-sent' | 'confirmation-withheld' | 'already-subscribed';

/**
 * Newsletter sign-ups (double opt-in) and unsubscribes. E-mail addresses arrive normalised (trimmed,
 * lower-cased) from the DTOs. A sign-up only records a pending request and e-mails a confirmation link;
 * the click on that link subscribes the address, lifts an earlier unsubscribe and sends the welcome.
 * Every write is a single statement on a unique key, so concurrent requests cannot duplicate a row or
 * an e-mail.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    private readonly confirmations: NewsletterLinks,
    private readonly quotas: MailQuotas,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Records a pending sign-up for `email` (unless it is subscribed already) and e-mails it a confirmation
   * link, at most NEWSLETTER_CONFIRMATIONS_PER_DAY times a day however often it is signed up. Nothing is
   * activated, and an earlier unsubscribe stays, until the link is clicked.
   */
  async subscribe(email: string): Promise<SubscribeOutcome> {
    return this.outbox.transaction(async (manager, send) => {
      const pending: unknown[] = await manager.query(
        `INSERT INTO newsletter_subscribers (email, status) VALUES ($1, 'pending')
         ON CONFLICT (email) DO UPDATE SET status = 'pending', subscribed_at = now(), updated_at = now()
         WHERE newsletter_subscribers.status <> 'subscribed'
         RETURNING id`,
        [email],
      );
      if (pending.length === 0) return 'already-subscribed';
      const limit = this.config.NEWSLETTER_CONFIRMATIONS_PER_DAY;
      if (!(await this.quotas.take(manager, 'newsletter-confirmation', email, limit))) return 'confirmation-withheld';
      await send(
        this.mail.compose(
          newsletterConfirmationMail,
          { confirmUrl: this.confirmations.confirmUrl(email, this.clock.now()) },
          { email },
        ),
      );
      return 'confirmation-sent';
    });
  }

  /**
   * The click on a confirmation link: subscribes its address, lifts an earlier unsubscribe and sends the
   * welcome, once. A second click changes nothing; a link whose sign-up has since ended (the address
   * unsubscribed) is refused with 409.
   */
  async confirm(token: string): Promise<void> {
    const email = this.confirmations.verify(token, this.clock.now());
    await this.outbox.transaction(async (manager, send) => {
      const { affected } = await manager.update(
        NewsletterSubscriberEntity,
        { email, status: 'pending' },
        { status: 'subscribed', confirmedAt: () => 'now()' },
      );
      if (!affected) {
        if (await manager.existsBy(NewsletterSubscriberEntity, { email, status: 'subscribed' })) return;
        throw new ConflictException(
          errorWithCode(
            'This confirmation link is no longer valid. Subscribe again to get a new one.',
            'NEWSLETTER_NOT_PENDING',
          ),
        );
      }
      await manager.delete(EmailUnsubscribeEntity, { email });
      await send(this.mail.compose(newsletterWelcomeMail, {}, { email }));
    });
  }

  /**
   * Records that `email` wants no marketing e-mail (keeping an earlier reason unless a new one is given)
   * and ends its subscription or pending sign-up. Unknown addresses are recorded too: the answer never
   * tells whether an address was known. Marketing messages already waiting in the outbox are suppressed
   * at send time. A `token`, when given, must be the address's own unsubscribe-link token.
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
    await manager.update(
      NewsletterSubscriberEntity,
      { email, status: In(['pending', 'subscribed']) },
      { status: 'unsubscribed' },
    );
  }
}
