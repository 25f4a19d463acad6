import { getListUsersQueryKey, useListUsers } from '../../../api/generated/admin-users/admin-users';
import type { UserRole } from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import { useCurrentUser } from '../use-current-user';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { BooleanFilterSelect, FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { UsersTable } from './UsersTable';
import { usersTable } from './users-search';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

const ROLE_OPTIONS = filterOptions<UserRole>('All roles', { customer: 'Customers', admin: 'Admins' });
const VERIFIED_OPTIONS = filterOptions('All e-mails', { true: 'Verified', false: 'Unverified' });
const SUSPENDED_OPTIONS = filterOptions('All statuses', { false: 'Active', true: 'Suspended' });

/**
 * /admin1/users: every account, paged, sorted and filtered by the server. The table's whole state is
 * the URL's search (see users-search.ts), so reload, back/forward and shared links keep it.
 */
export function AdminUsersPage() {
  const { search, update, layout, grid } = useAdminTable({
    meta: { title: 'Users', description: 'Inspivision back office: accounts.' },
    table: usersTable,
    route: '/admin1/_panel/users',
    path: ADMIN_PATHS.users,
    useList: useListUsers,
    queryKey: getListUsersQueryKey,
  });
  const { user: me } = useCurrentUser();

  return (
    <AdminTableLayout
      {...layout}
      title="Users"
      searchLabel="Search users"
      searchPlaceholder="Search by e-mail or name"
      errorTitle="Could not load the accounts"
      filters={
        <>
          <FilterSelect<UserRole>
            label="Role"
            value={search.role}
            options={ROLE_OPTIONS}
            onChange={(role) => update({ role })}
          />
          <BooleanFilterSelect
            label="E-mail verification"
            value={search.emailVerified}
            options={VERIFIED_OPTIONS}
            onChange={(emailVerified) => update({ emailVerified })}
          />
          <BooleanFilterSelect
            label="Account status"
            value={search.isSuspended}
            options={SUSPENDED_OPTIONS}
            onChange={(isSuspended) => update({ isSuspended })}
          />
        </>
      }
    >
      <UsersTable {...grid} currentUserId={me?.id} />
    </AdminTableLayout>
  );
}
