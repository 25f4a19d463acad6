import { createFileRoute } from '@tanstack/react-router';
import { AdminSecurityPage } from '../../../features/auth/admin/AdminSecurityPage';

export const Route = createFileRoute('/admin1/_panel/security')({
  component: AdminSecurityPage,
});
