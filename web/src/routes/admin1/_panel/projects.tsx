import { createFileRoute } from '@tanstack/react-router';
import { AdminProjectsPage } from '../../../features/projects/admin/AdminProjectsPage';
import { projectsTable } from '../../../features/projects/admin/projects-search';

/** The projects table: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/projects')({
  validateSearch: projectsTable.parse,
  component: AdminProjectsPage,
});
