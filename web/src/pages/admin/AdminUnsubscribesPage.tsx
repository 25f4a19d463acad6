import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Grid, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListEmailUnsubscribesQueryKey,
  useListEmailUnsubscribes,
} from '../../api/generated/admin-notifications/admin-notifications';
import type { AdminEmailUnsubscribeDto, ListEmailUnsubscribesSortBy } from '../../api/generated/model';
import { ADMIN_PATHS } from '../../constants/admin';
import { usePageMeta } from '../../lib/page-meta';
import { AdminDataTable, DateTime, sortableColumn } from './AdminDataTable';
import { AdminTableLayout } from './AdminTableLayout';
import { EllipsisText } from './EllipsisText';
import { unsubscribesTable } from './notifications-search';
import { useTableUrlState } from './useTableUrlState';

/** /admin1/unsubscribes: addresses that get no marketing e-mail, and why they left. */
export function AdminUnsubscribesPage() {
  usePageMeta({
    title: 'Unsubscribes · Back Office',
    description: 'Inspivision back office: e-mail unsubscribes.',
    noIndex: true,
  });
  const search = useSearch({ from: '/admin1/_panel/unsubscribes' });
  const screens = Grid.useBreakpoint();

  const params = unsubscribesTable.listParams(search);
  const list = useListEmailUnsubscribes(params, {
    query: { queryKey: getListEmailUnsubscribesQueryKey(params), placeholderData: keepPreviousData },
  });
  const { update, text, setText } = useTableUrlState({
    path: ADMIN_PATHS.unsubscribes,
    search,
    parse: unsubscribesTable.parse,
    total: list.data?.total,
    isPlaceholderData: list.isPlaceholderData,
  });
  const filtered = unsubscribesTable.hasFilters(search);
  const clearFilters = () => update(unsubscribesTable.cleared());

  const columns: ColumnsType<AdminEmailUnsubscribeDto> = [
    { title: 'E-mail', dataIndex: 'email', ...sortableColumn(search, 'email', unsubscribesTable.defaultSort) },
    {
      title: 'Reason',
      dataIndex: 'reason',
      key: 'reason',
      render: (reason: string | null) =>
        reason ? (
          <EllipsisText text={reason} maxWidth={360} />
        ) : (
          <Typography.Text type="secondary">No reason given</Typography.Text>
        ),
    },
    {
      title: 'Unsubscribed',
      dataIndex: 'unsubscribedAt',
      ...sortableColumn(search, 'unsubscribedAt', unsubscribesTable.defaultSort),
      render: (value: string) => <DateTime value={value} />,
    },
  ];

  return (
    <AdminTableLayout
      title="Unsubscribes"
      total={list.data?.total}
      exportHref={unsubscribesTable.exportHref(search)}
      searchLabel="Search unsubscribes"
      searchPlaceholder="Search e-mail or reason"
      text={text}
      onTextChange={setText}
      onSearchNow={(value) => update({ search: value.trim() || undefined }, { replace: true })}
      filtered={filtered}
      onClearFilters={clearFilters}
      error={list.isError ? list.error : undefined}
      errorTitle="Could not load the unsubscribes"
      onRetry={() => void list.refetch()}
    >
      <AdminDataTable<AdminEmailUnsubscribeDto, ListEmailUnsubscribesSortBy>
        columns={columns}
        search={search}
        sortFields={unsubscribesTable.sortFields}
        data={list.data}
        loading={list.isFetching}
        filtered={filtered}
        compact={!screens.md}
        noun={['address', 'addresses']}
        emptyText="Nobody has unsubscribed."
        onChange={update}
        onClearFilters={clearFilters}
      />
    </AdminTableLayout>
  );
}
