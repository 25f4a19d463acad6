import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListNewsletterSubscribersQueryKey,
  useListNewsletterSubscribers,
} from '../../../api/generated/admin-notifications/admin-notifications';
import type {
  AdminNewsletterSubscriberDto,
  ListNewsletterSubscribersSortBy,
  NewsletterStatus,
} from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import { dateTimeCell, optional, statusTag, type StatusLabels } from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { FilterSelect, filterOptions } from '../../../components/admin-table/FilterSelect';
import { subscribersTable } from './notifications-search';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';

/** A sign-up stays pending until the link of its confirmation e-mail is clicked (double opt-in). */
export const NEWSLETTER_STATUS_LABELS: StatusLabels<NewsletterStatus> = {
  pending: { label: 'Pending confirmation', color: 'orange' },
  subscribed: { label: 'Subscribed', color: 'green' },
  unsubscribed: { label: 'Unsubscribed' },
};
const STATUS_OPTIONS = filterOptions('All subscribers', NEWSLETTER_STATUS_LABELS);

/** /admin1/newsletter: who signed up for the newsletter on the blog, who confirmed, and who left. */
export function AdminNewsletterPage() {
  const { search, update, sortable, layout, grid } = useAdminTable({
    meta: { title: 'Newsletter', description: 'Inspivision back office: newsletter subscribers.' },
    table: subscribersTable,
    route: '/admin1/_panel/newsletter',
    path: ADMIN_PATHS.newsletter,
    useList: useListNewsletterSubscribers,
    queryKey: getListNewsletterSubscribersQueryKey,
  });

  const columns: ColumnsType<AdminNewsletterSubscriberDto> = [
    { title: 'E-mail', dataIndex: 'email', ...sortable('email') },
    { title: 'Status', dataIndex: 'status', key: 'status', render: statusTag(NEWSLETTER_STATUS_LABELS) },
    {
      title: 'Signed up',
      dataIndex: 'subscribedAt',
      ...sortable('subscribedAt'),
      render: dateTimeCell,
    },
    {
      title: 'Confirmed',
      dataIndex: 'confirmedAt',
      key: 'confirmedAt',
      render: optional(dateTimeCell),
    },
    {
      title: 'First signed up',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: dateTimeCell,
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
        <FilterSelect<NewsletterStatus>
          label="Subscription"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
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
