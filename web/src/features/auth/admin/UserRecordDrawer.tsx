import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { Alert, Badge, Button, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import { getListAdminInvoicesQueryKey, listAdminInvoices } from '../../../api/generated/admin-invoices/admin-invoices';
import {
  getListAdminConsultationsQueryKey,
  getListAdminGeneralQuestionsQueryKey,
  getListAdminServiceInquiriesQueryKey,
  listAdminConsultations,
  listAdminGeneralQuestions,
  listAdminServiceInquiries,
} from '../../../api/generated/admin-leads/admin-leads';
import type {
  AdminConsultationDto,
  AdminGeneralQuestionDto,
  AdminInvoiceDto,
  AdminServiceInquiryDto,
  AdminUserDto,
  BookingKind,
} from '../../../api/generated/model';
import { dateTimeCell, ellipsis, optional, statusTag } from '../../../components/admin-table/admin-columns';
import { serverMessage } from '../../../components/admin/api-error';
import { DrawerSection } from '../../../components/admin/DrawerSection';
import { AdminInvoiceDrawer, InvoiceStatusTag } from '../../billing/admin/AdminInvoiceDrawer';
import { formatCents } from '../../billing/money';
import { AdminLeadsDrawer, type OpenLead } from '../../bookings/admin/AdminLeadsDrawer';
import {
  CONSULTATION_STATUS_LABELS,
  INQUIRY_STATUS_LABELS,
  LEAD_NOUNS,
  QUESTION_STATUS_LABELS,
} from '../../bookings/admin/AdminLeadsLabels';
import { SecondFactorResetAction } from './SecondFactorResetAction';
import { SuspensionAction } from './SuspensionAction';
import { formatSignedUp, fullName, suspensionRecord } from './user-format';
import { displayPhone } from '../../../lib/phone-number';

/** Rows per page of each list: the drawer shows several lists one under another. */
export const USER_RECORD_PAGE_SIZE = 5;

type PageParams = { userId: string; page: number; pageSize: number };
/** A list of the generated client, with its query key (so the lists' own invalidations reach the drawer). */
interface ListEndpoint<Row> {
  list: (params: PageParams, options: undefined, signal: AbortSignal) => Promise<{ items: Row[]; total: number }>;
  queryKey: (params: PageParams) => QueryKey;
}

/**
 * One account's record, from the Users table: its profile and suspension, its consultations, service
 * inquiries and questions (the ones its portal lists) and its invoices. A row's "View" opens that lead's
 * or invoice's own drawer over this one, with its actions.
 */
export function UserRecordDrawer({
  user,
  currentUserId,
  onClose,
}: {
  user: AdminUserDto | null;
  currentUserId: string | undefined;
  onClose: () => void;
}) {
  const name = user ? fullName(user) || user.email : '';
  return (
    <Drawer open={user !== null} onClose={onClose} size={720} title={name || undefined} destroyOnHidden>
      {user ? <UserRecord user={user} isSelf={user.id === currentUserId} /> : null}
    </Drawer>
  );
}

function UserRecord({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const [lead, setLead] = useState<OpenLead | null>(null);
  const [invoice, setInvoice] = useState<AdminInvoiceDto | null>(null);
  const name = fullName(user) || user.email;
  const viewLead =
    <Row extends { id: string; createdAt: string }>(kind: BookingKind) =>
    (row: Row) => (
      <Button
        size="small"
        aria-label={`View the ${LEAD_NOUNS[kind].toLowerCase()} received ${RECEIVED_FORMAT.format(new Date(row.createdAt))}`}
        onClick={() => setLead({ kind, id: row.id, name })}
      >
        View
      </Button>
    );

  return (
    <Flex vertical gap={24}>
      <DrawerSection title="Profile">
        <Profile user={user} isSelf={isSelf} />
      </DrawerSection>
      <DrawerSection title="Bookings">
        <Flex vertical gap={16}>
          <RecordList<AdminConsultationDto>
            title="Consultations"
            noun="consultations"
            userId={user.id}
            endpoint={{ list: listAdminConsultations, queryKey: getListAdminConsultationsQueryKey }}
            columns={[
              RECEIVED,
              { title: 'Status', dataIndex: 'status', render: statusTag(CONSULTATION_STATUS_LABELS) },
              { title: 'Scheduled', dataIndex: 'scheduledAt', render: dateTimeCell },
              viewColumn(viewLead<AdminConsultationDto>('consultation')),
            ]}
          />
          <RecordList<AdminServiceInquiryDto>
            title="Service inquiries"
            noun="service inquiries"
            userId={user.id}
            endpoint={{ list: listAdminServiceInquiries, queryKey: getListAdminServiceInquiriesQueryKey }}
            columns={[
              RECEIVED,
              { title: 'Status', dataIndex: 'status', render: statusTag(INQUIRY_STATUS_LABELS) },
              { title: 'Budget', dataIndex: 'budget', render: ellipsis(160) },
              viewColumn(viewLead<AdminServiceInquiryDto>('service_inquiry')),
            ]}
          />
          <RecordList<AdminGeneralQuestionDto>
            title="Questions"
            noun="questions"
            userId={user.id}
            endpoint={{ list: listAdminGeneralQuestions, queryKey: getListAdminGeneralQuestionsQueryKey }}
            columns={[
              RECEIVED,
              { title: 'Status', dataIndex: 'status', render: statusTag(QUESTION_STATUS_LABELS) },
              { title: 'Service', dataIndex: 'serviceQuestion', render: ellipsis(200) },
              viewColumn(viewLead<AdminGeneralQuestionDto>('general_question')),
            ]}
          />
        </Flex>
      </DrawerSection>
      <DrawerSection title="Invoices">
        <RecordList<AdminInvoiceDto>
          noun="invoices"
          userId={user.id}
          endpoint={{ list: listAdminInvoices, queryKey: getListAdminInvoicesQueryKey }}
          columns={[
            { title: 'Number', dataIndex: 'invoiceNumber' },
            { title: 'Status', key: 'status', render: (_value, row) => <InvoiceStatusTag invoice={row} /> },
            { title: 'Amount', dataIndex: 'amountCents', align: 'right', render: formatCents },
            { title: 'Due', dataIndex: 'dueDate', render: dateTimeCell },
            viewColumn((row) => (
              <Button size="small" aria-label={`View invoice ${row.invoiceNumber}`} onClick={() => setInvoice(row)}>
                View
              </Button>
            )),
          ]}
        />
      </DrawerSection>
      <AdminLeadsDrawer lead={lead} onClose={() => setLead(null)} />
      <AdminInvoiceDrawer invoice={invoice} onClose={() => setInvoice(null)} />
    </Flex>
  );
}

function Profile({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'name', label: 'Name', children: fullName(user) || <NoName /> },
          { key: 'email', label: 'E-mail', children: user.email },
          {
            key: 'role',
            label: 'Role',
            children: user.role === 'admin' ? <Tag color="purple">Admin</Tag> : <Tag>Customer</Tag>,
          },
          {
            key: 'verified',
            label: 'E-mail verification',
            children: user.emailVerified ? (
              <Badge status="success" text="Verified" />
            ) : (
              <Badge status="warning" text="Unverified" />
            ),
          },
          {
            key: 'status',
            label: 'Status',
            children: user.isSuspended ? (
              <Flex vertical gap={4} align="start">
                <Tag color="red">Suspended</Tag>
                <Typography.Text>{suspensionRecord(user)}</Typography.Text>
              </Flex>
            ) : (
              <Tag color="green">Active</Tag>
            ),
          },
          { key: 'phone', label: 'Phone', children: optional(displayPhone)(user.phone) },
          { key: 'country', label: 'Country', children: optional((country: string) => country)(user.country) },
          {
            key: 'createdAt',
            label: 'Signed up',
            children: <time dateTime={user.createdAt}>{formatSignedUp(user.createdAt)}</time>,
          },
        ]}
      />
      <Flex gap={8}>
        <SuspensionAction user={user} isSelf={isSelf} />
        <SecondFactorResetAction user={user} isSelf={isSelf} />
      </Flex>
    </Flex>
  );
}

