import { createFileRoute } from '@tanstack/react-router';
import { AdminPortfolioPage } from '../../../pages/admin/AdminPortfolioPage';
import { portfolioTable } from '../../../pages/admin/portfolio-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/portfolio')({
  validateSearch: portfolioTable.parse,
  component: AdminPortfolioPage,
});
