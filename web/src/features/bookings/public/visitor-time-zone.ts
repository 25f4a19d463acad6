import { answerOffMainThread } from '../../../lib/off-main-thread';
import { timeZoneName } from './calendar-dates';
import TimeZoneWorker from './time-zone.worker?worker';

let named: Promise<string> | undefined;

/**
 * The visitor's time zone, named ("America/Chicago (CST)"), worked out once in a worker
 * (time-zone.worker.ts): the calendar shows it under "Times are shown in your time zone:".
 */
export function nameVisitorTimeZone(): Promise<string> {
  named ??= answerOffMainThread(() => new TimeZoneWorker(), timeZoneName);
  return named;
}
