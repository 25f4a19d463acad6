import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import { AppConfig } from '../../config/app.config';
import { EmailUnsubscribeEntity } from '../content/entities/email-unsubscribe.entity';
import { DripService } from './drip.service';
import { DripLogEntity } from './entities/drip-log.entity';
import { LogMailDriver } from './mail/log-mail.driver';
import { MailSender } from './mail/mail-sender';
import { MailService } from './mail/mail.service';
import { MailDriver } from './mail/mail.types';
import { SendGridMailDriver } from './mail/sendgrid-mail.driver';
import { OutboxMessageEntity } from './outbox/outbox-message.entity';
import { OutboxProcessor } from './outbox/outbox.processor';
import { OutboxService } from './outbox/outbox.service';
import { StaffAlerts } from './staff-alerts.service';
import { UnsubscribeLinks } from './unsubscribe-links';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity, EmailUnsubscribeEntity, DripLogEntity])],
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
    DripService,
    MailSender,
    MailService,
    OutboxProcessor,
    OutboxService,
    StaffAlerts,
    UnsubscribeLinks,
  ],
  exports: [DripService, MailService, OutboxService, StaffAlerts, UnsubscribeLinks],
})
export class NotificationsModule {}
