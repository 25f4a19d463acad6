/**
 * What the server hands the browser with a server-rendered page (entry-server.tsx → main.tsx): the
 * data the markup was rendered from, in a JSON block (not a script, so the CSP need not allow it).
 */
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** The pathless layout of the public pages (routes/_public.tsx): only its pages are rendered on the server. */
export const PUBLIC_LAYOUT_ROUTE_ID = '/_public';

export interface ServerRenderState {
  queries: DehydratedState;
}

/** The state the server sent with this page, or null when the page was rendered in the browser only. */
export function readServerRenderState(): ServerRenderState | null {
  const block = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}
