import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListNewsletterSubscribersQueryKey,
  useListNewsletterSubscribers,
} from '../../api/generated/admin-notifications/admin-notifications';
import type { AdminNewsletterSubscriberDto, ListNewsletterSubscribersSortBy } from '../../api/generated/model';
import { ADMIN_PATHS } from '../../constants/admin';
import { AdminDataTable, DateTime, sortableColumn } from './AdminDataTable';
import { AdminTableLayout } from './AdminTableLayout';
import { BooleanFilterSelect, filterOptions } from './FilterSelect';
import { subscribersTable } from './notifications-search';
import { useAdminTable } from './useAdminTable';

const ACTIVE_OPTIONS = filterOptions('All subscribers', { true: 'Subscribed', false: 'Unsubscribed' });

/** /admin1/newsletter: who subscribed to the newsletter on the blog, and who left. */
export function AdminNewsletterPage() {
  const { search, update, layout, grid } = useAdminTable({
    meta: { title: 'Newsletter', description: 'Inspivision back office: newsletter subscribers.' },
    table: subscribersTable,
    route: '/admin1/_panel/newsletter',
    path: ADMIN_PATHS.newsletter,
    useList: useListNewsletterSubscribers,
    queryKey: getListNewsletterSubscribersQueryKey,
  });

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
      {...layout}
      title="Newsletter"
      searchLabel="Search subscribers"
      searchPlaceholder="Search by e-mail"
      errorTitle="Could not load the subscribers"
      filters={
        <BooleanFilterSelect
          label="Subscription"
          value={search.isActive}
          options={ACTIVE_OPTIONS}
          onChange={(isActive) => update({ isActive })}
        />
      }
    >
      <AdminDataTable<AdminNewsletterSubscriberDto, ListNewsletterSubscribersSortBy>
        {...grid}
        columns={columns}
        noun={['subscriber', 'subscribers']}
        emptyText="No newsletter subscribers yet."
      />
    </AdminTableLayout>
  );
}
