import { useEffect, useMemo, useRef, useState } from 'react';
import { scrollToHash } from '../../../components/navigation';
import { useHydrated } from '../../../lib/hydration';
import { useAvailableSlots, useBookableDays, useCalendarConfigured } from '../booking-api';
import { calendarDateOf, closedReason, dateButtonParts } from './calendar-dates';
import { CALENDAR_SECTION_ID, CalendarPicker, type CalendarDay } from './CalendarPicker';
import { nameVisitorTimeZone } from './visitor-time-zone';

export interface CalendarSectionProps {
  title: string;
  /** The section's heading level (3 by default, under a section's h2). */
  headingLevel?: 2 | 3;
  date: string | null;
  time: string | null;
  onDateChange: (date: string) => void;
  onTimeChange: (start: string) => void;
  disabled?: boolean;
  /** Reschedule mode: what moving the booking costs, said above the dates. */
  terms?: string | null;
  /** Reschedule mode: bring the calendar into view once it appears. */
  scrollIntoView?: boolean;
}

/** The visitor's time zone, named, once `wanted` (worked out off the main thread: visitor-time-zone.ts). */
function useVisitorTimeZone(wanted: boolean): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void nameVisitorTimeZone().then((named) => current && setName(named));
    return () => {
      current = false;
    };
  }, [wanted]);
  return name;
}

/**
 * The optional calendar of the booking forms (docs/modules/bookings.md): shown only when the calendar
 * status says configured; the slots of a date are read only once it is chosen. The dates are the
 * business's window of today (GET /api/calendar/dates, closed dates shown disabled with their reason) and
 * the times are in the visitor's zone, so both are worked out once the app runs in the browser: a server-rendered page (which may be served from a
 * cache the next day) shows placeholders of the same size until then, and its first render in the
 * browser is the server's.
 */
export function CalendarSection({ scrollIntoView = false, ...picker }: CalendarSectionProps) {
  const configured = useCalendarConfigured();
  const slots = useAvailableSlots(configured ? picker.date : null);
  const hydrated = useHydrated();
  // Read once, and again only when the window moves at the business's midnight.
  const bookable = useBookableDays(configured && hydrated);
  const days = useMemo<CalendarDay[] | null>(
    () =>
      bookable?.map(({ date, state, reason }) => ({
        value: date,
        ...dateButtonParts(calendarDateOf(date)),
        closed: closedReason(state, reason),
      })) ?? null,
    [bookable],
  );
  const timeZone = useVisitorTimeZone(configured && hydrated);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!configured || !scrollIntoView || scrolled.current) return;
    scrolled.current = true;
    scrollToHash(CALENDAR_SECTION_ID);
  }, [configured, scrollIntoView]);

  if (!configured) return null;
  return (
    <CalendarPicker
      {...picker}
      days={days}
      timeZone={timeZone}
      slots={slots.data}
      closedFor={slots.closedFor}
      slotsLoading={slots.isLoading}
    />
  );
}
