import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import {
  getListAdminInvoicesQueryKey,
  useListAdminInvoices,
} from '../../../api/generated/admin-invoices/admin-invoices';
import type { AdminInvoiceDto, InvoiceStatus, ListAdminInvoicesSortBy } from '../../../api/generated/model';
import { PlusIcon } from '../../../components/admin/AdminIcons';
import {
  actionsColumn,
  dateTimeCell,
  personCell,
  WIDE_SCREENS_ONLY,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { DateRangeFilter } from '../../../components/admin-table/DateRangeFilter';
import { BooleanFilterSelect, FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { billingDate } from '../billing-dates';
import { INVOICE_STATUS_LABELS } from '../billing-labels';
import { formatCents } from '../money';
import { AdminInvoiceDrawer, InvoiceStatusTag } from './AdminInvoiceDrawer';
import { invoicesTable } from './invoices-search';

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>;

/** /admin1/invoices: every invoice, paged, sorted and filtered by the server, with CSV and the invoice drawer. */
export function AdminInvoicesPage() {
  const admin = useAdminTable({
    meta: { title: 'Invoices', description: 'Inspivision back office: invoices.' },
    table: invoicesTable,
    route: '/admin1/_panel/invoices',
    path: ADMIN_PATHS.invoices,
    useList: useListAdminInvoices,
    queryKey: getListAdminInvoicesQueryKey,
  });
  const { search, update, sortable, compact } = admin;
  const [open, setOpen] = useState<AdminInvoiceDto | null>(null);
  const navigate = useNavigate();

  const columns: ColumnsType<AdminInvoiceDto> = [
    {
      title: 'Number',
      dataIndex: 'invoiceNumber',
      ...sortable('invoiceNumber'),
      render: (number: string) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {number}
        </Typography.Text>
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
      render: (_value: unknown, row) => <InvoiceStatusTag invoice={row} />,
    },
    { title: 'Total', dataIndex: 'amountCents', ...sortable('amountCents'), align: 'right', render: money },
    { title: 'Amount due', dataIndex: 'amountDueCents', key: 'amountDue', align: 'right', render: money },
    {
      title: 'Due',
      dataIndex: 'dueDate',
      ...sortable('dueDate'),
      render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{billingDate(value)}</span>,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      responsive: WIDE_SCREENS_ONLY,
      render: dateTimeCell,
    },
    actionsColumn<AdminInvoiceDto>(
      compact,
      (row) => (
        <Button size="small" aria-label={`View invoice ${row.invoiceNumber}`} onClick={() => setOpen(row)}>
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
        title="Invoices"
        searchLabel="Search invoices"
        searchPlaceholder="Search number, client name or e-mail"
        errorTitle="Could not load the invoices"
        actions={
          <Button type="primary" icon={<PlusIcon />} onClick={() => void navigate({ to: ADMIN_PATHS.createInvoice })}>
            Create invoice
          </Button>
        }
        filters={
          <>
            <FilterSelect<InvoiceStatus>
              label="Status"
              value={search.status}
              options={filterOptions('All statuses', INVOICE_STATUS_LABELS)}
              onChange={(status) => update({ status })}
            />
            <BooleanFilterSelect
              label="Overdue"
              value={search.overdue}
              options={[
                { value: 'all', label: 'Overdue or not' },
                { value: 'true', label: 'Overdue only' },
                { value: 'false', label: 'Not overdue' },
              ]}
              onChange={(overdue) => update({ overdue })}
            />
            <DateRangeFilter
              label="Created"
              from={search.createdFrom}
              to={search.createdTo}
              onChange={({ from, to }) => update({ createdFrom: from, createdTo: to })}
            />
            <DateRangeFilter
              label="Due"
              from={search.dueFrom}
              to={search.dueTo}
              onChange={({ from, to }) => update({ dueFrom: from, dueTo: to })}
            />
            {search.userId ? (
              <Flex align="center">
                <Tag closable onClose={() => update({ userId: undefined })}>
                  One client&apos;s invoices
                </Tag>
              </Flex>
            ) : null}
          </>
        }
      >
        <AdminDataTable<AdminInvoiceDto, ListAdminInvoicesSortBy>
          {...admin.grid}
          columns={columns}
          noun={['invoice', 'invoices']}
          emptyText="No invoices yet."
        />
      </AdminTableLayout>
      <AdminInvoiceDrawer invoice={open} onClose={() => setOpen(null)} />
    </>
  );
}
