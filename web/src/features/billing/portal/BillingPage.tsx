import { usePrivatePageTitle } from '../../../lib/head';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';

export function BillingPage() {
  usePrivatePageTitle('Billing', 'Your payments, receipts and account credits.');
  return (
    <div className="portal-page">
      <PortalPageHeader title="Billing" lead="Payments, receipts and account credits." />
      <div className="portal-card">
        <EmptyState icon="billing" title="No payments yet">
          Your payments, receipts and account credits will appear here once you've paid an invoice.
        </EmptyState>
      </div>
    </div>
  );
}
