/**
 * The app in the browser (loaded by main.tsx): a server-rendered page hydrated in short steps, or a page
 * rendered here from scratch.
 */
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnalytics, trackPageView } from './lib/analytics';
import { HydrationRoot } from './lib/hydration';
import { createQueryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield';
import { createAppRouter, type AppRouter } from './router';
import type { ServerRenderState } from './server-render-state';

interface App {
  queryClient: QueryClient;
  router: AppRouter;
}

function createApp(): App {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(queryClient) };
}

function startApp({ queryClient, router }: App, serverRendered: boolean) {
  initAnalytics();
  router.subscribe('onResolved', ({ toLocation }) => {
    trackPageView(toLocation.pathname + toLocation.searchStr);
  });
  // A server-rendered page's router resolved before this subscription: its first page view is sent here.
  if (serverRendered) trackPageView(router.state.location.pathname + router.state.location.searchStr);
  return (
    <StrictMode>
      <HydrationRoot serverRendered={serverRendered}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HydrationRoot>
    </StrictMode>
  );
}

/** The code of the routes `router` matches, each route's in a task of its own (the route tree splits it). */
async function loadMatchedRouteCode(router: AppRouter) {
  const routes = router.routesById as unknown as Record<string, AnyRoute | undefined>;
  const loading = router.matchRoutes(router.latestLocation).map((match) => {
    const component = routes[match.routeId]?.options.component as { preload?: () => Promise<void> } | undefined;
    return component?.preload?.();
  });
  for (const route of loading) {
    await route;
    await yieldToBrowser();
  }
}

/**
 * A page the server rendered (entry-server.tsx) is already readable: it is hydrated with the same data
 * and the same matched routes, in steps short enough that the page stays responsive meanwhile (a
 * phone spends hundreds of milliseconds here), the hydration itself as an interruptible transition.
 */
export async function hydrateServerPage(container: HTMLElement, serverState: ServerRenderState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, serverState.queries);
  await yieldToBrowser();
  const app = { queryClient, router: createAppRouter(queryClient) };
  // Renders the same boundaries as on the server, as TanStack's own hydrating client does.
  app.router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await loadMatchedRouteCode(app.router);
  await app.router.load();
  await yieldToBrowser();
  const element = startApp(app, true);
  await yieldToBrowser();
  startTransition(() => void hydrateRoot(container, element));
}

/** A page the server did not render (the portal, the admin, a signed-in visitor): rendered here. */
export function renderInBrowser(container: HTMLElement) {
  createRoot(container).render(startApp(createApp(), false));
}
