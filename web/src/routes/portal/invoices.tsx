import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../pages/portal/InvoicesPage';

export const Route = createFileRoute('/portal/invoices')({
  component: InvoicesPage,
});
