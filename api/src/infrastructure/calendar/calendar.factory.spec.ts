import { loadConfig } from '../../config/app.config';
import { createCalendarDriver } from './calendar.factory';
import { GoogleFreeBusyDriver } from './drivers/google-free-busy.driver';
import { NoCalendarDriver } from './drivers/no-calendar.driver';

const GOOGLE = {
  GOOGLE_CALENDAR_ID: 'team@inspivision.test',
  GOOGLE_CALENDAR_CLIENT_EMAIL: 'booking@inspivision-test.iam.gserviceaccount.com',
  GOOGLE_CALENDAR_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----',
};

describe('the calendar driver factory', () => {
  it('takes Google free/busy when its three variables are set, else no external calendar', () => {
    expect(createCalendarDriver(loadConfig(GOOGLE))).toBeInstanceOf(GoogleFreeBusyDriver);
    expect(createCalendarDriver(loadConfig({ ...GOOGLE, GOOGLE_CALENDAR_ID: '' }))).toBeInstanceOf(NoCalendarDriver);
    expect(createCalendarDriver(loadConfig({}))).toBeInstanceOf(NoCalendarDriver);
  });

  it('takes the driver CALENDAR_DRIVER names', () => {
    expect(createCalendarDriver(loadConfig({ ...GOOGLE, CALENDAR_DRIVER: 'none' }))).toBeInstanceOf(NoCalendarDriver);
    expect(createCalendarDriver(loadConfig({ ...GOOGLE, CALENDAR_DRIVER: 'google' }))).toBeInstanceOf(
      GoogleFreeBusyDriver,
    );
  });

  it('refuses to start with CALENDAR_DRIVER=google, naming each Google variable missing', () => {
    expect(() => loadConfig({ CALENDAR_DRIVER: 'google' })).toThrow(
      'Invalid configuration: CALENDAR_DRIVER is google, but GOOGLE_CALENDAR_ID, GOOGLE_CALENDAR_CLIENT_EMAIL, ' +
        'and GOOGLE_CALENDAR_PRIVATE_KEY are not set: set them, or leave CALENDAR_DRIVER unset to use the driver ' +
        'that is configured. See .env.example.',
    );
  });
});
