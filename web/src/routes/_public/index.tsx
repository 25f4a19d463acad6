import { createFileRoute } from '@tanstack/react-router';
import { getGetPageQueryOptions } from '../../api/generated/content/content';
import { HomePage } from '../../features/content/public/home/HomePage';

export const Route = createFileRoute('/_public/')({
  // The texts arrive with the route, so the hero renders once, without a skeleton-to-text shift.
  loader: ({ context }) => context.queryClient.prefetchQuery(getGetPageQueryOptions('home')),
  component: HomePage,
});
