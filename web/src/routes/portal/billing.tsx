import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/billing/portal/BillingPage';
import { pageSearch } from '../../features/billing/portal/page-search';

/** `page`: which page of the payment history (from 1). */
export const Route = createFileRoute('/portal/billing')({
  validateSearch: pageSearch,
  component: BillingPage,
});
