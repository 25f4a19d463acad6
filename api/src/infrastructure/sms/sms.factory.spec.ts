import { loadConfig } from '../../config/app.config';
import { LogSmsDriver } from './drivers/log-sms.driver';
import { TwilioSmsDriver } from './drivers/twilio-sms.driver';
import { createSmsDriver } from './sms.factory';

const TWILIO = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM_NUMBER: '+14045550100' };

describe('the SMS driver factory', () => {
  it('takes Twilio when its three variables are set, else the log driver', () => {
    expect(createSmsDriver(loadConfig(TWILIO))).toBeInstanceOf(TwilioSmsDriver);
    expect(createSmsDriver(loadConfig({ ...TWILIO, TWILIO_FROM_NUMBER: '' }))).toBeInstanceOf(LogSmsDriver);
    expect(createSmsDriver(loadConfig({}))).toBeInstanceOf(LogSmsDriver);
  });

  it('takes the driver SMS_DRIVER names', () => {
    expect(createSmsDriver(loadConfig({ ...TWILIO, SMS_DRIVER: 'log' }))).toBeInstanceOf(LogSmsDriver);
    expect(createSmsDriver(loadConfig({ ...TWILIO, SMS_DRIVER: 'twilio' }))).toBeInstanceOf(TwilioSmsDriver);
  });

  it('refuses to start with SMS_DRIVER=twilio, naming each Twilio variable missing', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      'Invalid configuration: SMS_DRIVER is twilio, but TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are not set: ' +
        'set them, or leave SMS_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});
