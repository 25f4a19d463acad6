import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app.config';
import { EmailUnsubscribeEntity } from '../content/entities/email-unsubscribe.entity';
import { AdminNotificationsController } from './admin/admin-notifications.controller';
import { AdminNotificationsService } from './admin/admin-notifications.service';
import { DripService } from './drip.service';
import { DripLogEntity } from './entities/drip-log.entity';
import { LogMailDriver } from './mail/log-mail.driver';
import { MailQuotas } from './mail-quotas';
import { MailSender } from './mail/mail-sender';
import { MailService } from './mail/mail.service';
import { MailDriver } from './mail/mail.types';
import { SendGridMailDriver } from './mail/sendgrid-mail.driver';
import { NewsletterController, UnsubscribeController } from './newsletter/newsletter.controller';
import { NewsletterLinks } from './newsletter/newsletter-links';
import { NewsletterService } from './newsletter/newsletter.service';
import { OutboxMessageEntity } from './outbox/outbox-message.entity';
import { OutboxProcessor } from './outbox/outbox.processor';
import { OutboxService } from './outbox/outbox.service';
import { LogSmsDriver } from './sms/log-sms.driver';
import { SmsInboundController } from './sms/sms-inbound.controller';
import { SmsOptouts } from './sms/sms-optouts.service';
import { SmsSender } from './sms/sms-sender';
import { SmsService } from './sms/sms.service';
import { SmsDriver } from './sms/sms.types';
import { TwilioSmsDriver } from './sms/twilio-sms.driver';
import { StaffAlerts } from './staff-alerts.service';
import { UnsubscribeLinks } from './unsubscribe-links';
import { WebhookEvents } from './webhooks/webhook-events';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity, EmailUnsubscribeEntity, DripLogEntity])],
  controllers: [AdminNotificationsController, NewsletterController, UnsubscribeController, SmsInboundController],
  providers: [
    {
      // The mail driver factory (DESIGN.md): SendGrid when configured, else the log driver.
      provide: MailDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.SENDGRID_API_KEY
          ? new SendGridMailDriver(config.SENDGRID_API_KEY, config.SENDGRID_API_URL)
          : new LogMailDriver(join(config.dataDir, 'mail')),
    },
    {
      // The SMS driver factory: Twilio when its three variables are set, else the log driver (DATA_DIR/sms).
      provide: SmsDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.isTwilioConfigured
          ? new TwilioSmsDriver(
              config.TWILIO_ACCOUNT_SID!,
              config.TWILIO_AUTH_TOKEN!,
              config.TWILIO_FROM_NUMBER!,
              config.TWILIO_API_URL,
            )
          : new LogSmsDriver(join(config.dataDir, 'sms')),
    },
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
    SmsService,
    StaffAlerts,
    UnsubscribeLinks,
    WebhookEvents,
  ],
})
export class NotificationsModule {}
