import type { TimeRange } from '../../../common/time-range';
import { CalendarDriver } from '../calendar-driver';

/** No external calendar: business hours and our own bookings only, always available, nothing to configure. */
export class NoCalendarDriver extends CalendarDriver {
  readonly name = 'none';
  busy(): Promise<TimeRange[]> {
    return Promise.resolve([]);
  }
}
