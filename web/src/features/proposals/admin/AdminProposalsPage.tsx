import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListAdminProposalsQueryKey,
  useListAdminProposals,
} from '../../../api/generated/admin-proposals/admin-proposals';
import type { AdminProposalDto, ListAdminProposalsSortBy, ProposalStatus } from '../../../api/generated/model';
import { PlusIcon } from '../../../components/admin/AdminIcons';
import {
  actionsColumn,
  dateTimeCell,
  NoValue,
  personCell,
  WIDE_SCREENS_ONLY,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable, DateTime } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { DateRangeFilter } from '../../../components/admin-table/DateRangeFilter';
import { EllipsisText } from '../../../components/admin-table/EllipsisText';
import { FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { billingDate } from '../../billing/billing-dates';
import { formatMoney } from '../../billing/money';
import { AdminProposalDrawer, ProposalStatusTag } from './AdminProposalDrawer';
import { PROPOSAL_STATUS_LABELS } from './proposal-labels';
import { proposalsTable, type ProposalsSearch } from './proposals-search';

const money = (cents: number, row: AdminProposalDto) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents, row.currency)}</span>
);

/** When it was sent, first viewed, and signed (or declined): one line each, as far as it went. */
function progressCell(_value: unknown, row: AdminProposalDto) {
  const steps: [string, string | null][] = [
    ['Sent', row.sentAt],
    ['Viewed', row.viewedAt],
    ['Signed', row.acceptedAt],
    ['Declined', row.declinedAt],
  ];
  const reached = steps.filter(([, at]) => at !== null);
  if (reached.length === 0) return <NoValue>Not sent</NoValue>;
  return (
    <Flex vertical>
      {reached.map(([label, at]) => (
        <span key={label} style={{ whiteSpace: 'nowrap' }}>
          {label} <DateTime value={at} />
        </span>
      ))}
    </Flex>
  );
}

/**
 * /admin1/proposals: every proposal version, paged, sorted and filtered by the server, with its exports and
 * the proposal drawer (?open=id).
 */
export function AdminProposalsPage() {
  const admin = useAdminTable({
    meta: { title: 'Proposals', description: 'Inspivision back office: proposals.' },
    table: proposalsTable,
    route: '/admin1/_panel/proposals',
    path: ADMIN_PATHS.proposals,
    useList: useListAdminProposals,
    queryKey: getListAdminProposalsQueryKey,
  });
  const { update, sortable, compact } = admin;
  const search = admin.search as ProposalsSearch;
  const navigate = useNavigate();
  // The drawer is no filter: opening or closing it keeps the page.
  const open = (id: string | undefined) =>
    void navigate({ to: ADMIN_PATHS.proposals, search: proposalsTable.parse({ ...search, open: id }) });

  const columns: ColumnsType<AdminProposalDto> = [
    {
      title: 'Title',
      dataIndex: 'title',
      ...sortable('title'),
      render: (title: string, row) => (
        <Flex vertical>
          <EllipsisText text={title} maxWidth={200} strong />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            Version {row.version}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Client',
      dataIndex: 'clientName',
      ...sortable('clientName'),
      render: (_value: unknown, row) => personCell(row.clientName, row.clientEmail),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      ...sortable('status'),
      render: (_value: unknown, row) => <ProposalStatusTag proposal={row} />,
    },
    { title: 'Value', dataIndex: 'totalCents', ...sortable('totalCents'), align: 'right', render: money },
    { title: 'Sent, viewed, signed', dataIndex: 'sentAt', ...sortable('sentAt'), render: progressCell },
    {
      title: 'Valid until',
      dataIndex: 'validUntil',
      ...sortable('validUntil'),
      render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{billingDate(value)}</span>,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      responsive: WIDE_SCREENS_ONLY,
      render: dateTimeCell,
    },
    actionsColumn<AdminProposalDto>(
      compact,
      (row) => (
        <Button
          size="small"
          aria-label={`View proposal ${row.title}, version ${row.version}`}
          onClick={() => open(row.id)}
        >
          View
        </Button>
      ),
      'Details',
    ),
  ];

  return (
    <>
      <AdminTableLayout
        {...admin.layout}
        title="Proposals"
        searchLabel="Search proposals"
        searchPlaceholder="Search title, client name or e-mail"
        errorTitle="Could not load the proposals"
        actions={
          <Button type="primary" icon={<PlusIcon />} onClick={() => void navigate({ to: ADMIN_PATHS.createProposal })}>
            Create proposal
          </Button>
        }
        filters={
          <>
            <FilterSelect<ProposalStatus>
              label="Status"
              value={search.status}
              options={filterOptions('All statuses', PROPOSAL_STATUS_LABELS)}
              onChange={(status) => update({ status })}
            />
            <DateRangeFilter
              label="Created"
              from={search.createdFrom}
              to={search.createdTo}
              onChange={({ from, to }) => update({ createdFrom: from, createdTo: to })}
            />
            <DateRangeFilter
              label="Valid until"
              from={search.validFrom}
              to={search.validTo}
              onChange={({ from, to }) => update({ validFrom: from, validTo: to })}
            />
            {search.userId ? (
              <Flex align="center">
                <Tag closable onClose={() => update({ userId: undefined })}>
                  One client&apos;s proposals
                </Tag>
              </Flex>
            ) : null}
          </>
        }
      >
        <AdminDataTable<AdminProposalDto, ListAdminProposalsSortBy>
          {...admin.grid}
          columns={columns}
          noun={['proposal', 'proposals']}
          emptyText="No proposals yet."
        />
      </AdminTableLayout>
      <AdminProposalDrawer id={search.open ?? null} onClose={() => open(undefined)} onOpen={open} />
    </>
  );
}
