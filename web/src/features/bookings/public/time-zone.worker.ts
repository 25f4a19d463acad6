/**
 * Names the visitor's time zone off the page's main thread (visitor-time-zone.ts): a page's first use of
 * Intl loads its data, tens of milliseconds on a phone during which the page could not respond.
 */
import { timeZoneName } from './calendar-dates';

self.postMessage(timeZoneName());
