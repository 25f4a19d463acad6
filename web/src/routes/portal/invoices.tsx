import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../features/billing/portal/InvoicesPage';

export const Route = createFileRoute('/portal/invoices')({
  component: InvoicesPage,
});
