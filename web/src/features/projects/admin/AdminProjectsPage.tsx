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
/** A title cut to one line, like EllipsisText's. */
const TITLE_LINK_STYLE = {
  display: 'inline-block',
  maxWidth: 260,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  fontWeight: 600,
} as const;

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
      render: (title: string, row) => (
        // The whole title in the tooltip: a link holds no other focusable text (EllipsisText is focusable).
        <Link to="/admin1/projects/$projectId" params={{ projectId: row.id }} title={title} style={TITLE_LINK_STYLE}>
          {title}
        </Link>
      ),
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
