/** Names the visitor's time zone off the page's main thread (visitor-time-zone.ts, lib/off-main-thread.ts). */
import { timeZoneName } from './calendar-dates';

self.postMessage(timeZoneName());
