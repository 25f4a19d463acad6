import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { App, Button, Grid, Popconfirm, Select, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useRef } from 'react';
import {
  getListOutboxMessagesQueryKey,
  useListOutboxMessages,
  useResendOutboxMessage,
} from '../../api/generated/admin-notifications/admin-notifications';
import type {
  AdminOutboxMessageDto,
  ListOutboxMessagesSortBy,
  MessageCategory,
  MessageChannel,
  OutboxStatus,
} from '../../api/generated/model';
import { ADMIN_PATHS } from '../../constants/admin';
import { usePageMeta } from '../../lib/page-meta';
import { AdminDataTable, DateTime, sortableColumn } from './AdminDataTable';
import { AdminTableLayout, useFilterWidth } from './AdminTableLayout';
import { serverMessage } from './api-error';
import { EllipsisText } from './EllipsisText';
import { messagesTable, RESENDABLE_STATUSES } from './notifications-search';
import { useTableUrlState } from './useTableUrlState';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, { label: string; color?: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  sending: { label: 'Sending', color: 'cyan' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  suppressed: { label: 'Suppressed', color: 'orange' },
  cancelled: { label: 'Cancelled' },
};
const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS' };
const CATEGORY_LABELS: Record<MessageCategory, string> = { transactional: 'Transactional', marketing: 'Marketing' };

const options = <T extends string>(all: string, labels: Record<T, string>) => [
  { value: 'all' as const, label: all },
  ...(Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label })),
];
const STATUS_OPTIONS = options(
  'All statuses',
  Object.fromEntries(Object.entries(OUTBOX_STATUS_LABELS).map(([key, { label }]) => [key, label])) as Record<
    OutboxStatus,
    string
  >,
);
const CHANNEL_OPTIONS = options('All channels', CHANNEL_LABELS);
const CATEGORY_OPTIONS = options('All categories', CATEGORY_LABELS);

/**
 * /admin1/messages: every e-mail and SMS the site wrote to its outbox, with its delivery status,
 * attempts and last error; a failed or cancelled one can be sent again.
 */
