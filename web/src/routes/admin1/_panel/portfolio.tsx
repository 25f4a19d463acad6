import { createFileRoute } from '@tanstack/react-router';
import { AdminPortfolioPage } from '../../../features/content/admin/portfolio/AdminPortfolioPage';
import { portfolioTable } from '../../../features/content/admin/portfolio/portfolio-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/portfolio')({
  validateSearch: portfolioTable.parse,
  component: AdminPortfolioPage,
});
