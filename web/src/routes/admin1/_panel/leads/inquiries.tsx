import { createFileRoute } from '@tanstack/react-router';
import { inquiriesTable } from '../../../../pages/admin/AdminLeadsSearch';
import { AdminInquiryLeadsPage } from '../../../../pages/admin/AdminLeadsPages';

/** The inbox's service inquiries: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/leads/inquiries')({
  validateSearch: inquiriesTable.parse,
  component: AdminInquiryLeadsPage,
});
