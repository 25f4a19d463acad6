import type { Request } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hasCookie } from '../common/has-cookie';
import { withTimeout } from '../common/with-timeout';
import { SIGNED_IN_HINT_COOKIE } from '../modules/auth';
import { jsonForScript } from './head-tags';
import { pageUrlOf } from './page-cache';
import { isServerRenderRead, RENDER_CALL_HEADER } from './render-calls';

/** The API as a render reaches it (the web's `LoopbackApi`, web/src/api/http.ts). */
interface LoopbackApi {
  origin: string;
  headers: Record<string, string>;
  allows(method: string, path: string): boolean;
}

/** What a render takes from the server besides the API: the year by its clock (web/src/entry-server.tsx). */
export interface RenderSite {
  year: number;
}

/** The server bundle of the web (web/src/entry-server.tsx, built into dist/server). */
interface WebServerEntry {
  renderPublicPage(
    url: string,
    api: LoopbackApi,
    site: RenderSite,
  ): Promise<{ html: string; state: unknown; routeIds: string[] } | null>;
  /** The id of the JSON block main.tsx reads the state from. */
  SERVER_RENDER_STATE_ID: string;
}
/** A slow render (e.g. the database is slow) is not worth holding the page for: the browser renders it. */
const RENDER_TIMEOUT_MS = 3000;
/** React writes resource hints (an image preload) ahead of the markup when it has no <head> to render. */
const LEADING_RESOURCE_HINTS = /^(?:<link\b[^>]*>)+/;

/** A render that took longer than RENDER_TIMEOUT_MS (the page goes to the browser to render). */
export class RenderTimeoutError extends Error {
  constructor() {
    super(`no render within ${RENDER_TIMEOUT_MS} ms`);
  }
}

export interface RenderedPage {
  /** Put into the page's `<head>`. */
  head: string;
  /** Put into `<div id="root">`, followed by the data it was rendered from. */
  root: string;
  /** The routes the page matched, outermost first (their code is preloaded with the app: head-tags.ts). */
  routeIds: string[];
}

/**
 * Renders the public pages on the server for anonymous visitors, so the first screen paints from
 * the HTML. Signed-in visitors (the hint cookie) get the browser-rendered app: their header differs and
 * their HTML must never be shared. Data comes from this API over loopback, through the web's own client,
 * which may ask only for SERVER_RENDER_READS (render-calls.ts): it refuses anything else before sending, and
 * this API refuses it again on arrival (each call carries RENDER_CALL_HEADER).
 */
export class ServerRenderer {
  private entry?: Promise<WebServerEntry>;

  constructor(private readonly entryFile: string) {}

  static fromDist(distDir: string): ServerRenderer | null {
    const entryFile = join(distDir, 'server', 'entry-server.js');
    return existsSync(entryFile) ? new ServerRenderer(entryFile) : null;
  }

  /**
   * The page rendered for an anonymous visitor, or null where the browser renders it by design (a signed-in
   * visitor, a page that is not server-rendered). Throws when rendering fails or takes too long: the caller
   * then serves the page for the browser to render, and does not keep it.
   */
  async render(request: Request, site: RenderSite): Promise<RenderedPage | null> {
    if (hasCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE)) return null;
    this.entry ??= import(pathToFileURL(this.entryFile).href) as Promise<WebServerEntry>;
    const entry = await this.entry;
    const page = await withTimeout(
      entry.renderPublicPage(
        pageUrlOf(request),
        {
          origin: apiOrigin(request),
          headers: { [RENDER_CALL_HEADER]: '1' },
          allows: isServerRenderRead,
        },
        site,
      ),
      RENDER_TIMEOUT_MS,
      () => new RenderTimeoutError(),
    );
    if (!page) return null;
    const head = LEADING_RESOURCE_HINTS.exec(page.html)?.[0] ?? '';
    const stateBlock = `<script type="application/json" id="${entry.SERVER_RENDER_STATE_ID}">${jsonForScript(page.state)}</script>`;
    return { head, root: page.html.slice(head.length) + stateBlock, routeIds: page.routeIds };
  }
}

/** The API as this process reaches it: where the request arrived (the listening port is known only there). */
function apiOrigin(request: Request): string {
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const host = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}
