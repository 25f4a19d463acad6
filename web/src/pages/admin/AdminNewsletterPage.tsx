import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Grid, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListNewsletterSubscribersQueryKey,
  useListNewsletterSubscribers,
} from '../../api/generated/admin-notifications/admin-notifications';
import type { AdminNewsletterSubscriberDto, ListNewsletterSubscribersSortBy } from '../../api/generated/model';
import { ADMIN_PATHS } from '../../constants/admin';
import { usePageMeta } from '../../lib/page-meta';
import { AdminDataTable, DateTime, sortableColumn } from './AdminDataTable';
import { AdminTableLayout, useFilterWidth } from './AdminTableLayout';
import { subscribersTable } from './notifications-search';
import { useTableUrlState } from './useTableUrlState';

type Choice = 'all' | 'true' | 'false';
const ACTIVE_OPTIONS: Array<{ value: Choice; label: string }> = [
  { value: 'all', label: 'All subscribers' },
  { value: 'true', label: 'Subscribed' },
  { value: 'false', label: 'Unsubscribed' },
];

/** /admin1/newsletter: who subscribed to the newsletter on the blog, and who left. */
export function AdminNewsletterPage() {
  usePageMeta({
    title: 'Newsletter · Back Office',
    description: 'Inspivision back office: newsletter subscribers.',
    noIndex: true,
  });
  const search = useSearch({ from: '/admin1/_panel/newsletter' });
  const screens = Grid.useBreakpoint();
  const filterWidth = useFilterWidth();

  const params = subscribersTable.listParams(search);
  const list = useListNewsletterSubscribers(params, {
    query: { queryKey: getListNewsletterSubscribersQueryKey(params), placeholderData: keepPreviousData },
  });
  const { update, text, setText } = useTableUrlState({
    path: ADMIN_PATHS.newsletter,
    search,
    parse: subscribersTable.parse,
    total: list.data?.total,
    isPlaceholderData: list.isPlaceholderData,
  });
  const filtered = subscribersTable.hasFilters(search);
  const clearFilters = () => update(subscribersTable.cleared());

  const columns: ColumnsType<AdminNewsletterSubscriberDto> = [
    { title: 'E-mail', dataIndex: 'email', ...sortableColumn(search, 'email', subscribersTable.defaultSort) },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'isActive',
      render: (active: boolean) => (active ? <Tag color="green">Subscribed</Tag> : <Tag>Unsubscribed</Tag>),
    },
    {
      title: 'Subscribed',
      dataIndex: 'subscribedAt',
      ...sortableColumn(search, 'subscribedAt', subscribersTable.defaultSort),
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: 'First subscribed',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];

  return (
    <AdminTableLayout
      title="Newsletter"
      total={list.data?.total}
      exportHref={subscribersTable.exportHref(search)}
      searchLabel="Search subscribers"
      searchPlaceholder="Search by e-mail"
      text={text}
      onTextChange={setText}
      onSearchNow={(value) => update({ search: value.trim() || undefined }, { replace: true })}
      filtered={filtered}
      onClearFilters={clearFilters}
      error={list.isError ? list.error : undefined}
      errorTitle="Could not load the subscribers"
      onRetry={() => void list.refetch()}
      filters={
        <Select<Choice>
          aria-label="Subscription"
          value={search.isActive === undefined ? 'all' : search.isActive ? 'true' : 'false'}
          options={ACTIVE_OPTIONS}
          onChange={(value) => update({ isActive: value === 'all' ? undefined : value === 'true' })}
          style={{ width: filterWidth }}
        />
      }
    >
      <AdminDataTable<AdminNewsletterSubscriberDto, ListNewsletterSubscribersSortBy>
        columns={columns}
        search={search}
        sortFields={subscribersTable.sortFields}
        data={list.data}
        loading={list.isFetching}
        filtered={filtered}
        compact={!screens.md}
        noun={['subscriber', 'subscribers']}
        emptyText="No newsletter subscribers yet."
        onChange={update}
        onClearFilters={clearFilters}
      />
    </AdminTableLayout>
  );
}
