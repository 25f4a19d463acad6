import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { SmsDriver } from './sms-driver';
import { createSmsDriver } from './sms.factory';

/** Provides the configured SmsDriver. */
@Module({
  providers: [{ provide: SmsDriver, inject: [AppConfig], useFactory: createSmsDriver }],
  exports: [SmsDriver],
})
export class SmsModule {}
