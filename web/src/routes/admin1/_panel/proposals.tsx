import { createFileRoute } from '@tanstack/react-router';
import { AdminProposalsPage } from '../../../features/proposals/admin/AdminProposalsPage';
import { proposalsTable } from '../../../features/proposals/admin/proposals-search';

/** The proposals table: page, order, filters and the open proposal live in the URL. */
export const Route = createFileRoute('/admin1/_panel/proposals')({
  validateSearch: proposalsTable.parse,
  component: AdminProposalsPage,
});
