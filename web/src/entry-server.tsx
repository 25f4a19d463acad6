/**
 * Server rendering of the public pages (built with `vite build --ssr`, loaded by the API's web
 * middleware). The first screen arrives as HTML, so it paints before any JavaScript has loaded;
 * the browser then hydrates it with the same data (main.tsx).
 */
import {
  dehydrate,
  QueryClientProvider,
  type Query,
  type QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { pointAtLoopbackApi, RenderCallRefusedError, type LoopbackApi } from './api/http';
import { HydrationRoot } from './lib/hydration';
import { SiteYearProvider } from './lib/site-year';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { SERVER_RENDERED_PAGES, type ServerRenderState } from './server-render-state';

/** The id of the JSON block the server writes the state into, for the API (which writes it) to read. */
export { SERVER_RENDER_STATE_ID } from './server-render-state';

/** Data-dependent pages may need a second round (a query that only starts once another has data). */
const MAX_DATA_ROUNDS = 3;

/** What the server tells a render besides the API (api/src/web/server-renderer.ts): its clock's year. */
export interface RenderSite {
  year: number;
}

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  state: ServerRenderState;
  /** The ids of the routes the page matched, outermost first: the API preloads their code with the app. */
  routeIds: string[];
}

/** Queries the render asked for but the server has not fetched yet (useQuery never fetches on a server). */
function unfetchedQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // The cache keeps the options of the useQuery that created the entry, `enabled` included.
      const { enabled } = query.options as QueryObserverOptions;
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled;
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled !== false;
    });
}

/** The first call of this render its client refused to send (a read the page may not make), if any. */
function refusedCall(queryClient: QueryClient): RenderCallRefusedError | undefined {
  const refused = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.error instanceof RenderCallRefusedError);
  return refused?.state.error as RenderCallRefusedError | undefined;
}

/**
 * Renders `url` as an anonymous visitor would see it once its data has loaded, or null when the URL
 * is not one of SERVER_RENDERED_PAGES (the portal, the admin and the pages behind a token are rendered
 * in the browser only). The page's own API calls go to `api`: the API itself, over loopback, which says
 * what they may read. Throws when a call was refused: the page is not rendered from a failed read (the
 * API serves it for the browser to render, and logs why).
 */
export async function renderPublicPage(url: string, api: LoopbackApi, site: RenderSite): Promise<ServerRender | null> {
  pointAtLoopbackApi(api);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { server: true });
  await router.load();
  const page = router.state.matches.at(-1);
  if (!page || !SERVER_RENDERED_PAGES.has(page.routeId)) return null;

  const render = () =>
    renderToString(
      <HydrationRoot serverRendered>
        <SiteYearProvider value={site.year}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SiteYearProvider>
      </HydrationRoot>,
    );

  let html = render();
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const queries = unfetchedQueries(queryClient);
    if (queries.length === 0) break;
    await Promise.all(
      queries.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    html = render();
  }
  const refused = refusedCall(queryClient);
  if (refused) throw refused;
  return {
    html,
    state: { queries: dehydrate(queryClient) },
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
