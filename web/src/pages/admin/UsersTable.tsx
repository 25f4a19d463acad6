import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Popconfirm, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useRef } from 'react';
import { getListUsersQueryKey, useReinstateUser, useSuspendUser } from '../../api/generated/admin-users/admin-users';
import type { AdminUserDto, AdminUserPageDto, ListUsersSortBy } from '../../api/generated/model';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZE_OPTIONS } from '../../constants/admin';
import { serverMessage } from './api-error';
import { DEFAULT_USER_SORT, USER_SORT_FIELDS, type UsersSearch } from './users-search';

const SIGNED_UP_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatSignedUp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : SIGNED_UP_FORMAT.format(date);
}

export function fullName(user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** antd's column sort state from the URL's (the server's default order shows on "Signed up"). */
function columnSortOrder(search: UsersSearch, field: ListUsersSortBy): 'ascend' | 'descend' | null {
  const sortBy = search.sortBy ?? DEFAULT_USER_SORT.sortBy;
  if (sortBy !== field) return null;
  return (search.sortOrder ?? DEFAULT_USER_SORT.sortOrder) === 'asc' ? 'ascend' : 'descend';
}

/** Clicking a sorted column flips its order; the order never "clears" (the server always sorts). */
const SORT_DIRECTIONS: Array<'ascend' | 'descend'> = ['ascend', 'descend', 'ascend'];

export interface UsersTableProps {
  search: UsersSearch;
  data: AdminUserPageDto | undefined;
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
  const sortable = (field: ListUsersSortBy) => ({
    key: field,
    sorter: true,
    sortOrder: columnSortOrder(search, field),
    sortDirections: SORT_DIRECTIONS,
  });

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
      render: (country: string | null) => country || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: 'Signed up',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: (createdAt: string) => <time dateTime={createdAt}>{formatSignedUp(createdAt)}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      // Always in view on wide screens; on a phone the row scrolls as a whole.
      fixed: compact ? undefined : 'right',
      render: (_value, user) => <SuspensionAction user={user} isSelf={user.id === currentUserId} />,
    },
  ];

  const handleChange: TableProps<AdminUserDto>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AdminUserDto>;
      const field = USER_SORT_FIELDS.find((name) => name === columnKey);
      onChange({
        sortBy: order && field ? field : undefined,
        sortOrder: order && field ? (order === 'ascend' ? 'asc' : 'desc') : undefined,
        page: undefined,
      });
      return;
    }
    if (action === 'paginate') {
      const pageSize = pagination.pageSize ?? search.pageSize;
      const sizeChanged = pageSize !== (search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE);
      onChange({ page: sizeChanged ? undefined : pagination.current, pageSize });
    }
  };

  return (
    <Table<AdminUserDto>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      size={compact ? 'small' : 'middle'}
      scroll={{ x: 'max-content' }}
      onChange={handleChange}
      showSorterTooltip={{ target: 'sorter-icon' }}
      locale={{
        emptyText: loading ? (
          <div style={{ height: 120 }} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? 'No accounts match these filters.' : 'No accounts yet.'}
          >
            {filtered && <Button onClick={onClearFilters}>Clear filters</Button>}
          </Empty>
        ),
      }}
      pagination={{
        current: search.page ?? 1,
        pageSize: search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
        total: data?.total ?? 0,
        pageSizeOptions: ADMIN_PAGE_SIZE_OPTIONS.map(String),
        showSizeChanger: true,
        hideOnSinglePage: false,
        size: compact ? 'small' : 'medium',
        showTotal: (total, [from, to]) => `${from}–${to} of ${total} account${total === 1 ? '' : 's'}`,
      }}
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
