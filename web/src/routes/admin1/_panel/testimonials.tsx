import { createFileRoute } from '@tanstack/react-router';
import { AdminTestimonialsPage } from '../../../features/content/admin/testimonials/AdminTestimonialsPage';
import { testimonialsTable } from '../../../features/content/admin/testimonials/testimonials-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/testimonials')({
  validateSearch: testimonialsTable.parse,
  component: AdminTestimonialsPage,
});
