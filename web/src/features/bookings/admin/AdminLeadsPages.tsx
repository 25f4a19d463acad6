import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, Input, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import { useGetBookingOptions } from '../../../api/generated/bookings/bookings';
import {
  getListAdminConsultationsQueryKey,
  getListAdminGeneralQuestionsQueryKey,
  getListAdminServiceInquiriesQueryKey,
  useListAdminConsultations,
  useListAdminGeneralQuestions,
  useListAdminServiceInquiries,
} from '../../../api/generated/admin-leads/admin-leads';
import type {
  AdminConsultationDto,
  AdminGeneralQuestionDto,
  AdminServiceInquiryDto,
  BookingKind,
  ConsultationStatus,
  GeneralQuestionStatus,
  ListAdminConsultationsSortBy,
  ListAdminGeneralQuestionsSortBy,
  ServiceInquiryStatus,
} from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import { ellipsis, statusTag } from '../../../components/admin-table/admin-columns';
import { AdminDataTable, DateTime, sortableColumn } from '../../../components/admin-table/AdminDataTable';
import { AdminLeadsDrawer, type OpenLead } from './AdminLeadsDrawer';
import {
  CONSULTATION_STATUS_LABELS,
  INQUIRY_STATUS_LABELS,
  LEAD_NOUNS,
  QUESTION_STATUS_LABELS,
} from './AdminLeadsLabels';
import { consultationsTable, inquiriesTable, questionsTable } from './AdminLeadsSearch';
import { dayBounds, dayOf, localTimeZone } from './AdminLeadsWeek';
import { AdminTableLayout, useFilterWidth } from '../../../components/admin-table/AdminTableLayout';
import { FilterSelect, filterOptions, type FilterOption } from '../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

const LEADS_SECTIONS = [
  { value: ADMIN_PATHS.leads, label: 'Consultations' },
  { value: ADMIN_PATHS.leadsInquiries, label: 'Service inquiries' },
  { value: ADMIN_PATHS.leadsQuestions, label: 'Questions' },
  { value: ADMIN_PATHS.leadsCalendar, label: 'Week view' },
] as const;

/** The inbox's sections: the three tables and the week view. */
export function LeadsSections({ current }: { current: (typeof LEADS_SECTIONS)[number]['value'] }) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Leads" style={{ marginBottom: 16, overflowX: 'auto' }}>
      <Segmented
        value={current}
        options={LEADS_SECTIONS.map((section) => ({ ...section }))}
        onChange={(path) => void navigate({ to: path })}
      />
    </nav>
  );
}

