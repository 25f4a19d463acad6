import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useRef } from 'react';
import { getListUsersQueryKey, useReinstateUser, useSuspendUser } from '../../../api/generated/admin-users/admin-users';
import type { AdminUserDto, AdminUserPageDto, ListUsersSortBy } from '../../../api/generated/model';
import { actionsColumn, optional } from '../../../components/admin-table/admin-columns';
import { AdminDataTable, sortableColumn } from '../../../components/admin-table/AdminDataTable';
import { serverMessage } from '../../../components/admin/api-error';
import { DEFAULT_USER_SORT, USER_SORT_FIELDS, type UsersSearch } from './users-search';

const SIGNED_UP_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatSignedUp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : SIGNED_UP_FORMAT.format(date);
}

export function fullName(user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

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

  const columns: ColumnsType<AdminUserDto> = [
    {
      title: 'Name',
      ...sortable('lastName'),
      render: (_value, user) =>
        fullName(user) || (
          <Typography.Text type="secondary" italic>
            No name
          </Typography.Text>
        ),
    },
    { title: 'E-mail', dataIndex: 'email', ...sortable('email'), render: (email: string) => <span>{email}</span> },
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
  );
}

/** Suspend or reinstate one account, after a confirmation; then the table reloads. */
function SuspensionAction({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const mutation = user.isSuspended ? reinstate : suspend;
  const trigger = useRef<HTMLButtonElement>(null);
  const verb = user.isSuspended ? 'Reinstate' : 'Suspend';

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ id: user.id });
      message.success(user.isSuspended ? `${user.email} is reinstated.` : `${user.email} is suspended.`);
      // Every cached page of the list (any filters) may hold this row.
      await queryClient.invalidateQueries({ queryKey: [getListUsersQueryKey()[0]] });
    } catch (error) {
      message.error(serverMessage(error, `Could not ${verb.toLowerCase()} ${user.email}.`));
    }
  };

  if (isSelf && !user.isSuspended) {
    return (
      <Tooltip title="You cannot suspend your own account">
        <Button size="small" disabled aria-label={`Suspend ${user.email} (not allowed: your own account)`}>
          Suspend
        </Button>
      </Tooltip>
    );
  }

  return (
    <Popconfirm
      title={user.isSuspended ? 'Reinstate this account?' : 'Suspend this account?'}
      description={
        <div style={{ maxWidth: 280 }}>
          {user.isSuspended
            ? `${user.email} will be able to sign in again.`
            : `${user.email} will be signed out everywhere and cannot sign in until reinstated.`}
        </div>
      }
      okText={verb}
      cancelText="Cancel"
      okButtonProps={{ danger: !user.isSuspended }}
      // Keyboard users land in the confirmation, on the harmless choice.
      cancelButtonProps={{ autoFocus: true }}
      // Closed (Escape, Cancel, confirmed): focus goes back to the row's button, not to <body>.
      onOpenChange={(open) => {
        if (!open) requestAnimationFrame(() => trigger.current?.focus());
      }}
      onConfirm={confirm}
    >
      <Button
        ref={trigger}
        size="small"
        danger={!user.isSuspended}
        aria-label={`${verb} ${user.email}`}
        loading={mutation.isPending}
      >
        {verb}
      </Button>
    </Popconfirm>
  );
}
