import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnalytics, trackPageView } from './lib/analytics';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { readServerRenderState } from './server-render-state';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

initAnalytics();
router.subscribe('onResolved', ({ toLocation }) => {
  trackPageView(toLocation.pathname + toLocation.searchStr);
});

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
const serverState = readServerRenderState();
if (serverState && container.hasChildNodes()) {
  // The page arrived rendered (entry-server.tsx): same data, same matched routes, then hydration as
  // a transition so it runs in short slices instead of one long task that blocks input.
  hydrate(queryClient, serverState.queries);
  // Marks the router as hydrating server markup (as TanStack's own client does), so it renders the
  // same boundaries as on the server.
  router.ssr = { manifest: undefined };
  void router.load().then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
