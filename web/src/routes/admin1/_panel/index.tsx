import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../features/dashboard/admin/AdminDashboardPage';
import { parseDashboardSearch } from '../../../features/dashboard/admin/dashboard-search';

/** The dashboard: its period (?from&to, New York days) lives in the URL. */
export const Route = createFileRoute('/admin1/_panel/')({
  validateSearch: parseDashboardSearch,
  component: AdminDashboardPage,
});
