import type { AppConfig } from '../../config/app.config';
import { CalendarDriver } from './calendar-driver';
import { GoogleFreeBusyDriver } from './drivers/google-free-busy.driver';
import { NoCalendarDriver } from './drivers/no-calendar.driver';

/** The calendar driver CALENDAR_DRIVER names (AppConfig.calendarDriver: google when GOOGLE_CALENDAR_* is set). */
export function createCalendarDriver(config: AppConfig): CalendarDriver {
  switch (config.calendarDriver) {
    case 'google':
      return new GoogleFreeBusyDriver({
        calendarId: config.GOOGLE_CALENDAR_ID!,
        clientEmail: config.GOOGLE_CALENDAR_CLIENT_EMAIL!,
        privateKey: config.GOOGLE_CALENDAR_PRIVATE_KEY!,
        apiUrl: config.GOOGLE_CALENDAR_API_URL,
        tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
      });
    case 'none':
      return new NoCalendarDriver();
  }
}
