import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '../../../features/auth/admin/AdminUsersPage';
import { parseUsersSearch } from '../../../features/auth/admin/users-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/users')({
  validateSearch: parseUsersSearch,
  component: AdminUsersPage,
});
