import { createFileRoute } from '@tanstack/react-router';
import { AdminUnsubscribesPage } from '../../../features/notifications/admin/AdminUnsubscribesPage';
import { unsubscribesTable } from '../../../features/notifications/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/unsubscribes')({
  validateSearch: unsubscribesTable.parse,
  component: AdminUnsubscribesPage,
});
