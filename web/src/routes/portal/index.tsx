import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../pages/portal/DashboardPage';

export const Route = createFileRoute('/portal/')({
  component: DashboardPage,
});
