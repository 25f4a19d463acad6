import { createFileRoute } from '@tanstack/react-router';
import { AdminUnsubscribesPage } from '../../../pages/admin/AdminUnsubscribesPage';
import { unsubscribesTable } from '../../../pages/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/unsubscribes')({
  validateSearch: unsubscribesTable.parse,
  component: AdminUnsubscribesPage,
});
