import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../pages/portal/BillingPage';

export const Route = createFileRoute('/portal/billing')({
  component: BillingPage,
});
