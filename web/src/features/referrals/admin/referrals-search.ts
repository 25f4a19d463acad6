/**
 * The URL state of the admin referrals table (active or not besides the shared search, order and paging), so the
 * dashboard can link to it filtered (`/admin1/referrals?search=K7QM2XPA`, `?isActive=false`). Antd-free: the route
 * file validates with it.
 */
import { ListAdminReferralsSortBy } from '../../../api/generated/model';
import { booleanValue, defineTableSearch, type TableSearch } from '../../../components/admin-table/table-search';

export interface ReferralFilters {
  isActive: boolean;
}

export type ReferralsSearch = TableSearch<ListAdminReferralsSortBy, ReferralFilters>;

export const referralsTable = defineTableSearch<ListAdminReferralsSortBy, ReferralFilters>({
  sortFields: Object.values(ListAdminReferralsSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { isActive: booleanValue },
  exportPath: '/api/admin/referrals/export',
});