/** A date range filter: two labelled day inputs (staff's days) kept as instants in the URL. */
function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const width = useFilterWidth();
  const [start, end] = [dayOf(from), dayOf(to)];
  return (
    <Flex gap={4} align="center" role="group" aria-label={`${label} (${localTimeZone()})`} style={{ width: 'auto' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Input
        type="date"
        aria-label={`${label} from`}
        value={start}
        max={end || undefined}
        onChange={(event) => onChange(dayBounds(event.target.value || undefined, end || undefined))}
        style={{ width: typeof width === 'number' ? 150 : width }}
      />
      <Typography.Text type="secondary">to</Typography.Text>
      <Input
        type="date"
        aria-label={`${label} to`}
        value={end}
        min={start || undefined}
        onChange={(event) => onChange(dayBounds(start || undefined, event.target.value || undefined))}
        style={{ width: typeof width === 'number' ? 150 : width }}
      />
    </Flex>
  );
}

/** The option lists' choices for the service and budget filters. */
function useChoices() {
  const options = useGetBookingOptions();
  const choices = (all: string, values: string[] | undefined) => [
    { value: 'all', label: all },
    ...(values ?? []).map((value) => ({ value, label: value })),
  ];
  return {
    services: choices('All services', options.data?.services),
    topics: choices('All services', options.data?.questionTopics),
    budgets: choices('All budgets', options.data?.budgets),
  };
}

/** "View" in a row: opens the drawer. */
const viewColumn = <Row extends { id: string }>(
  kind: BookingKind,
  nameOf: (row: Row) => string,
  open: (lead: OpenLead) => void,
  compact: boolean,
) => ({
  title: 'Details',
  key: 'view',
  align: 'right' as const,
  fixed: compact ? undefined : ('right' as const),
  render: (_value: unknown, row: Row) => (
    <Button
      size="small"
      aria-label={`View the ${LEAD_NOUNS[kind].toLowerCase()} from ${nameOf(row)}`}
      onClick={() => open({ kind, id: row.id, name: nameOf(row) })}
    >
      View
    </Button>
  ),
});

const nameColumn = <Row extends { email: string }>(nameOf: (row: Row) => string, sorter: object) => ({
  title: 'Name',
  dataIndex: 'name',
  ...sorter,
  render: (_value: unknown, row: Row) => (
    <Flex vertical>
      <Typography.Text strong>{nameOf(row)}</Typography.Text>
      <Typography.Text type="secondary">{row.email}</Typography.Text>
    </Flex>
  ),
});

const servicesCell = (services: string[]) => (
  <Flex wrap gap={4} style={{ maxWidth: 280 }}>
    {services.map((service) => (
      <Tag key={service}>{service}</Tag>
    ))}
  </Flex>
);

/** The page frame shared by the three tables: sections, the table, and the lead drawer. */
function LeadsFrame({
  current,
  children,
  drawer,
}: {
  current: (typeof LEADS_SECTIONS)[number]['value'];
  children: ReactNode;
  drawer: ReactNode;
}) {
  return (
    <>
      <LeadsSections current={current} />
      {children}
      {drawer}
    </>
  );
}

/** The lead drawer of a table page: `open` for its rows' View buttons, `drawer` to render. */
function useLeadDrawer() {
  const [lead, setLead] = useState<OpenLead | null>(null);
  return { open: setLead, drawer: <AdminLeadsDrawer lead={lead} onClose={() => setLead(null)} /> };
}

const receivedColumn = (sorter: object) => ({
  title: 'Received',
  dataIndex: 'createdAt',
  ...sorter,
  render: (value: string) => <DateTime value={value} />,
});

interface LeadFilterSearch<Status extends string> {
  status?: Status;
  service?: string;
  budget?: string;
  createdFrom?: string;
  createdTo?: string;
}

/**
 * The filters of every lead table: status, service (or question topic), budget where the leads have
 * one, the day received, then `children` (e.g. the day scheduled).
 */
function LeadFilters<Status extends string>({
  search,
  update,
  statusLabels,
  services,
  budgets,
  children,
}: {
  search: LeadFilterSearch<Status>;
  // A method: each table's `update` takes its own search, which holds the fields it shows.
  update(changes: LeadFilterSearch<Status>): void;
  statusLabels: Record<Status, { label: string }>;
  services: FilterOption<string>[];
  budgets?: FilterOption<string>[];
  children?: ReactNode;
}) {
  return (
    <>
      <FilterSelect<Status>
        label="Status"
        value={search.status}
        options={filterOptions('All statuses', statusLabels)}
        onChange={(status) => update({ status })}
      />
      <FilterSelect<string>
        label="Service"
        value={search.service}
        options={services}
        onChange={(service) => update({ service })}
      />
      {budgets ? (
        <FilterSelect<string>
          label="Budget"
          value={search.budget}
          options={budgets}
          onChange={(budget) => update({ budget })}
        />
      ) : null}
      <DateRangeFilter
        label="Received"
        from={search.createdFrom}
        to={search.createdTo}
        onChange={({ from, to }) => update({ createdFrom: from, createdTo: to })}
      />
      {children}
    </>
  );
}

/** /admin1/leads: consultations, newest first, with filters, search, CSV and the detail drawer. */
export function AdminConsultationLeadsPage() {
  const { search, update, compact, layout, grid } = useAdminTable({
    meta: { title: 'Consultations', description: 'Inspivision back office: consultation requests.' },
    table: consultationsTable,
    route: '/admin1/_panel/leads/',
    path: ADMIN_PATHS.leads,
    useList: useListAdminConsultations,
    queryKey: getListAdminConsultationsQueryKey,
  });
  const leadDrawer = useLeadDrawer();
  const choices = useChoices();
  const sort = (field: ListAdminConsultationsSortBy) => sortableColumn(search, field, consultationsTable.defaultSort);
  const columns: ColumnsType<AdminConsultationDto> = [
    receivedColumn(sort('createdAt')),
    nameColumn<AdminConsultationDto>((row) => row.name, sort('name')),
    {
      title: 'Scheduled',
      dataIndex: 'scheduledAt',
      ...sort('scheduledAt'),
      render: (value: string | null) => <DateTime value={value} />,
    },
    { title: 'Services', dataIndex: 'servicesInterested', key: 'services', render: servicesCell },
    { title: 'Budget', dataIndex: 'budget', key: 'budget' },
    { title: 'Status', dataIndex: 'status', ...sort('status'), render: statusTag(CONSULTATION_STATUS_LABELS) },
    viewColumn<AdminConsultationDto>('consultation', (row) => row.name, leadDrawer.open, compact),
  ];
  return (
    <LeadsFrame current={ADMIN_PATHS.leads} drawer={leadDrawer.drawer}>
      <AdminTableLayout
        {...layout}
        title="Consultations"
        searchLabel="Search consultations"
        searchPlaceholder="Search name, e-mail or message"
        errorTitle="Could not load the consultations"
        filters={
          <LeadFilters<ConsultationStatus>
            search={search}
            update={update}
            statusLabels={CONSULTATION_STATUS_LABELS}
            services={choices.services}
            budgets={choices.budgets}
          >
            <DateRangeFilter
              label="Scheduled"
              from={search.scheduledFrom}
              to={search.scheduledTo}
              onChange={({ from, to }) => update({ scheduledFrom: from, scheduledTo: to })}
            />
          </LeadFilters>
        }
      >
        <AdminDataTable<AdminConsultationDto, ListAdminConsultationsSortBy>
          {...grid}
          columns={columns}
          noun={['consultation', 'consultations']}
          emptyText="No consultations yet."
        />
      </AdminTableLayout>
    </LeadsFrame>
  );
}

/** /admin1/leads/inquiries: service inquiries with the same filters. */
export function AdminInquiryLeadsPage() {
  const { search, update, compact, layout, grid } = useAdminTable({
    meta: { title: 'Service inquiries', description: 'Inspivision back office: service inquiries.' },
    table: inquiriesTable,
    route: '/admin1/_panel/leads/inquiries',
    path: ADMIN_PATHS.leadsInquiries,
    useList: useListAdminServiceInquiries,
    queryKey: getListAdminServiceInquiriesQueryKey,
  });
  const leadDrawer = useLeadDrawer();
  const choices = useChoices();
  const sort = (field: ListAdminConsultationsSortBy) => sortableColumn(search, field, inquiriesTable.defaultSort);
  const columns: ColumnsType<AdminServiceInquiryDto> = [
    receivedColumn(sort('createdAt')),
    nameColumn<AdminServiceInquiryDto>((row) => row.name, sort('name')),
    { title: 'Business type', dataIndex: 'businessType', key: 'businessType' },
    { title: 'Services', dataIndex: 'servicesInterested', key: 'services', render: servicesCell },
    { title: 'Budget', dataIndex: 'budget', key: 'budget' },
    {
      title: 'Call',
      dataIndex: 'scheduledAt',
      ...sort('scheduledAt'),
      render: (value: string | null) => <DateTime value={value} />,
    },
    { title: 'Status', dataIndex: 'status', ...sort('status'), render: statusTag(INQUIRY_STATUS_LABELS) },
    viewColumn<AdminServiceInquiryDto>('service_inquiry', (row) => row.name, leadDrawer.open, compact),
  ];
  return (
    <LeadsFrame current={ADMIN_PATHS.leadsInquiries} drawer={leadDrawer.drawer}>
      <AdminTableLayout
        {...layout}
        title="Service inquiries"
        searchLabel="Search service inquiries"
        searchPlaceholder="Search name, e-mail or message"
        errorTitle="Could not load the service inquiries"
        filters={
          <LeadFilters<ServiceInquiryStatus>
            search={search}
            update={update}
            statusLabels={INQUIRY_STATUS_LABELS}
            services={choices.services}
            budgets={choices.budgets}
          />
        }
      >
        <AdminDataTable<AdminServiceInquiryDto, ListAdminConsultationsSortBy>
          {...grid}
          columns={columns}
          noun={['service inquiry', 'service inquiries']}
          emptyText="No service inquiries yet."
        />
      </AdminTableLayout>
    </LeadsFrame>
  );
}

const questionName = (row: AdminGeneralQuestionDto) => `${row.firstName} ${row.lastName}`;

/** /admin1/leads/questions: quick questions, answered by e-mail from the drawer. */
export function AdminQuestionLeadsPage() {
  const { search, update, compact, layout, grid } = useAdminTable({
    meta: { title: 'Questions', description: 'Inspivision back office: quick questions.' },
    table: questionsTable,
    route: '/admin1/_panel/leads/questions',
    path: ADMIN_PATHS.leadsQuestions,
    useList: useListAdminGeneralQuestions,
    queryKey: getListAdminGeneralQuestionsQueryKey,
  });
  const leadDrawer = useLeadDrawer();
  const choices = useChoices();
  const sort = (field: ListAdminGeneralQuestionsSortBy) => sortableColumn(search, field, questionsTable.defaultSort);
  const columns: ColumnsType<AdminGeneralQuestionDto> = [
    receivedColumn(sort('createdAt')),
    nameColumn<AdminGeneralQuestionDto>(questionName, sort('name')),
    { title: 'Service', dataIndex: 'serviceQuestion', key: 'serviceQuestion' },
    {
      title: 'Question',
      dataIndex: 'message',
      key: 'message',
      render: (value: string | null) => ellipsis(320)(value ?? ''),
    },
    { title: 'Status', dataIndex: 'status', ...sort('status'), render: statusTag(QUESTION_STATUS_LABELS) },
    viewColumn<AdminGeneralQuestionDto>('general_question', questionName, leadDrawer.open, compact),
  ];
  return (
    <LeadsFrame current={ADMIN_PATHS.leadsQuestions} drawer={leadDrawer.drawer}>
      <AdminTableLayout
        {...layout}
        title="Questions"
        searchLabel="Search questions"
        searchPlaceholder="Search name, e-mail or question"
        errorTitle="Could not load the questions"
        filters={
          <LeadFilters<GeneralQuestionStatus>
            search={search}
            update={update}
            statusLabels={QUESTION_STATUS_LABELS}
            services={choices.topics}
          />
        }
      >
        <AdminDataTable<AdminGeneralQuestionDto, ListAdminGeneralQuestionsSortBy>
          {...grid}
          columns={columns}
          noun={['question', 'questions']}
          emptyText="No questions yet."
        />
      </AdminTableLayout>
    </LeadsFrame>
  );
}
