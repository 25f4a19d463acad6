import { createFileRoute } from '@tanstack/react-router';
import { AdminProjectPage } from '../../../features/projects/admin/AdminProjectPage';

/** One project's page; `projects_` keeps it out of the table's route (the table has no outlet). */
export const Route = createFileRoute('/admin1/_panel/projects_/$projectId')({
  component: AdminProjectPage,
});
