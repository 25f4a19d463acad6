import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListEmailUnsubscribesQueryKey,
  useListEmailUnsubscribes,
} from '../../../api/generated/admin-notifications/admin-notifications';
import type { AdminEmailUnsubscribeDto, ListEmailUnsubscribesSortBy } from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import { dateTimeCell, ellipsis, optional } from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { unsubscribesTable } from './notifications-search';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

/** /admin1/unsubscribes: addresses that get no marketing e-mail, and why they left. */
export function AdminUnsubscribesPage() {
  const { sortable, layout, grid } = useAdminTable({
    meta: { title: 'Unsubscribes', description: 'Inspivision back office: e-mail unsubscribes.' },
    table: unsubscribesTable,
    route: '/admin1/_panel/unsubscribes',
    path: ADMIN_PATHS.unsubscribes,
    useList: useListEmailUnsubscribes,
    queryKey: getListEmailUnsubscribesQueryKey,
  });

  const columns: ColumnsType<AdminEmailUnsubscribeDto> = [
    { title: 'E-mail', dataIndex: 'email', ...sortable('email') },
    { title: 'Reason', dataIndex: 'reason', key: 'reason', render: optional(ellipsis(360), 'No reason given') },
    {
      title: 'Unsubscribed',
      dataIndex: 'unsubscribedAt',
      ...sortable('unsubscribedAt'),
      render: dateTimeCell,
    },
  ];

  return (
    <AdminTableLayout
      {...layout}
      title="Unsubscribes"
      searchLabel="Search unsubscribes"
      searchPlaceholder="Search e-mail or reason"
      errorTitle="Could not load the unsubscribes"
    >
      <AdminDataTable<AdminEmailUnsubscribeDto, ListEmailUnsubscribesSortBy>
        {...grid}
        columns={columns}
        noun={['address', 'addresses']}
        emptyText="Nobody has unsubscribed."
      />
    </AdminTableLayout>
  );
}
