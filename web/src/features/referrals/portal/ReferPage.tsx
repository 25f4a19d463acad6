import { usePrivatePageTitle } from '../../../lib/head';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';

export function ReferPage() {
  usePrivatePageTitle('Refer a Friend', 'Refer a friend to Inspivision.');
  return (
    <div className="portal-page">
      <PortalPageHeader
        title="Refer a Friend"
        lead="Know someone ready to launch a business? Refer them and earn account credit."
      />
      <div className="portal-card">
        <EmptyState icon="refer" title="Your referral link isn't ready yet">
          Your personal referral link, the friends who used it and the credits you've earned will appear here.
        </EmptyState>
      </div>
    </div>
  );
}
