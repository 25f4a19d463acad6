import { createFileRoute } from '@tanstack/react-router';
import { AdminReferralsPage } from '../../../features/referrals/admin/AdminReferralsPage';
import { referralsTable } from '../../../features/referrals/admin/referrals-search';

/** The referral codes table: page, order, search and the active filter live in the URL. */
export const Route = createFileRoute('/admin1/_panel/referrals')({
  validateSearch: referralsTable.parse,
  component: AdminReferralsPage,
});