const NoName = () => (
  <Typography.Text type="secondary" italic>
    No name
  </Typography.Text>
);

const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const RECEIVED = { title: 'Received', dataIndex: 'createdAt', render: dateTimeCell };

const viewColumn = <Row,>(render: (row: Row) => ReactNode) => ({
  title: 'Details',
  key: 'view',
  align: 'right' as const,
  render: (_value: unknown, row: Row) => render(row),
});

/**
 * One paged list of the account's rows, with its heading (when the section has several), a skeleton
 * until the first page, an empty state, and an error with a retry.
 */
function RecordList<Row extends { id: string }>({
  title,
  noun,
  userId,
  endpoint,
  columns,
}: {
  title?: string;
  noun: string;
  userId: string;
  endpoint: ListEndpoint<Row>;
  columns: ColumnsType<Row>;
}) {
  const [page, setPage] = useState(1);
  const params = { userId, page, pageSize: USER_RECORD_PAGE_SIZE };
  const query = useQuery({
    queryKey: endpoint.queryKey(params),
    queryFn: ({ signal }) => endpoint.list(params, undefined, signal),
    placeholderData: keepPreviousData,
  });
  const label = title ?? noun;
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Could not load the ${noun}`}
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (!query.data) {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label={`Loading the ${noun}`} />;
  } else if (query.data.total === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${noun}.`} />;
  } else {
    body = (
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data.items}
        loading={query.isFetching}
        aria-label={label}
        pagination={{
          current: page,
          pageSize: USER_RECORD_PAGE_SIZE,
          total: query.data.total,
          hideOnSinglePage: true,
          size: 'small',
          showSizeChanger: false,
          showTotal: (total) => `${total} ${noun}`,
          onChange: setPage,
        }}
      />
    );
  }
  return title ? (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {title}
      </Typography.Title>
      {body}
    </section>
  ) : (
    body
  );
}
