import { createFileRoute } from '@tanstack/react-router';
import { AdminNewsletterPage } from '../../../features/notifications/admin/AdminNewsletterPage';
import { subscribersTable } from '../../../features/notifications/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/newsletter')({
  validateSearch: subscribersTable.parse,
  component: AdminNewsletterPage,
});
