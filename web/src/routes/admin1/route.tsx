import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../pages/admin/AdminLayout';

/** Back office (Ant Design, its own chunk). Accounts and the admin guard arrive in a later issue. */
export const Route = createFileRoute('/admin1')({
  component: AdminLayout,
});