export function AdminMessagesPage() {
  usePageMeta({
    title: 'Outgoing messages · Back Office',
    description: 'Inspivision back office: outgoing e-mail and SMS.',
    noIndex: true,
  });
  const search = useSearch({ from: '/admin1/_panel/messages' });
  const screens = Grid.useBreakpoint();
  const filterWidth = useFilterWidth();

  const params = messagesTable.listParams(search);
  const list = useListOutboxMessages(params, {
    query: { queryKey: getListOutboxMessagesQueryKey(params), placeholderData: keepPreviousData },
  });
  const { update, text, setText } = useTableUrlState({
    path: ADMIN_PATHS.messages,
    search,
    parse: messagesTable.parse,
    total: list.data?.total,
    isPlaceholderData: list.isPlaceholderData,
  });
  const filtered = messagesTable.hasFilters(search);
  const clearFilters = () => update(messagesTable.cleared());

  const columns: ColumnsType<AdminOutboxMessageDto> = [
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortableColumn(search, 'createdAt', messagesTable.defaultSort),
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: 'Channel',
      dataIndex: 'channel',
      key: 'channel',
      render: (channel: MessageChannel) => <Tag>{CHANNEL_LABELS[channel]}</Tag>,
    },
    {
      title: 'Recipient',
      dataIndex: 'recipient',
      key: 'recipient',
      render: (recipient: string) => <span style={{ whiteSpace: 'nowrap' }}>{recipient}</span>,
    },
    {
      title: 'Subject / text',
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string) => <EllipsisText text={subject} maxWidth={260} />,
    },
    {
      title: 'Template',
      dataIndex: 'template',
      key: 'template',
      render: (template: string, message) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text code>{template}</Typography.Text>
          {message.category === 'marketing' && <Tag style={{ marginLeft: 6 }}>Marketing</Tag>}
        </span>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: OutboxStatus) => (
        <Tag color={OUTBOX_STATUS_LABELS[status].color}>{OUTBOX_STATUS_LABELS[status].label}</Tag>
      ),
    },
    {
      title: 'Attempts',
      dataIndex: 'attempts',
      align: 'right',
      ...sortableColumn(search, 'attempts', messagesTable.defaultSort),
    },
    {
      title: 'Last error',
      dataIndex: 'lastError',
      key: 'lastError',
      render: (error: string | null) =>
        error ? (
          <EllipsisText text={error} maxWidth={240} type="danger" />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Sent',
      dataIndex: 'sentAt',
      key: 'sentAt',
      render: (value: string | null, message) =>
        value ? (
          <Tooltip title={message.providerMessageId ? `Provider id: ${message.providerMessageId}` : undefined}>
            <span>
              <DateTime value={value} />
            </span>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      fixed: screens.md ? 'right' : undefined,
      render: (_value, message) =>
        RESENDABLE_STATUSES.includes(message.status) ? <ResendAction message={message} /> : null,
    },
  ];

  return (
    <AdminTableLayout
      title="Outgoing messages"
      total={list.data?.total}
      exportHref={messagesTable.exportHref(search)}
      searchLabel="Search messages"
      searchPlaceholder="Search recipient, template or subject"
      text={text}
      onTextChange={setText}
      onSearchNow={(value) => update({ search: value.trim() || undefined }, { replace: true })}
      filtered={filtered}
      onClearFilters={clearFilters}
      error={list.isError ? list.error : undefined}
      errorTitle="Could not load the messages"
      onRetry={() => void list.refetch()}
      filters={
        <>
          <Select<OutboxStatus | 'all'>
            aria-label="Status"
            value={search.status ?? 'all'}
            options={STATUS_OPTIONS}
            onChange={(value) => update({ status: value === 'all' ? undefined : value })}
            style={{ width: filterWidth }}
          />
          <Select<MessageChannel | 'all'>
            aria-label="Channel"
            value={search.channel ?? 'all'}
            options={CHANNEL_OPTIONS}
            onChange={(value) => update({ channel: value === 'all' ? undefined : value })}
            style={{ width: filterWidth }}
          />
          <Select<MessageCategory | 'all'>
            aria-label="Category"
            value={search.category ?? 'all'}
            options={CATEGORY_OPTIONS}
            onChange={(value) => update({ category: value === 'all' ? undefined : value })}
            style={{ width: filterWidth }}
          />
        </>
      }
    >
      <AdminDataTable<AdminOutboxMessageDto, ListOutboxMessagesSortBy>
        columns={columns}
        search={search}
        sortFields={messagesTable.sortFields}
        data={list.data}
        loading={list.isFetching}
        filtered={filtered}
        compact={!screens.md}
        noun={['message', 'messages']}
        emptyText="No messages sent yet."
        onChange={update}
        onClearFilters={clearFilters}
      />
    </AdminTableLayout>
  );
}

/** Send a failed or cancelled message again, after a confirmation; then the table reloads. */
function ResendAction({ message: outgoing }: { message: AdminOutboxMessageDto }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const resend = useResendOutboxMessage();
  const trigger = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await resend.mutateAsync({ id: outgoing.id });
      message.success(`The message to ${outgoing.recipient} is queued again.`);
    } catch (error) {
      message.error(serverMessage(error, `Could not resend the message to ${outgoing.recipient}.`));
    }
    // Every cached page (any filters) may hold this row, whether it was resent or had moved on.
    await queryClient.invalidateQueries({ queryKey: [getListOutboxMessagesQueryKey()[0]] });
  };

  return (
    <Popconfirm
      title="Resend this message?"
      description={
        <div style={{ maxWidth: 280 }}>It goes to {outgoing.recipient} again, with fresh delivery attempts.</div>
      }
      okText="Resend"
      cancelText="Cancel"
      cancelButtonProps={{ autoFocus: true }}
      onOpenChange={(open) => {
        if (!open) requestAnimationFrame(() => trigger.current?.focus());
      }}
      onConfirm={confirm}
    >
      <Button
        ref={trigger}
        size="small"
        aria-label={`Resend the message to ${outgoing.recipient}`}
        loading={resend.isPending}
      >
        Resend
      </Button>
    </Popconfirm>
  );
}
