import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

export interface RenderAtPathResult extends RenderResult {
  router: AnyRouter;
  queryClient: QueryClient;
}

/**
 * Renders `ui` inside a real router (memory history) at `path`. Every path matches (a splat route
 * renders nothing), so links can be followed and the location inspected.
 */
export async function renderAtPath(ui: ReactNode, path = '/'): Promise<RenderAtPathResult> {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const splatRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, splatRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = createQueryClient();
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as AnyRouter} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
