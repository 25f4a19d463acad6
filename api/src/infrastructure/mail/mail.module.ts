import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { MailDriver } from './mail-driver';
import { createMailDriver } from './mail.factory';

/** Provides the configured MailDriver. */
@Module({
  providers: [{ provide: MailDriver, inject: [AppConfig], useFactory: createMailDriver }],
  exports: [MailDriver],
})
export class MailModule {}
