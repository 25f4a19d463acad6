import { Link } from '@tanstack/react-router';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListAdminProjectsQueryKey,
  useListAdminProjects,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDto, ListAdminProjectsSortBy, ProjectStatus } from '../../../api/generated/model';
import {
  dateTimeCell,
  NoValue,
  personCell,
  statusTag,
  WIDE_SCREENS_ONLY,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { EllipsisText } from '../../../components/admin-table/EllipsisText';
import { FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { formatMoney } from '../../billing/money';
import { PROJECT_STATUS_LABELS } from '../project-labels';
import { projectsTable } from './projects-search';

const money = (cents: number, row: AdminProjectDto) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents, row.currency)}</span>
);
const statusCell = statusTag<ProjectStatus>(PROJECT_STATUS_LABELS);

/** /admin1/projects: every project, paged, sorted and filtered by the server, with its exports. */
export function AdminProjectsPage() {
  const admin = useAdminTable({
    meta: { title: 'Projects', description: 'Inspivision back office: projects.' },
    table: projectsTable,
    route: '/admin1/_panel/projects',
    path: ADMIN_PATHS.projects,
    useList: useListAdminProjects,
    queryKey: getListAdminProjectsQueryKey,
  });
  const { search, update, sortable } = admin;

  const columns: ColumnsType<AdminProjectDto> = [
    {
      title: 'Title',
      dataIndex: 'title',
      ...sortable('title'),
      render: (title: string) => <EllipsisText text={title} maxWidth={260} strong />,
    },
    {
      title: 'Client',
      dataIndex: 'clientName',
      ...sortable('clientName'),
      render: (_value: unknown, row) =>
        row.clientName ? personCell(row.clientName, row.clientEmail ?? '') : <NoValue>No account</NoValue>,
    },
    { title: 'Status', dataIndex: 'status', ...sortable('status'), render: statusCell },
    { title: 'Total', dataIndex: 'totalCents', ...sortable('totalCents'), align: 'right', render: money },
    {
      title: 'Deposit',
      dataIndex: 'depositCents',
      key: 'deposit',
      align: 'right',
      render: (cents: number, row) => (
        <Flex vertical align="flex-end">
          {money(cents, row)}
          {row.depositInvoiceNumber ? (
            <Link
              to={ADMIN_PATHS.invoices}
              search={{ search: row.depositInvoiceNumber }}
              aria-label={`Deposit invoice ${row.depositInvoiceNumber} of ${row.title}`}
              style={{ whiteSpace: 'nowrap', fontSize: 12 }}
            >
              {row.depositInvoiceNumber}
            </Link>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: dateTimeCell,
    },
    {
      title: 'Active since',
      dataIndex: 'activatedAt',
      ...sortable('activatedAt'),
      responsive: WIDE_SCREENS_ONLY,
      render: dateTimeCell,
    },
  ];

  return (
    <AdminTableLayout
      {...admin.layout}
      title="Projects"
      searchLabel="Search projects"
      searchPlaceholder="Search title, client name or e-mail"
      errorTitle="Could not load the projects"
      filters={
        <>
          <FilterSelect<ProjectStatus>
            label="Status"
            value={search.status}
            options={filterOptions('All statuses', PROJECT_STATUS_LABELS)}
            onChange={(status) => update({ status })}
          />
          {search.userId ? (
            <Flex align="center">
              <Tag closable onClose={() => update({ userId: undefined })}>
                One client&apos;s projects
              </Tag>
            </Flex>
          ) : null}
        </>
      }
    >
      <AdminDataTable<AdminProjectDto, ListAdminProjectsSortBy>
        {...admin.grid}
        columns={columns}
        noun={['project', 'projects']}
        emptyText="No projects yet: they appear when a client accepts a proposal."
      />
    </AdminTableLayout>
  );
}
