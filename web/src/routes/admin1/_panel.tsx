import { createFileRoute } from '@tanstack/react-router';
import { AdminPanelLayout } from '../../components/admin/AdminPanelLayout';

/** Pathless layout: the admin-only pages, behind RequireAuth with requireAdmin. */
export const Route = createFileRoute('/admin1/_panel')({
  component: AdminPanelLayout,
});
