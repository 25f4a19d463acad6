import { useEffect } from 'react';
import { toast } from '../../../components/toast';
import { RESCHEDULE_TOAST_DELAY_MS } from '../../../constants/timing';
import { RESCHEDULE_TOAST } from './booking-texts';

/** Reschedule mode (docs/modules/bookings.md): the toast "Rescheduling Your Appointment" 500 ms after opening. */
export function useRescheduleNotice(rescheduling: boolean): void {
  useEffect(() => {
    if (!rescheduling) return;
    const timer = setTimeout(() => toast({ ...RESCHEDULE_TOAST }), RESCHEDULE_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rescheduling]);
}
