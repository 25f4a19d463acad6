import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnalytics, trackPageView } from './lib/analytics';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { readServerRenderState, type ServerRenderState } from './server-render-state';
import './styles/global.css';

/** Ends the current task so the browser can handle input between the steps of start-up. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createApp(serverState: ServerRenderState | null) {
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries);
  const router = createAppRouter(queryClient);
  initAnalytics();
  router.subscribe('onResolved', ({ toLocation }) => {
    trackPageView(toLocation.pathname + toLocation.searchStr);
  });
  const element = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  return { router, element };
}

/**
 * A page the server rendered (entry-server.tsx) is already readable: it is hydrated with the same data
 * and the same matched routes, in steps short enough that the page stays responsive meanwhile (a
 * phone spends hundreds of milliseconds here), the hydration itself as an interruptible transition.
 */
async function hydrateServerPage(container: HTMLElement, serverState: ServerRenderState) {
  await yieldToBrowser();
  const { router, element } = createApp(serverState);
  // Renders the same boundaries as on the server, as TanStack's own hydrating client does.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  startTransition(() => void hydrateRoot(container, element));
}

const container = document.getElementById('root')!;
const serverState = readServerRenderState();
if (serverState && container.hasChildNodes()) {
  void hydrateServerPage(container, serverState);
} else {
  createRoot(container).render(createApp(null).element);
}
