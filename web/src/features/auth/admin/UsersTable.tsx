import { Badge, Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import type { AdminUserDto, AdminUserPageDto, ListUsersSortBy } from '../../../api/generated/model';
import { actionsColumn, ellipsis, optional, WIDE_SCREENS_ONLY } from '../../../components/admin-table/admin-columns';
import { AdminDataTable, sortableColumn } from '../../../components/admin-table/AdminDataTable';
import { SuspensionAction } from './SuspensionAction';
import { fullName, formatSignedUp } from './user-format';
import { UserRecordDrawer } from './UserRecordDrawer';
import { DEFAULT_USER_SORT, USER_SORT_FIELDS, type UsersSearch } from './users-search';

export interface UsersTableProps {
  search: UsersSearch;
  data: Pick<AdminUserPageDto, 'items' | 'total'> | undefined;
  loading: boolean;
  filtered: boolean;
  compact: boolean;
  currentUserId: string | undefined;
  onChange: (patch: Partial<UsersSearch>) => void;
  onClearFilters: () => void;
}

export function UsersTable({
  search,
  data,
  loading,
  filtered,
  compact,
  currentUserId,
  onChange,
  onClearFilters,
}: UsersTableProps) {
  const sortable = (field: ListUsersSortBy) => sortableColumn(search, field, DEFAULT_USER_SORT);
  const [opened, setOpened] = useState<AdminUserDto | null>(null);
  // The table's fresh copy when it has one, so a suspension made in the drawer shows there too.
  const openUser = (opened && data?.items.find((user) => user.id === opened.id)) ?? opened;

  const columns: ColumnsType<AdminUserDto> = [
    {
      title: 'Name',
      ...sortable('lastName'),
      render: (_value, user) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          aria-label={`Open the record of ${fullName(user) || user.email}`}
          onClick={() => setOpened(user)}
        >
          {fullName(user) || (
            <Typography.Text type="secondary" italic>
              No name
            </Typography.Text>
          )}
        </Button>
      ),
    },
    { title: 'E-mail', dataIndex: 'email', ...sortable('email'), render: ellipsis(240) },
    {
      title: 'Role',
      dataIndex: 'role',
      ...sortable('role'),
      render: (role: AdminUserDto['role']) =>
        role === 'admin' ? <Tag color="purple">Admin</Tag> : <Tag>Customer</Tag>,
    },
    {
      title: 'Verified',
      dataIndex: 'emailVerified',
      key: 'emailVerified',
      render: (verified: boolean) =>
        verified ? <Badge status="success" text="Verified" /> : <Badge status="warning" text="Unverified" />,
    },
    {
      title: 'Status',
      dataIndex: 'isSuspended',
      key: 'isSuspended',
      render: (suspended: boolean) => (suspended ? <Tag color="red">Suspended</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      title: 'Country',
      dataIndex: 'country',
      key: 'country',
      responsive: WIDE_SCREENS_ONLY,
      render: optional((country: string) => country),
    },
    {
      title: 'Signed up',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: (createdAt: string) => <time dateTime={createdAt}>{formatSignedUp(createdAt)}</time>,
    },
    actionsColumn<AdminUserDto>(compact, (user) => <SuspensionAction user={user} isSelf={user.id === currentUserId} />),
  ];

  return (
    <>
      <AdminDataTable<AdminUserDto, ListUsersSortBy>
        columns={columns}
        search={search}
        sortFields={USER_SORT_FIELDS}
        data={data}
        loading={loading}
        filtered={filtered}
        compact={compact}
        noun={['account', 'accounts']}
        emptyText="No accounts yet."
        onChange={onChange}
        onClearFilters={onClearFilters}
      />
      <UserRecordDrawer user={openUser} currentUserId={currentUserId} onClose={() => setOpened(null)} />
    </>
  );
}
