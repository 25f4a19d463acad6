import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../features/billing/portal/InvoicesPage';
import { pageSearch } from '../../features/billing/portal/page-search';

/** `page`: which page of the list (from 1). */
export const Route = createFileRoute('/portal/invoices')({
  validateSearch: pageSearch,
  component: InvoicesPage,
});
