import { createFileRoute } from '@tanstack/react-router';
import { AdminLeadsCalendarPage } from '../../../../features/bookings/admin/AdminLeadsCalendarPage';
import { parseWeekSearch } from '../../../../features/bookings/admin/AdminLeadsWeek';

/** The week of booked calls (?week=YYYY-MM-DD, its Monday) and the blocked days. */
export const Route = createFileRoute('/admin1/_panel/leads/calendar')({
  validateSearch: parseWeekSearch,
  component: AdminLeadsCalendarPage,
});
