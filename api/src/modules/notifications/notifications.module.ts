import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { MailModule } from '../../infrastructure/mail/mail.module';
import { SmsModule } from '../../infrastructure/sms/sms.module';
import { EmailUnsubscribeEntity } from './entities/email-unsubscribe.entity';
import { AdminNotificationsController } from './admin/admin-notifications.controller';
import { AdminNotificationsService } from './admin/admin-notifications.service';
import { DripService } from './drip.service';
import { DripLogEntity } from './entities/drip-log.entity';
import { MailQuotas } from './mail-quotas';
import { MailSender } from './mail/mail-sender';
import { MailService } from './mail/mail.service';
import { NewsletterController, UnsubscribeController } from './newsletter/newsletter.controller';
import { NewsletterLinks } from './newsletter/newsletter-links';
import { NewsletterService } from './newsletter/newsletter.service';
import { OutboxMessageEntity } from './outbox/outbox-message.entity';
import { OutboxProcessor } from './outbox/outbox.processor';
import { OutboxService } from './outbox/outbox.service';
import { SmsInboundController } from './sms/sms-inbound.controller';
import { SmsAccounts } from './sms/sms-accounts';
import { SmsOptouts } from './sms/sms-optouts.service';
import { SmsSender } from './sms/sms-sender';
import { SmsService } from './sms/sms.service';
import { StaffAlerts } from './staff-alerts.service';
import { UnsubscribeLinks } from './unsubscribe-links';
import { WebhookEvents } from './webhooks/webhook-events';

@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessageEntity, EmailUnsubscribeEntity, DripLogEntity]),
    MailModule,
    SmsModule,
  ],
  controllers: [AdminNotificationsController, NewsletterController, UnsubscribeController, SmsInboundController],
  providers: [
    AdminNotificationsService,
    Clock,
    DripService,
    MailQuotas,
    MailSender,
    MailService,
    NewsletterLinks,
    NewsletterService,
    OutboxProcessor,
    OutboxService,
    SmsAccounts,
    SmsOptouts,
    SmsSender,
    SmsService,
    StaffAlerts,
    UnsubscribeLinks,
    WebhookEvents,
  ],
  exports: [
    DripService,
    MailQuotas,
    MailService,
    OutboxService,
    SmsAccounts,
    SmsService,
    StaffAlerts,
    UnsubscribeLinks,
    WebhookEvents,
  ],
})
export class NotificationsModule {}
