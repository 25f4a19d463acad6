import { usePrivatePageTitle } from '../../../lib/head';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';

export function ProposalsPage() {
  usePrivatePageTitle('Proposals', 'Your proposals.');
  return (
    <div className="portal-page">
      <PortalPageHeader title="Proposals" lead="Scopes, prices and timelines we prepare for you." />
      <div className="portal-card">
        <EmptyState icon="proposals" title="No proposals yet">
          Proposals we prepare for you will appear here, ready for you to review and sign.
        </EmptyState>
      </div>
    </div>
  );
}
