import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config';
import { LogMailDriver } from './drivers/log-mail.driver';
import { SendGridMailDriver } from './drivers/sendgrid-mail.driver';
import { MailDriver } from './mail-driver';

/** The mail driver MAIL_DRIVER names (AppConfig.mailDriver: sendgrid when SENDGRID_API_KEY is set). */
export function createMailDriver(config: AppConfig): MailDriver {
  switch (config.mailDriver) {
    case 'sendgrid':
      return new SendGridMailDriver(config.SENDGRID_API_KEY!, config.SENDGRID_API_URL);
    case 'log':
      return new LogMailDriver(join(config.dataDir, 'mail'));
  }
}
