import { createFileRoute } from '@tanstack/react-router';
import { CreateInvoicePage } from '../../../features/billing/admin/CreateInvoicePage';

/** Bill a client: a draft, or sent at once. */
export const Route = createFileRoute('/admin1/_panel/create-invoice')({
  component: CreateInvoicePage,
});
