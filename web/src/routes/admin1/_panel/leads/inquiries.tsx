import { createFileRoute } from '@tanstack/react-router';
import { inquiriesTable } from '../../../../features/bookings/admin/AdminLeadsSearch';
import { AdminInquiryLeadsPage } from '../../../../features/bookings/admin/AdminLeadsPages';

/** The inbox's service inquiries: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/leads/inquiries')({
  validateSearch: inquiriesTable.parse,
  component: AdminInquiryLeadsPage,
});
