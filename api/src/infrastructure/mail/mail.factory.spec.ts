import { loadConfig } from '../../config/app.config';
import { LogMailDriver } from './drivers/log-mail.driver';
import { SendGridMailDriver } from './drivers/sendgrid-mail.driver';
import { createMailDriver } from './mail.factory';

describe('the mail driver factory', () => {
  it('takes SendGrid when SENDGRID_API_KEY is set, else the log driver', () => {
    expect(createMailDriver(loadConfig({ SENDGRID_API_KEY: 'SG.key' }))).toBeInstanceOf(SendGridMailDriver);
    expect(createMailDriver(loadConfig({}))).toBeInstanceOf(LogMailDriver);
  });

  it('takes the driver MAIL_DRIVER names', () => {
    expect(createMailDriver(loadConfig({ SENDGRID_API_KEY: 'SG.key', MAIL_DRIVER: 'log' }))).toBeInstanceOf(
      LogMailDriver,
    );
    expect(createMailDriver(loadConfig({ SENDGRID_API_KEY: 'SG.key', MAIL_DRIVER: 'sendgrid' }))).toBeInstanceOf(
      SendGridMailDriver,
    );
  });

  it('refuses to start with MAIL_DRIVER=sendgrid and no SendGrid key', () => {
    expect(() => loadConfig({ MAIL_DRIVER: 'sendgrid' })).toThrow(
      'Invalid configuration: MAIL_DRIVER is sendgrid, but SENDGRID_API_KEY is not set: set it, ' +
        'or leave MAIL_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});
