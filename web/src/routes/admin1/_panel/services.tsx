import { createFileRoute } from '@tanstack/react-router';
import { AdminServicesPage } from '../../../pages/admin/AdminServicesPage';

export const Route = createFileRoute('/admin1/_panel/services')({
  component: AdminServicesPage,
});
