import { DashboardPage } from './DashboardPage';
import { PortalFrame } from './PortalFrame';

/** /dashboard: the portal's dashboard, in the same frame as /portal. */
export function DashboardAtRoot() {
  return (
    <PortalFrame>
      <DashboardPage />
    </PortalFrame>
  );
}
