/**
 * What the server hands the browser with a server-rendered page (entry-server.tsx → main.tsx): the
 * data the markup was rendered from, in a JSON block (not a script, so the CSP need not allow it).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { FileRoutesById } from './routeTree.gen';

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/**
 * The pages rendered on the server: those that read without the app (content). Pages built around a
 * form (sign-in, bookings, testimonials, unsubscribe) are rendered in the browser, where nothing can
 * be typed before the app is there to take it.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<keyof FileRoutesById> = new Set([
  '/_public/',
  '/_public/services',
  '/_public/portfolio',
  '/_public/blog',
  '/_public/blog_/$slug',
  '/_public/about',
  '/_public/legal/privacy',
  '/_public/legal/terms',
  '/_public/legal/refund-policy',
  '/_public/404',
  '/_public/500',
  '/_public/$',
] as const);

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
