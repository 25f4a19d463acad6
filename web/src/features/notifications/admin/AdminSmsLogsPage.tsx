import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { getListSmsLogsQueryKey, useListSmsLogs } from '../../../api/generated/admin-notifications/admin-notifications';
import type { AdminSmsLogDto, ListSmsLogsSortBy, SmsStatus } from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import {
  dateTimeCell,
  ellipsis,
  noWrap,
  optional,
  statusTag,
  type StatusLabels,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { smsLogsTable } from './notifications-search';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

export const SMS_STATUS_LABELS: StatusLabels<SmsStatus> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'cyan' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  blocked: { label: 'Blocked', color: 'orange' },
};
const STATUS_OPTIONS = filterOptions('All statuses', SMS_STATUS_LABELS);

/** /admin1/sms: every text message, what it said and what the provider did with it. */
export function AdminSmsLogsPage() {
  const { search, update, sortable, layout, grid } = useAdminTable({
    meta: { title: 'SMS log', description: 'Inspivision back office: text messages.' },
    table: smsLogsTable,
    route: '/admin1/_panel/sms',
    path: ADMIN_PATHS.sms,
    useList: useListSmsLogs,
    queryKey: getListSmsLogsQueryKey,
  });

  const columns: ColumnsType<AdminSmsLogDto> = [
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: dateTimeCell,
    },
    { title: 'To', dataIndex: 'toNumber', key: 'toNumber', render: noWrap },
    { title: 'Text', dataIndex: 'body', key: 'body', render: ellipsis(320) },
    {
      title: 'Template',
      dataIndex: 'templateKey',
      key: 'templateKey',
      render: optional((key: string) => <Typography.Text code>{key}</Typography.Text>),
    },
    { title: 'Status', dataIndex: 'status', key: 'status', render: statusTag(SMS_STATUS_LABELS) },
    { title: 'Error', dataIndex: 'error', key: 'error', render: optional(ellipsis(240, 'danger')) },
  ];

  return (
    <AdminTableLayout
      {...layout}
      title="SMS log"
      searchLabel="Search text messages"
      searchPlaceholder="Search number or text"
      errorTitle="Could not load the text messages"
      filters={
        <FilterSelect<SmsStatus>
          label="Status"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
      }
    >
      <AdminDataTable<AdminSmsLogDto, ListSmsLogsSortBy>
        {...grid}
        columns={columns}
        noun={['text message', 'text messages']}
        emptyText="No text messages yet."
      />
    </AdminTableLayout>
  );
}
