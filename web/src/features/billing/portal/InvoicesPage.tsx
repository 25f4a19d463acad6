import { Link } from '@tanstack/react-router';
import { PATHS } from '../../../constants/site';
import { usePrivatePageTitle } from '../../../lib/head';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';

export function InvoicesPage() {
  usePrivatePageTitle('Invoices', 'Your invoices.');
  return (
    <div className="portal-page">
      <PortalPageHeader title="Invoices" lead="Deposits and balances for your projects, with their due dates." />
      <div className="portal-card">
        <EmptyState
          icon="invoices"
          title="No invoices yet"
          action={
            <Link to={PATHS.contact} hash="contact-form" className="btn btn--outline">
              Ask about billing
            </Link>
          }
        >
          Your invoices will appear here once we send you one.
        </EmptyState>
      </div>
    </div>
  );
}
