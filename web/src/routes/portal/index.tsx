import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../components/portal/DashboardPage';

export const Route = createFileRoute('/portal/')({
  component: DashboardPage,
});
