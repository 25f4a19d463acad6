import { timeZoneName } from './calendar-dates';
import TimeZoneWorker from './time-zone.worker?worker';

let named: Promise<string> | undefined;

/**
 * The visitor's time zone, named ("America/Chicago (CST)"), worked out once in a worker
 * (time-zone.worker.ts): the calendar shows it under "Times are shown in your time zone:". Where
 * workers are unavailable, worked out here.
 */
export function nameVisitorTimeZone(): Promise<string> {
  named ??= new Promise<string>((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve(timeZoneName());
      return;
    }
    try {
      const worker = new TimeZoneWorker();
      const done = (name: string) => {
        worker.terminate();
        resolve(name);
      };
      worker.onmessage = (event: MessageEvent<string>) => done(event.data);
      worker.onerror = () => done(timeZoneName());
    } catch {
      resolve(timeZoneName());
    }
  });
  return named;
}
