import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Segmented } from 'antd';
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
import {
  actionsColumn,
  dateTimeCell,
  ellipsis,
  noWrap,
  personCell,
  statusTag,
  tagsCell,
  WIDE_SCREENS_ONLY,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable, type AdminDataTableProps } from '../../../components/admin-table/AdminDataTable';
import { DateRangeFilter } from '../../../components/admin-table/DateRangeFilter';
import { AdminLeadsDrawer, type OpenLead } from './AdminLeadsDrawer';
import {
  CONSULTATION_STATUS_LABELS,
  INQUIRY_STATUS_LABELS,
  LEAD_NOUNS,
  QUESTION_STATUS_LABELS,
} from './AdminLeadsLabels';
import { consultationsTable, inquiriesTable, questionsTable } from './AdminLeadsSearch';
import { AdminTableLayout, type AdminTableLayoutProps } from '../../../components/admin-table/AdminTableLayout';
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

/** The option lists' choices for the filters: a booking's services and budget, a question's topic. */
function useChoices() {
  const options = useGetBookingOptions();
  const choices = (all: string, values: string[] | undefined) => [
    { value: 'all', label: all },
    ...(values ?? []).map((value) => ({ value, label: value })),
  ];
  return {
    bookings: {
      services: choices('All services', options.data?.services),
      budgets: choices('All budgets', options.data?.budgets),
    },
    questions: { services: choices('All services', options.data?.questionTopics) },
  };
}

/** "View" in a row: opens the drawer. */
const viewColumn = <Row extends { id: string }>(
  kind: BookingKind,
  nameOf: (row: Row) => string,
  open: (lead: OpenLead) => void,
  compact: boolean,
) =>
  actionsColumn<Row>(
    compact,
    (row) => (
      <Button
        size="small"
        aria-label={`View the ${LEAD_NOUNS[kind].toLowerCase()} from ${nameOf(row)}`}
        onClick={() => open({ kind, id: row.id, name: nameOf(row) })}
      >
        View
      </Button>
    ),
    'Details',
  );

const nameColumn = <Row extends { email: string }>(nameOf: (row: Row) => string, sorter: object) => ({
  title: 'Name',
  dataIndex: 'name',
  ...sorter,
  render: (_value: unknown, row: Row) => personCell(nameOf(row), row.email),
});

type LeadsSection = (typeof LEADS_SECTIONS)[number]['value'];

/**
 * The page shared by the three tables: the sections, the table's frame (title, search, the lead filters
 * then `children`, CSV) and the table, then the lead drawer. The texts follow the table's title and noun.
 */
function LeadsTable<Row extends object, SortField extends string, Status extends string>({
  current,
  title,
  noun,
  searchPlaceholder,
  admin,
  columns,
  statusLabels,
  choices,
  drawer,
  children,
}: {
  current: LeadsSection;
  title: string;
  noun: [string, string];
  searchPlaceholder: string;
  /** The table's state (useAdminTable). */
  admin: {
    layout: Omit<AdminTableLayoutProps, 'title' | 'searchLabel' | 'searchPlaceholder' | 'errorTitle' | 'children'>;
    grid: Omit<AdminDataTableProps<Row, SortField>, 'columns' | 'noun' | 'emptyText'>;
    search: LeadFilterSearch<Status>;
    // A method: each table's `update` takes its own search, which holds the fields it shows.
    update(changes: LeadFilterSearch<Status>): void;
  };
  columns: ColumnsType<Row>;
  statusLabels: Record<Status, { label: string }>;
  choices: { services: FilterOption<string>[]; budgets?: FilterOption<string>[] };
  drawer: ReactNode;
  children?: ReactNode;
}) {
  const plural = title.toLowerCase();
  return (
    <>
      <LeadsSections current={current} />
      <AdminTableLayout
        {...admin.layout}
        title={title}
        searchLabel={`Search ${plural}`}
        searchPlaceholder={searchPlaceholder}
        errorTitle={`Could not load the ${plural}`}
        filters={
          <LeadFilters<Status> search={admin.search} update={admin.update} statusLabels={statusLabels} {...choices}>
            {children}
          </LeadFilters>
        }
      >
        <AdminDataTable<Row, SortField>
          {...admin.grid}
          columns={columns}
          noun={noun}
          emptyText={`No ${noun[1]} yet.`}
        />
      </AdminTableLayout>
      {drawer}
    </>
  );
}

