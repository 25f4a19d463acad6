import type { AppConfig } from '../../../config/app.config';
import type { TimeRange } from './availability';

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

/** The driver for a configuration; an external free/busy driver (e.g. Google Calendar) is chosen here when added. */
export function createCalendarDriver(_config: AppConfig): CalendarDriver {
  return new BuiltInCalendarDriver();
}
