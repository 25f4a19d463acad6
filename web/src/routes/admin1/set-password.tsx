import { createFileRoute } from '@tanstack/react-router';
import { AdminSetPasswordPage } from '../../features/auth/admin/AdminSetPasswordPage';

export const Route = createFileRoute('/admin1/set-password')({
  component: AdminSetPasswordPage,
});
