import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config';
import { LogSmsDriver } from './drivers/log-sms.driver';
import { TwilioSmsDriver } from './drivers/twilio-sms.driver';
import { SmsDriver } from './sms-driver';

/** The SMS driver SMS_DRIVER names (AppConfig.smsDriver: twilio when its three variables are set). */
export function createSmsDriver(config: AppConfig): SmsDriver {
  switch (config.smsDriver) {
    case 'twilio':
      return new TwilioSmsDriver(
        config.TWILIO_ACCOUNT_SID!,
        config.TWILIO_AUTH_TOKEN!,
        config.TWILIO_FROM_NUMBER!,
        config.TWILIO_API_URL,
      );
    case 'log':
      return new LogSmsDriver(join(config.dataDir, 'sms'));
  }
}
