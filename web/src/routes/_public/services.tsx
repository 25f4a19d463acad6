import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/content/public/services/ServicesPage';

export const Route = createFileRoute('/_public/services')({
  component: ServicesPage,
});
