import { useId } from 'react';
import { CALENDAR_TEXT } from './booking-texts';
import { CALENDAR_WEEKDAYS, slotLabel } from './calendar-dates';

export const CALENDAR_SECTION_ID = 'calendar-section';

/** A date offered: its value (YYYY-MM-DD), the two lines of its option and its full name. */
export interface CalendarDay {
  value: string;
  weekday: string;
  day: string;
  full: string;
}

export interface CalendarPickerProps {
  title: string;
  /** The calendar section's heading level: under the page's h1 (2) or under a section's h2 (3). */
  headingLevel?: 2 | 3;
  /**
   * The dates offered (the next 14 weekdays from the visitor's today) and the visitor's time zone, named;
   * each null until known in the browser (the server knows neither the visitor's clock nor zone), with a
   * placeholder of the same size meanwhile so nothing moves.
   */
  days: readonly CalendarDay[] | null;
  timeZone: string | null;
  /** YYYY-MM-DD of the chosen date. */
  date: string | null;
  onDateChange: (date: string) => void;
  /** Slots of the chosen date, as ISO instants; undefined until they are known. */
  slots: readonly { start: string }[] | undefined;
  /** The federal holiday the chosen date is closed for, said beside "No available time slots". */
  closedFor?: string | null;
  slotsLoading: boolean;
  /** ISO start of the chosen slot. */
  time: string | null;
  onTimeChange: (start: string) => void;
  disabled?: boolean;
  /** What picking a new time costs (reschedule mode: the booking's reschedule terms), said before any date. */
  terms?: string | null;
}

/** Stands for a date until the visitor's dates are known: the same box, two blank lines. */
function DatePlaceholder() {
  return (
    <span className="calendar__date calendar__date--placeholder">
      <span className="calendar__weekday">{'\u00a0'}</span>
      <span className="calendar__day">{'\u00a0'}</span>
    </span>
  );
}

/**
 * The calendar section's dates and slots (docs/modules/bookings.md). Each is a group of native radio buttons:
 * one Tab stop per group, arrow keys inside, the chosen one announced as checked. A date's name is its
 * visible text ("Thu Nov 26", WCAG 2.5.3), its full name its description; times in the visitor's zone.
 */
export function CalendarPicker({
  title,
  headingLevel = 3,
  days,
  timeZone,
  date,
  onDateChange,
  slots,
  closedFor = null,
  slotsLoading,
  time,
  onTimeChange,
  disabled,
  terms = null,
}: CalendarPickerProps) {
  const titleId = `${CALENDAR_SECTION_ID}-title`;
  // Radio groups are by name within a form: unique per calendar.
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={CALENDAR_SECTION_ID} className="calendar" aria-labelledby={titleId}>
      <Heading id={titleId} className="calendar__title">
        {title}
      </Heading>
      {terms ? <p className="calendar__terms">{terms}</p> : null}
      <p className="calendar__note">
        Times are shown in your time zone: <span className="calendar__zone">{timeZone ?? '\u00a0'}</span>
      </p>
      {days ? (
        <div className="calendar__dates" role="radiogroup" aria-label="Available dates">
          {days.map((day) => {
            const chosen = day.value === date;
            const fullId = `${group}-${day.value}`;
            return (
              <label key={day.value} className={chosen ? 'calendar__date calendar__date--chosen' : 'calendar__date'}>
                <input
                  className="calendar__input"
                  type="radio"
                  name={`${group}-date`}
                  value={day.value}
                  checked={chosen}
                  aria-describedby={fullId}
                  disabled={disabled}
                  onChange={() => onDateChange(day.value)}
                />
                <span className="calendar__weekday">{day.weekday}</span>{' '}
                <span className="calendar__day">{day.day}</span>
                <span id={fullId} hidden>
                  {day.full}
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <div className="calendar__dates" aria-hidden="true">
          {Array.from({ length: CALENDAR_WEEKDAYS }, (_, index) => (
            <DatePlaceholder key={index} />
          ))}
        </div>
      )}
      {date ? (
        <div className="calendar__slots" aria-live="polite">
          {slotsLoading ? (
            <p className="calendar__status">
              <span className="spinner-inline" aria-hidden="true" />
              {CALENDAR_TEXT.loading}
            </p>
          ) : slots && slots.length > 0 ? (
            <div className="calendar__times" role="radiogroup" aria-label="Available times">
              {slots.map((slot) => {
                const chosen = slot.start === time;
                return (
                  <label
                    key={slot.start}
                    className={chosen ? 'calendar__time calendar__time--chosen' : 'calendar__time'}
                  >
                    <input
                      className="calendar__input"
                      type="radio"
                      name={`${group}-time`}
                      value={slot.start}
                      checked={chosen}
                      disabled={disabled}
                      onChange={() => onTimeChange(slot.start)}
                    />
                    {slotLabel(slot.start, date)}
                  </label>
                );
              })}
            </div>
          ) : (
            <div className="calendar__empty">
              <p>{CALENDAR_TEXT.noSlots}</p>
              {closedFor ? <p>{CALENDAR_TEXT.closedFor(closedFor)}</p> : null}
              <p>{CALENDAR_TEXT.pickAnother}</p>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
