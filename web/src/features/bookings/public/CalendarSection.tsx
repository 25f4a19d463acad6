import { useEffect, useMemo, useRef } from 'react';
import { scrollToHash } from '../../../components/navigation';
import { useAvailableSlots, useCalendarConfigured } from '../booking-api';
import { nextWeekdays } from './calendar-dates';
import { CALENDAR_SECTION_ID, CalendarPicker } from './CalendarPicker';

export interface CalendarSectionProps {
  title: string;
  date: string | null;
  time: string | null;
  onDateChange: (date: string) => void;
  onTimeChange: (start: string) => void;
  disabled?: boolean;
  /** Reschedule mode: bring the calendar into view once it appears. */
  scrollIntoView?: boolean;
}

/**
 * The optional calendar of the booking forms (SPEC.md section 2): shown only when the calendar
 * status says configured; the slots of a date are read only once it is chosen.
 */
export function CalendarSection({ scrollIntoView = false, ...picker }: CalendarSectionProps) {
  const configured = useCalendarConfigured();
  const slots = useAvailableSlots(configured ? picker.date : null);
  // Computed once per mount: the buttons do not move while the visitor is choosing.
  const days = useMemo(() => nextWeekdays(new Date()), []);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!configured || !scrollIntoView || scrolled.current) return;
    scrolled.current = true;
    scrollToHash(CALENDAR_SECTION_ID);
  }, [configured, scrollIntoView]);

  if (!configured) return null;
  return <CalendarPicker {...picker} days={days} slots={slots.data} slotsLoading={slots.isLoading} />;
}
