import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Grid, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { getListSmsLogsQueryKey, useListSmsLogs } from '../../api/generated/admin-notifications/admin-notifications';
import type { AdminSmsLogDto, ListSmsLogsSortBy, SmsStatus } from '../../api/generated/model';
import { ADMIN_PATHS } from '../../constants/admin';
import { usePageMeta } from '../../lib/page-meta';
import { AdminDataTable, DateTime, sortableColumn } from './AdminDataTable';
import { AdminTableLayout, useFilterWidth } from './AdminTableLayout';
import { EllipsisText } from './EllipsisText';
import { smsLogsTable } from './notifications-search';
import { useTableUrlState } from './useTableUrlState';

export const SMS_STATUS_LABELS: Record<SmsStatus, { label: string; color?: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'cyan' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  blocked: { label: 'Blocked', color: 'orange' },
};
const STATUS_OPTIONS = [
  { value: 'all' as const, label: 'All statuses' },
  ...(Object.entries(SMS_STATUS_LABELS) as [SmsStatus, { label: string }][]).map(([value, { label }]) => ({
    value,
    label,
  })),
];

/** /admin1/sms: every text message, what it said and what the provider did with it. */
export function AdminSmsLogsPage() {
  usePageMeta({
    title: 'SMS log · Back Office',
    description: 'Inspivision back office: text messages.',
    noIndex: true,
  });
  const search = useSearch({ from: '/admin1/_panel/sms' });
  const screens = Grid.useBreakpoint();
  const filterWidth = useFilterWidth();

  const params = smsLogsTable.listParams(search);
  const list = useListSmsLogs(params, {
    query: { queryKey: getListSmsLogsQueryKey(params), placeholderData: keepPreviousData },
  });
  const { update, text, setText } = useTableUrlState({
    path: ADMIN_PATHS.sms,
    search,
    parse: smsLogsTable.parse,
    total: list.data?.total,
    isPlaceholderData: list.isPlaceholderData,
  });
  const filtered = smsLogsTable.hasFilters(search);
  const clearFilters = () => update(smsLogsTable.cleared());

  const columns: ColumnsType<AdminSmsLogDto> = [
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortableColumn(search, 'createdAt', smsLogsTable.defaultSort),
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: 'To',
      dataIndex: 'toNumber',
      key: 'toNumber',
      render: (number: string) => <span style={{ whiteSpace: 'nowrap' }}>{number}</span>,
    },
    {
      title: 'Text',
      dataIndex: 'body',
      key: 'body',
      render: (body: string) => <EllipsisText text={body} maxWidth={320} />,
    },
    {
      title: 'Template',
      dataIndex: 'templateKey',
      key: 'templateKey',
      render: (key: string | null) =>
        key ? <Typography.Text code>{key}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: SmsStatus) => (
        <Tag color={SMS_STATUS_LABELS[status]?.color}>{SMS_STATUS_LABELS[status]?.label ?? status}</Tag>
      ),
    },
    {
      title: 'Error',
      dataIndex: 'error',
      key: 'error',
      render: (error: string | null) =>
        error ? (
          <EllipsisText text={error} maxWidth={240} type="danger" />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <AdminTableLayout
      title="SMS log"
      total={list.data?.total}
      exportHref={smsLogsTable.exportHref(search)}
      searchLabel="Search text messages"
      searchPlaceholder="Search number or text"
      text={text}
      onTextChange={setText}
      onSearchNow={(value) => update({ search: value.trim() || undefined }, { replace: true })}
      filtered={filtered}
      onClearFilters={clearFilters}
      error={list.isError ? list.error : undefined}
      errorTitle="Could not load the text messages"
      onRetry={() => void list.refetch()}
      filters={
        <Select<SmsStatus | 'all'>
          aria-label="Status"
          value={search.status ?? 'all'}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value === 'all' ? undefined : value })}
          style={{ width: filterWidth }}
        />
      }
    >
      <AdminDataTable<AdminSmsLogDto, ListSmsLogsSortBy>
        columns={columns}
        search={search}
        sortFields={smsLogsTable.sortFields}
        data={list.data}
        loading={list.isFetching}
        filtered={filtered}
        compact={!screens.md}
        noun={['text message', 'text messages']}
        emptyText="No text messages yet."
        onChange={update}
        onClearFilters={clearFilters}
      />
    </AdminTableLayout>
  );
}
