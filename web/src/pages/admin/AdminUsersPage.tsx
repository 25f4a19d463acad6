import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Flex, Grid, Input, Select, Typography } from 'antd';
import { getListUsersQueryKey, useListUsers } from '../../api/generated/admin-users/admin-users';
import type { UserRole } from '../../api/generated/model';
import { ADMIN_PATHS, ADMIN_SEARCH_MAX_LENGTH } from '../../constants/admin';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { usePageMeta } from '../../lib/page-meta';
import { DownloadIcon } from './AdminIcons';
import { serverMessage } from './api-error';
import { UsersTable } from './UsersTable';
import { hasUserFilters, parseUsersSearch, usersExportHref, usersListParams } from './users-search';
import { useTableUrlState } from './useTableUrlState';

type Choice = 'all' | 'true' | 'false';

const ROLE_OPTIONS: Array<{ value: UserRole | 'all'; label: string }> = [
  { value: 'all', label: 'All roles' },
  { value: 'customer', label: 'Customers' },
  { value: 'admin', label: 'Admins' },
];
const VERIFIED_OPTIONS: Array<{ value: Choice; label: string }> = [
  { value: 'all', label: 'All e-mails' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Unverified' },
];
const SUSPENDED_OPTIONS: Array<{ value: Choice; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Suspended' },
];

const toChoice = (value: boolean | undefined): Choice => (value === undefined ? 'all' : value ? 'true' : 'false');
const fromChoice = (value: Choice): boolean | undefined => (value === 'all' ? undefined : value === 'true');

/**
 * /admin1/users: every account, paged, sorted and filtered by the server. The table's whole state is
 * the URL's search (see users-search.ts), so reload, back/forward and shared links keep it.
 */
export function AdminUsersPage() {
  usePageMeta({ title: 'Users · Back Office', description: 'Inspivision back office: accounts.', noIndex: true });
  const search = useSearch({ from: '/admin1/_panel/users' });
  const screens = Grid.useBreakpoint();
  const { user: me } = useCurrentUser();

  const params = usersListParams(search);
  const list = useListUsers(params, {
    query: { queryKey: getListUsersQueryKey(params), placeholderData: keepPreviousData },
  });

  const total = list.data?.total;
  const { update, text, setText } = useTableUrlState({
    path: ADMIN_PATHS.users,
    search,
    parse: parseUsersSearch,
    total,
    isPlaceholderData: list.isPlaceholderData,
  });

  const filtered = hasUserFilters(search);
  const clearFilters = () =>
    update({ search: undefined, role: undefined, emailVerified: undefined, isSuspended: undefined });
  // Side by side on a phone too (two per row), full width would push the table below the fold.
  const selectWidth = screens.sm ? 190 : 'calc(50% - 6px)';

  return (
    <>
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Users
          {total !== undefined && (
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400, marginLeft: 8 }}>
              ({total})
            </Typography.Text>
          )}
        </Typography.Title>
        <Button href={usersExportHref(search)} icon={<DownloadIcon />} disabled={total === 0}>
          Export CSV
        </Button>
      </Flex>
      <Card styles={{ body: { padding: screens.md ? 24 : 12 } }}>
        <Flex role="search" aria-label="Filter users" wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label="Search users"
            placeholder="Search by e-mail or name"
            allowClear
            value={text}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => update({ search: value.trim() || undefined }, { replace: true })}
            style={{ width: screens.sm ? 300 : '100%' }}
          />
          <Select<UserRole | 'all'>
            aria-label="Role"
            value={search.role ?? 'all'}
            options={ROLE_OPTIONS}
            onChange={(value) => update({ role: value === 'all' ? undefined : value })}
            style={{ width: selectWidth }}
          />
          <Select<Choice>
            aria-label="E-mail verification"
            value={toChoice(search.emailVerified)}
            options={VERIFIED_OPTIONS}
            onChange={(value) => update({ emailVerified: fromChoice(value) })}
            style={{ width: selectWidth }}
          />
          <Select<Choice>
            aria-label="Account status"
            value={toChoice(search.isSuspended)}
            options={SUSPENDED_OPTIONS}
            onChange={(value) => update({ isSuspended: fromChoice(value) })}
            style={{ width: selectWidth }}
          />
          {filtered && (
            <Button type="link" onClick={clearFilters} style={{ paddingInline: 4 }}>
              Clear filters
            </Button>
          )}
        </Flex>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Could not load the accounts"
            description={serverMessage(list.error, 'Please try again.')}
            action={
              <Button size="small" onClick={() => list.refetch()}>
                Retry
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <UsersTable
          search={search}
          data={list.data}
          loading={list.isFetching}
          filtered={filtered}
          compact={!screens.md}
          currentUserId={me?.id}
          onChange={update}
          onClearFilters={clearFilters}
        />
      </Card>
    </>
  );
}
