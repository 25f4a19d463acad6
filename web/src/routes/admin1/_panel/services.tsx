import { createFileRoute } from '@tanstack/react-router';
import { AdminServicesPage } from '../../../features/content/admin/services/AdminServicesPage';

export const Route = createFileRoute('/admin1/_panel/services')({
  component: AdminServicesPage,
});
