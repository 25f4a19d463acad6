import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../config/app.config';
import { LogMailDriver } from './mail/log-mail.driver';
import { MailProcessor } from './mail/mail.processor';
import { MailService } from './mail/mail.service';
import { MailDriver } from './mail/mail.types';

@Module({
  providers: [
    {
      provide: MailDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LogMailDriver(join(config.dataDir, 'mail')),
    },
    MailProcessor,
    MailService,
  ],
  exports: [MailService],
})
export class NotificationsModule {}
