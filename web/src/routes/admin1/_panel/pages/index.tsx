import { createFileRoute } from '@tanstack/react-router';
import { AdminPagesPage } from '../../../../features/content/admin/pages/AdminPagesPage';

export const Route = createFileRoute('/admin1/_panel/pages/')({
  component: AdminPagesPage,
});
