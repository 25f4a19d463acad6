import { createFileRoute } from '@tanstack/react-router';
import { getGetPageQueryOptions } from '../../api/generated/content/content';
import { PortfolioPage } from '../../features/content/public/portfolio/PortfolioPage';

export const Route = createFileRoute('/_public/portfolio')({
  // The texts arrive with the route, so the hero renders once, without a skeleton-to-text shift.
  loader: ({ context }) => context.queryClient.prefetchQuery(getGetPageQueryOptions('portfolio')),
  component: PortfolioPage,
});
