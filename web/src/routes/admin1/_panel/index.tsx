import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../components/admin/AdminDashboard';

export const Route = createFileRoute('/admin1/_panel/')({
  component: AdminDashboard,
});
