import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config';
import { LogSmsDriver } from './drivers/log-sms.driver';
import { SmsDriver } from './sms-driver';

/** The driver's module, required only when it is selected: it loads its provider's SDK. */
type TwilioDriverModule = typeof import('./drivers/twilio-sms.driver');

/** The SMS driver SMS_DRIVER names (AppConfig.smsDriver: twilio when its three variables are set). */
export function createSmsDriver(config: AppConfig): SmsDriver {
  switch (config.smsDriver) {
    case 'twilio': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when selected (docs/performance.md)
      const { TwilioSmsDriver } = require('./drivers/twilio-sms.driver') as TwilioDriverModule;
      return new TwilioSmsDriver(
        config.TWILIO_ACCOUNT_SID!,
        config.TWILIO_AUTH_TOKEN!,
        config.TWILIO_FROM_NUMBER!,
        config.TWILIO_API_URL,
      );
    }
    case 'log':
      return new LogSmsDriver(join(config.dataDir, 'sms'));
  }
}
