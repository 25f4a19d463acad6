import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useRef } from 'react';
import {
  getListOutboxMessagesQueryKey,
  useListOutboxMessages,
  useResendOutboxMessage,
} from '../../../api/generated/admin-notifications/admin-notifications';
import type {
  AdminOutboxMessageDto,
  ListOutboxMessagesSortBy,
  MessageCategory,
  MessageChannel,
  OutboxStatus,
} from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import {
  actionsColumn,
  dateTimeCell,
  ellipsis,
  NoValue,
  noWrap,
  optional,
  statusTag,
  type StatusLabels,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable, DateTime } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { serverMessage } from '../../../components/admin/api-error';
import { FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { messagesTable, RESENDABLE_STATUSES } from './notifications-search';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

export const OUTBOX_STATUS_LABELS: StatusLabels<OutboxStatus> = {
  pending: { label: 'Pending', color: 'blue' },
  sending: { label: 'Sending', color: 'cyan' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  suppressed: { label: 'Suppressed', color: 'orange' },
  cancelled: { label: 'Cancelled' },
};
const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS' };
const CATEGORY_LABELS: Record<MessageCategory, string> = { transactional: 'Transactional', marketing: 'Marketing' };

const STATUS_OPTIONS = filterOptions('All statuses', OUTBOX_STATUS_LABELS);
const CHANNEL_OPTIONS = filterOptions('All channels', CHANNEL_LABELS);
const CATEGORY_OPTIONS = filterOptions('All categories', CATEGORY_LABELS);

/**
 * /admin1/messages: every e-mail and SMS the site wrote to its outbox, with its delivery status,
 * attempts and last error; a failed or cancelled one can be sent again.
 */
export function AdminMessagesPage() {
  const { search, update, compact, sortable, layout, grid } = useAdminTable({
    meta: { title: 'Outgoing messages', description: 'Inspivision back office: outgoing e-mail and SMS.' },
    table: messagesTable,
    route: '/admin1/_panel/messages',
    path: ADMIN_PATHS.messages,
    useList: useListOutboxMessages,
    queryKey: getListOutboxMessagesQueryKey,
  });

  const columns: ColumnsType<AdminOutboxMessageDto> = [
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: dateTimeCell,
    },
    {
      title: 'Channel',
      dataIndex: 'channel',
      key: 'channel',
      render: (channel: MessageChannel) => <Tag>{CHANNEL_LABELS[channel]}</Tag>,
    },
    { title: 'Recipient', dataIndex: 'recipient', key: 'recipient', render: noWrap },
    { title: 'Subject / text', dataIndex: 'subject', key: 'subject', render: ellipsis(260) },
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
    { title: 'Status', dataIndex: 'status', key: 'status', render: statusTag(OUTBOX_STATUS_LABELS) },
    {
      title: 'Attempts',
      dataIndex: 'attempts',
      align: 'right',
      ...sortable('attempts'),
    },
    { title: 'Last error', dataIndex: 'lastError', key: 'lastError', render: optional(ellipsis(240, 'danger')) },
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
          <NoValue />
        ),
    },
    actionsColumn<AdminOutboxMessageDto>(compact, (message) =>
      RESENDABLE_STATUSES.includes(message.status) ? <ResendAction message={message} /> : null,
    ),
  ];

  return (
    <AdminTableLayout
      {...layout}
      title="Outgoing messages"
      searchLabel="Search messages"
      searchPlaceholder="Search recipient, template or subject"
      errorTitle="Could not load the messages"
      filters={
        <>
          <FilterSelect<OutboxStatus>
            label="Status"
            value={search.status}
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status })}
          />
          <FilterSelect<MessageChannel>
            label="Channel"
            value={search.channel}
            options={CHANNEL_OPTIONS}
            onChange={(channel) => update({ channel })}
          />
          <FilterSelect<MessageCategory>
            label="Category"
            value={search.category}
            options={CATEGORY_OPTIONS}
            onChange={(category) => update({ category })}
          />
        </>
      }
    >
      <AdminDataTable<AdminOutboxMessageDto, ListOutboxMessagesSortBy>
        {...grid}
        columns={columns}
        noun={['message', 'messages']}
        emptyText="No messages sent yet."
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
