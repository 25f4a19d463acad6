/**
 * What the server hands the browser with a server-rendered page (entry-server.tsx → main.tsx): the
 * data the markup was rendered from, in a JSON block (not a script, so the CSP need not allow it).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { FileRoutesById } from './routeTree.gen';

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/**
 * The pages rendered on the server for anonymous visitors: the content pages, and the conversion pages
 * (contact, the three booking forms, the public testimonial, sign-in), whose form arrives whole (labels,
 * option lists, buttons) with its controls disabled until the app runs (FormControls), so nothing typed
 * before then is lost; what depends on the visitor's clock or time zone (the calendar's dates) appears
 * once the app runs, in place of a placeholder of the same size. Unsubscribe arrives rendered without its
 * link's query (the API renders and keeps it for the bare path): the form fills in the link's address once the
 * app runs. The other pages opened from an e-mailed link (the secure testimonial, cancellation, newsletter
 * confirmation, invoice payment), the portal and the admin are rendered in the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<keyof FileRoutesById> = new Set([
  '/_public/',
  '/_public/services',
  '/_public/portfolio',
  '/_public/blog',
  '/_public/blog_/$slug',
  '/_public/about',
  '/_public/contact',
  '/_public/consultation',
  '/_public/service-inquiry',
  '/_public/quick-question',
  '/_public/submit-testimonial',
  '/_public/auth',
  '/_public/unsubscribe',
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
