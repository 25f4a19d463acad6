/**
 * The Users table's state in the URL (/admin1/users?page=2&role=admin&...): the shared table
 * helpers (table-search.ts) with its filters. Antd-free: the route file validates the search with it.
 */
import { ListUsersSortBy, UserRole, type ListUsersParams } from '../../../api/generated/model';
import { booleanValue, defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

interface UserFilters {
  role: UserRole;
  emailVerified: boolean;
  isSuspended: boolean;
}

export type UsersSearch = TableSearch<ListUsersSortBy, UserFilters>;

export const usersTable = defineTableSearch<ListUsersSortBy, UserFilters>({
  sortFields: Object.values(ListUsersSortBy),
  // Newest sign-ups first.
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { role: oneOf(Object.values(UserRole)), emailVerified: booleanValue, isSuspended: booleanValue },
  exportPath: '/api/admin/users/export',
});

export const USER_SORT_FIELDS = usersTable.sortFields;
export const DEFAULT_USER_SORT = usersTable.defaultSort;
export const parseUsersSearch = usersTable.parse;
export const usersFilter: (search: UsersSearch) => Omit<ListUsersParams, 'page' | 'pageSize'> = usersTable.filter;
export const usersListParams: (search: UsersSearch) => ListUsersParams = usersTable.listParams;
export const hasUserFilters = usersTable.hasFilters;
export const usersExportHref = usersTable.exportHref;
