import { useCallback, useState } from 'react';

/** The chosen date and time of a booking form: choosing a new date clears the time (docs/modules/bookings.md). */
export function useSlotChoice() {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const chooseDate = useCallback((next: string) => {
    setDate(next);
    setTime(null);
  }, []);
  const clear = useCallback(() => {
    setDate(null);
    setTime(null);
  }, []);
  return { date, time, chooseDate, chooseTime: setTime, clear };
}
