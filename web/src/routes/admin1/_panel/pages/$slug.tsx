import { createFileRoute } from '@tanstack/react-router';
import { AdminPageEditPage } from '../../../../features/content/admin/pages/AdminPageEditPage';

export const Route = createFileRoute('/admin1/_panel/pages/$slug')({
  component: AdminPageEditPage,
});
