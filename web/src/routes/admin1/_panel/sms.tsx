import { createFileRoute } from '@tanstack/react-router';
import { AdminSmsLogsPage } from '../../../pages/admin/AdminSmsLogsPage';
import { smsLogsTable } from '../../../pages/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/sms')({
  validateSearch: smsLogsTable.parse,
  component: AdminSmsLogsPage,
});
