import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter, type AppRouter } from '../router';

export interface RenderAppResult extends RenderResult {
  router: AppRouter;
  queryClient: QueryClient;
}

/**
 * The whole app (its real route tree, guards and layouts) at `path`, in memory. Point the axios
 * instance at a test server first (setApiBaseUrl).
 */
export async function renderApp(path: string): Promise<RenderAppResult> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await act(() => router.load());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
