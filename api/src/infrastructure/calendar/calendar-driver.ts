import type { AppConfig } from '../../../config/app.config';
import type { TimeRange } from './availability';
import { GoogleFreeBusyDriver } from './google-free-busy.driver';

/**
 * Where busy times outside our own bookings come from (DESIGN.md: drivers with a factory). Our bookings'
 * holds are always subtracted by AvailabilityService; a driver adds an external calendar's busy ranges.
 */
export interface CalendarDriver {
  readonly name: string;
  /** Busy ranges overlapping `range`. */
  busy(range: TimeRange): Promise<TimeRange[]>;
}

export const CALENDAR_DRIVER = Symbol('CALENDAR_DRIVER');

/** Business hours and our own bookings only: always available, nothing to configure. */
export class BuiltInCalendarDriver implements CalendarDriver {
  readonly name = 'built-in';
  busy(): Promise<TimeRange[]> {
    return Promise.resolve([]);
  }
}

/** The driver for a configuration: Google Calendar free/busy when it is configured, else the built-in one. */
export function createCalendarDriver(config: AppConfig): CalendarDriver {
  if (!config.isGoogleCalendarConfigured) return new BuiltInCalendarDriver();
  return new GoogleFreeBusyDriver({
    calendarId: config.GOOGLE_CALENDAR_ID!,
    clientEmail: config.GOOGLE_CALENDAR_CLIENT_EMAIL!,
    privateKey: config.GOOGLE_CALENDAR_PRIVATE_KEY!,
    apiUrl: config.GOOGLE_CALENDAR_API_URL,
    tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
  });
}
