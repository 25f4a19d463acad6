import { CALENDAR_TEXT } from './booking-texts';
import { dateButtonParts, isoDate, slotTimeLabel, timeZoneNote } from './calendar-dates';

export const CALENDAR_SECTION_ID = 'calendar-section';

export interface CalendarPickerProps {
  title: string;
  /** The offered dates (the next 14 weekdays). */
  days: readonly Date[];
  /** YYYY-MM-DD of the chosen date. */
  date: string | null;
  onDateChange: (date: string) => void;
  /** Slots of the chosen date, as ISO instants; undefined until they are known. */
  slots: readonly { start: string }[] | undefined;
  slotsLoading: boolean;
  /** ISO start of the chosen slot. */
  time: string | null;
  onTimeChange: (start: string) => void;
  disabled?: boolean;
}

/**
 * The calendar section's dates and slots (SPEC.md section 2). Buttons with aria-pressed so keyboard
 * and screen-reader users know which date and time are chosen; times in the visitor's zone, named.
 */
export function CalendarPicker({
  title,
  days,
  date,
  onDateChange,
  slots,
  slotsLoading,
  time,
  onTimeChange,
  disabled,
}: CalendarPickerProps) {
  const titleId = `${CALENDAR_SECTION_ID}-title`;
  return (
    <section id={CALENDAR_SECTION_ID} className="calendar" aria-labelledby={titleId}>
      <h3 id={titleId} className="calendar__title">
        {title}
      </h3>
      <p className="calendar__note">{timeZoneNote()}</p>
      <div className="calendar__dates" role="group" aria-label="Available dates">
        {days.map((day) => {
          const value = isoDate(day);
          const parts = dateButtonParts(day);
          const chosen = value === date;
          return (
            <button
              key={value}
              type="button"
              className={chosen ? 'calendar__date calendar__date--chosen' : 'calendar__date'}
              aria-pressed={chosen}
              aria-label={parts.full}
              disabled={disabled}
              onClick={() => onDateChange(value)}
            >
              <span className="calendar__weekday">{parts.weekday}</span>
              <span className="calendar__day">{parts.day}</span>
            </button>
          );
        })}
      </div>
      {date ? (
        <div className="calendar__slots" aria-live="polite">
          {slotsLoading ? (
            <p className="calendar__status">
              <span className="spinner-inline" aria-hidden="true" />
              {CALENDAR_TEXT.loading}
            </p>
          ) : slots && slots.length > 0 ? (
            <div className="calendar__times" role="group" aria-label="Available times">
              {slots.map((slot) => {
                const chosen = slot.start === time;
                return (
                  <button
                    key={slot.start}
                    type="button"
                    className={chosen ? 'calendar__time calendar__time--chosen' : 'calendar__time'}
                    aria-pressed={chosen}
                    disabled={disabled}
                    onClick={() => onTimeChange(slot.start)}
                  >
                    {slotTimeLabel(slot.start)}
                  </button>
                );
              })}
            </div>
          ) : (
            <div className="calendar__empty">
              <p>{CALENDAR_TEXT.noSlots}</p>
              <p>{CALENDAR_TEXT.pickAnother}</p>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
