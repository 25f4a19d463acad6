import { createFileRoute } from '@tanstack/react-router';
import { AdminPageEditPage } from '../../../../pages/admin/AdminPageEditPage';

export const Route = createFileRoute('/admin1/_panel/pages/$slug')({
  component: AdminPageEditPage,
});
