import { DateTime } from 'luxon';

/** A date and time for people, in the given time zone and labelled with it. */
export function formatInZone(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US');
  return `${local.toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ")} (${timeZone})`;
}