/**
 * The lead drawer of a table page: `open` for its rows' View buttons, `drawer` to render. `linked` is the
 * lead the URL opens (?open=id, e.g. from the dashboard's late answers); closing the drawer drops it.
 */
function useLeadDrawer(linked?: { kind: BookingKind; id: string | undefined; path: string }) {
  const navigate = useNavigate();
  const [lead, setLead] = useState<OpenLead | null>(null);
  const shown = lead ?? (linked?.id ? { kind: linked.kind, id: linked.id, name: '' } : null);
  const close = () => {
    setLead(null);
    if (linked?.id) {
      void navigate({
        to: linked.path,
        search: (previous: Record<string, unknown>) => ({ ...previous, open: undefined }),
        replace: true,
      } as Parameters<typeof navigate>[0]);
    }
  };
  return { open: setLead, drawer: <AdminLeadsDrawer lead={shown} onClose={close} /> };
}

/** The services and budget a booking lead chose. */
const servicesColumn = {
  title: 'Services',
  dataIndex: 'servicesInterested',
  key: 'services',
  responsive: WIDE_SCREENS_ONLY,
  render: tagsCell,
};
const budgetColumn = { title: 'Budget', dataIndex: 'budget', key: 'budget', render: noWrap };

const receivedColumn = (sorter: object) => ({
  title: 'Received',
  dataIndex: 'createdAt',
  ...sorter,
  render: dateTimeCell,
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
  const admin = useAdminTable({
    meta: { title: 'Consultations', description: 'Inspivision back office: consultation requests.' },
    table: consultationsTable,
    route: '/admin1/_panel/leads/',
    path: ADMIN_PATHS.leads,
    useList: useListAdminConsultations,
    queryKey: getListAdminConsultationsQueryKey,
  });
  const { search, update, sortable, compact } = admin;
  const leadDrawer = useLeadDrawer();
  const choices = useChoices();
  const columns: ColumnsType<AdminConsultationDto> = [
    receivedColumn(sortable('createdAt')),
    nameColumn<AdminConsultationDto>((row) => row.name, sortable('name')),
    { title: 'Scheduled', dataIndex: 'scheduledAt', ...sortable('scheduledAt'), render: dateTimeCell },
    servicesColumn,
    budgetColumn,
    { title: 'Status', dataIndex: 'status', ...sortable('status'), render: statusTag(CONSULTATION_STATUS_LABELS) },
    viewColumn<AdminConsultationDto>('consultation', (row) => row.name, leadDrawer.open, compact),
  ];
  return (
    <LeadsTable<AdminConsultationDto, ListAdminConsultationsSortBy, ConsultationStatus>
      current={ADMIN_PATHS.leads}
      title="Consultations"
      noun={['consultation', 'consultations']}
      searchPlaceholder="Search name, e-mail or message"
      admin={admin}
      columns={columns}
      statusLabels={CONSULTATION_STATUS_LABELS}
      choices={choices.bookings}
      drawer={leadDrawer.drawer}
    >
      <DateRangeFilter
        label="Scheduled"
        from={search.scheduledFrom}
        to={search.scheduledTo}
        onChange={({ from, to }) => update({ scheduledFrom: from, scheduledTo: to })}
      />
    </LeadsTable>
  );
}

/** /admin1/leads/inquiries: service inquiries with the same filters. */
export function AdminInquiryLeadsPage() {
  const admin = useAdminTable({
    meta: { title: 'Service inquiries', description: 'Inspivision back office: service inquiries.' },
    table: inquiriesTable,
    route: '/admin1/_panel/leads/inquiries',
    path: ADMIN_PATHS.leadsInquiries,
    useList: useListAdminServiceInquiries,
    queryKey: getListAdminServiceInquiriesQueryKey,
  });
  const { sortable, compact } = admin;
  const { open } = useSearch({ from: '/admin1/_panel/leads/inquiries' });
  const leadDrawer = useLeadDrawer({ kind: 'service_inquiry', id: open, path: ADMIN_PATHS.leadsInquiries });
  const choices = useChoices();
  const columns: ColumnsType<AdminServiceInquiryDto> = [
    receivedColumn(sortable('createdAt')),
    nameColumn<AdminServiceInquiryDto>((row) => row.name, sortable('name')),
    { title: 'Business type', dataIndex: 'businessType', key: 'businessType', responsive: WIDE_SCREENS_ONLY },
    servicesColumn,
    budgetColumn,
    { title: 'Call', dataIndex: 'scheduledAt', ...sortable('scheduledAt'), render: dateTimeCell },
    { title: 'Status', dataIndex: 'status', ...sortable('status'), render: statusTag(INQUIRY_STATUS_LABELS) },
    viewColumn<AdminServiceInquiryDto>('service_inquiry', (row) => row.name, leadDrawer.open, compact),
  ];
  return (
    <LeadsTable<AdminServiceInquiryDto, ListAdminConsultationsSortBy, ServiceInquiryStatus>
      current={ADMIN_PATHS.leadsInquiries}
      title="Service inquiries"
      noun={['service inquiry', 'service inquiries']}
      searchPlaceholder="Search name, e-mail or message"
      admin={admin}
      columns={columns}
      statusLabels={INQUIRY_STATUS_LABELS}
      choices={choices.bookings}
      drawer={leadDrawer.drawer}
    />
  );
}

const questionName = (row: AdminGeneralQuestionDto) => `${row.firstName} ${row.lastName}`;

/** /admin1/leads/questions: quick questions, answered by e-mail from the drawer. */
export function AdminQuestionLeadsPage() {
  const admin = useAdminTable({
    meta: { title: 'Questions', description: 'Inspivision back office: quick questions.' },
    table: questionsTable,
    route: '/admin1/_panel/leads/questions',
    path: ADMIN_PATHS.leadsQuestions,
    useList: useListAdminGeneralQuestions,
    queryKey: getListAdminGeneralQuestionsQueryKey,
  });
  const { sortable, compact } = admin;
  const { open } = useSearch({ from: '/admin1/_panel/leads/questions' });
  const leadDrawer = useLeadDrawer({ kind: 'general_question', id: open, path: ADMIN_PATHS.leadsQuestions });
  const choices = useChoices();
  const columns: ColumnsType<AdminGeneralQuestionDto> = [
    receivedColumn(sortable('createdAt')),
    nameColumn<AdminGeneralQuestionDto>(questionName, sortable('name')),
    { title: 'Service', dataIndex: 'serviceQuestion', key: 'serviceQuestion', render: ellipsis(160) },
    {
      title: 'Question',
      dataIndex: 'message',
      key: 'message',
      render: (value: string | null) => ellipsis(240)(value ?? ''),
    },
    { title: 'Status', dataIndex: 'status', ...sortable('status'), render: statusTag(QUESTION_STATUS_LABELS) },
    viewColumn<AdminGeneralQuestionDto>('general_question', questionName, leadDrawer.open, compact),
  ];
  return (
    <LeadsTable<AdminGeneralQuestionDto, ListAdminGeneralQuestionsSortBy, GeneralQuestionStatus>
      current={ADMIN_PATHS.leadsQuestions}
      title="Questions"
      noun={['question', 'questions']}
      searchPlaceholder="Search name, e-mail or question"
      admin={admin}
      columns={columns}
      statusLabels={QUESTION_STATUS_LABELS}
      choices={choices.questions}
      drawer={leadDrawer.drawer}
    />
  );
}
