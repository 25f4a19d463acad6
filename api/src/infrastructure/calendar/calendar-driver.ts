import type { CalendarDriverName } from '../../config/app.config';
import type { TimeRange } from '../../common/time-range';

/**
 * Where busy times outside our own bookings come from; chosen by CALENDAR_DRIVER (calendar.factory.ts). Our
 * bookings' holds are always subtracted by bookings' AvailabilityService; a driver adds an external calendar's
 * busy ranges.
 */
export abstract class CalendarDriver {
  abstract readonly name: CalendarDriverName;
  /** Busy ranges overlapping `range`. */
  abstract busy(range: TimeRange): Promise<TimeRange[]>;
}
