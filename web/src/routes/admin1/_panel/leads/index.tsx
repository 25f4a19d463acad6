import { createFileRoute } from '@tanstack/react-router';
import { consultationsTable } from '../../../../features/bookings/admin/AdminLeadsSearch';
import { AdminConsultationLeadsPage } from '../../../../features/bookings/admin/AdminLeadsPages';

/** The inbox's consultations: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/leads/')({
  validateSearch: consultationsTable.parse,
  component: AdminConsultationLeadsPage,
});
