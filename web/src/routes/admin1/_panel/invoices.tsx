import { createFileRoute } from '@tanstack/react-router';
import { AdminInvoicesPage } from '../../../features/billing/admin/AdminInvoicesPage';
import { invoicesTable } from '../../../features/billing/admin/invoices-search';

/** The invoices table: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/invoices')({
  validateSearch: invoicesTable.parse,
  component: AdminInvoicesPage,
});
