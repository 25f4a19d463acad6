import { useId, useState } from 'react';
import { CALENDAR_TEXT } from './booking-texts';
import { CALENDAR_WEEKDAYS, slotLabel } from './calendar-dates';

export const CALENDAR_SECTION_ID = 'calendar-section';

/**
 * A date offered: its value (YYYY-MM-DD), the two lines of its option, its full name and, when it cannot be
 * booked (a holiday, a day staff closed), why ("We're closed for Thanksgiving Day.").
 */
export interface CalendarDay {
  value: string;
  weekday: string;
  day: string;
  full: string;
  closed: string | null;
}

export interface CalendarPickerProps {
  title: string;
  /** The calendar section's heading level: under the page's h1 (2) or under a section's h2 (3). */
  headingLevel?: 2 | 3;
  /**
   * The dates offered (the business's next 14 weekdays) and the visitor's time zone, named;
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

interface DateOptionProps {
  day: CalendarDay;
  /** The calendar's radio group name (unique per calendar). */
  group: string;
  chosen: boolean;
  disabled?: boolean;
  onChoose: (date: string) => void;
}

/**
 * One date's radio button. A closed date stays in the group, marked aria-disabled rather than disabled, so the
 * arrow keys still reach it and a screen reader announces it unavailable with its reason (its description);
 * choosing it does nothing. The reason shows beside it on hover and on focus, and Escape hides it again.
 */
function DateOption({ day, group, chosen, disabled, onChoose }: DateOptionProps) {
  const [reasonHidden, setReasonHidden] = useState(false);
  const fullId = `${group}-${day.value}`;
  const reasonId = `${fullId}-closed`;
  const closed = day.closed;
  const classes = ['calendar__date', chosen && 'calendar__date--chosen', closed && 'calendar__date--closed'];
  return (
    <div className="calendar__cell" onMouseEnter={() => setReasonHidden(false)}>
      <label className={classes.filter(Boolean).join(' ')}>
        <input
          className="calendar__input"
          type="radio"
          name={`${group}-date`}
          value={day.value}
          checked={chosen}
          aria-describedby={closed ? `${fullId} ${reasonId}` : fullId}
          aria-disabled={closed ? true : undefined}
          disabled={disabled}
          onClick={(event) => {
            if (closed) event.preventDefault();
          }}
          onChange={() => {
            if (!closed) onChoose(day.value);
          }}
          onFocus={() => setReasonHidden(false)}
          onKeyDown={(event) => {
            if (closed && event.key === 'Escape') setReasonHidden(true);
          }}
        />
        <span className="calendar__weekday">{day.weekday}</span> <span className="calendar__day">{day.day}</span>
        {closed ? (
          <>
            {' '}
            <span className="calendar__closed">{CALENDAR_TEXT.closedBadge}</span>
          </>
        ) : null}
        <span id={fullId} hidden>
          {day.full}
        </span>
      </label>
      {closed ? (
        <span
          id={reasonId}
          role="tooltip"
          className={reasonHidden ? 'calendar__reason calendar__reason--dismissed' : 'calendar__reason'}
        >
          {closed}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The calendar section's dates and slots (docs/modules/bookings.md). Each is a group of native radio buttons:
 * one Tab stop per group, arrow keys inside, the chosen one announced as checked. A date's name is its
 * visible text ("Thu Nov 26", "Thu Nov 26 Closed"; WCAG 2.5.3), its full name (and why it is closed) its
 * description; times in the visitor's zone.
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
          {days.map((day) => (
            <DateOption
              key={day.value}
              day={day}
              group={group}
              chosen={day.value === date}
              disabled={disabled}
              onChoose={onDateChange}
            />
          ))}
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
