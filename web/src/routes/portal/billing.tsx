import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/billing/portal/BillingPage';

export const Route = createFileRoute('/portal/billing')({
  component: BillingPage,
});
