import { createFileRoute } from '@tanstack/react-router';
import { DashboardAtRoot } from '../components/portal/DashboardAtRoot';

/** /dashboard: the portal's dashboard (the header's user menu links here), behind the same guard. */
export const Route = createFileRoute('/dashboard')({
  component: DashboardAtRoot,
});
