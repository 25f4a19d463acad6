import { createFileRoute } from '@tanstack/react-router';
import { AdminPagesPage } from '../../../../pages/admin/AdminPagesPage';

export const Route = createFileRoute('/admin1/_panel/pages/')({
  component: AdminPagesPage,
});
