import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { ServerErrorPage } from './components/errors/ServerErrorPage';
import { routeTree } from './routeTree.gen';

/** `server`: rendering on the server (entry-server.tsx), where there is no scroll position to restore. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { server = false } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns the cache; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // New navigations start at the top; back/forward restore. Locations with a hash are left to
    // useNavigationScroll (public layout): a smooth scroll below the sticky header.
    // On the server the router would emit an inline restoring script, which the CSP forbids.
    scrollRestoration: server ? false : ({ location }) => !location.hash,
    defaultErrorComponent: ServerErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
