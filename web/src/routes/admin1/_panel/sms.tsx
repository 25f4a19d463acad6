import { createFileRoute } from '@tanstack/react-router';
import { AdminSmsLogsPage } from '../../../features/notifications/admin/AdminSmsLogsPage';
import { smsLogsTable } from '../../../features/notifications/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/sms')({
  validateSearch: smsLogsTable.parse,
  component: AdminSmsLogsPage,
});
