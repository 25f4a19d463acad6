import { usePageMeta } from '../../lib/page-meta';
import { EmptyState, PortalPageHeader } from './EmptyState';

export function ReferPage() {
  usePageMeta({ title: 'Refer a Friend', description: 'Refer a friend to Inspivision.', noIndex: true });
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
