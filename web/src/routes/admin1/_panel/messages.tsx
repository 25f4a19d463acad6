import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../../../features/notifications/admin/AdminMessagesPage';
import { messagesTable } from '../../../features/notifications/admin/notifications-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/messages')({
  validateSearch: messagesTable.parse,
  component: AdminMessagesPage,
});
