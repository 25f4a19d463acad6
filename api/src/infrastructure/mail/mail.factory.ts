import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config';
import { LogMailDriver } from './drivers/log-mail.driver';
import { MailDriver } from './mail-driver';

/** The driver's module, required only when it is selected: it loads its provider's SDK. */
type SendGridDriverModule = typeof import('./drivers/sendgrid-mail.driver');

/** The mail driver MAIL_DRIVER names (AppConfig.mailDriver: sendgrid when SENDGRID_API_KEY is set). */
export function createMailDriver(config: AppConfig): MailDriver {
  switch (config.mailDriver) {
    case 'sendgrid': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when selected (docs/performance.md)
      const { SendGridMailDriver } = require('./drivers/sendgrid-mail.driver') as SendGridDriverModule;
      return new SendGridMailDriver(config.SENDGRID_API_KEY!, config.SENDGRID_API_URL);
    }
    case 'log':
      return new LogMailDriver(join(config.dataDir, 'mail'));
  }
}
