import { Logger } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RenderObserver } from '../metrics/metrics.service';
import type { SeoHeadDto } from '../modules/content';
import { ASSET_CACHE_CONTROL } from './asset-responses';
import { headTemplate, RuntimeConfig, withRuntimeConfig } from './head-tags';
import { PageCache, pageCacheKey } from './page-cache';
import { RenderTimeoutError, ServerRenderer } from './server-renderer';

/**
 * `routes.json`, written by the web build: the path patterns of the site (`$param` is one segment), and the
 * modules of each route's code by route id (absent from a build before it listed them).
 */
interface RouteManifest {
  routes: string[];
  routeModules?: Record<string, string[]>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns `/blog/$slug` into a matcher of one path; `$` segments match any one segment. */
export function routeMatcher(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

/** Where the head of a page comes from (SeoService). */
export interface HeadSource {
  head(path: string, page?: unknown): Promise<SeoHeadDto>;
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whether a path may be looked up among the static files: never a source map, which would hand anyone the
 * app's source (the client build writes none, web/vite.config.ts; this holds should one be there). Decided
 * on the path decoded as the file lookup decodes it (`.ma%70` is `.map`); a path that does not decode is no file.
 */
const mayBeStaticFile = (path: string) => {
  try {
    return !decodeURIComponent(path).toLowerCase().endsWith('.map');
  } catch {
    return false;
  }
};

/**
 * Serves the built web app (web/vite.config.ts lays it out): the static files of `client/`, hashed
 * assets cached for a year, HTML always revalidated; `routes.json` and the server bundle beside it are
 * read here and never served. The HTML carries
 * the page's head (title, description, robots, canonical, JSON-LD from `heads`), so clients without
 * JavaScript see it. A route of the site whose head is found gets 200; any other path, and an article
 * that does not exist or is a draft, gets 404 (the app renders "Page Not Found"). The API and
 * `serverPaths` (browser routes Nest answers, like the Google sign-in redirects) pass through to Nest.
 * Every page carries `runtimeConfig` with the year it was built in by `siteYear` (withRuntimeConfig), which a
 * server render shows too: the footer's year is the server's, and `pages` keeps it per year.
 * With the web's server bundle built, public pages arrive rendered (ServerRenderer). Pages are kept in
 * `pages` (PageCache) with a strong ETag: a crowd on one page costs one render.
 */
export function webAppHandlers(
  distDir: string,
  serverPaths: readonly string[],
  runtimeConfig: RuntimeConfig,
  heads: HeadSource,
  pages: PageCache,
  siteYear: () => number,
  renders?: RenderObserver,
): RequestHandler[] {
  const clientDir = join(distDir, 'client');
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Web').warn(`No built web app at ${distDir}; run "npm run build" to serve the site`);
    return [];
  }
  const manifest = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as RouteManifest;
  const matchers = manifest.routes.map(routeMatcher);
  const html = readFileSync(indexFile, 'utf8');
  const renderPage = headTemplate(html, manifest.routeModules ?? {});
  const renderer = ServerRenderer.fromDist(distDir);
  const logger = new Logger('Web');
  const isServerPath = (path: string) => isApiPath(path) || serverPaths.includes(path.replace(/\/+$/, ''));

  const serveStatic = express.static(clientDir, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.includes(`${join(clientDir, 'assets')}`);
      // A direct request for index.html is HTML too: never reused without revalidation.
      const cacheControl = hashed ? ASSET_CACHE_CONTROL : 'public, max-age=3600';
      response.setHeader('Cache-Control', path.endsWith('.html') ? 'no-cache' : cacheControl);
    },
  });

  const isRoute = (path: string) => matchers.some((matcher) => matcher.test(path));

  /** The page as the cache keeps it; what rendering cannot vouch for (a fallback) is not kept. */
  const buildPage = async (request: Request) => {
    const known = isRoute(request.path);
    const year = siteYear();
    const page = (status: number, body: string, cacheable: boolean) => ({
      status,
      html: withRuntimeConfig(body, { ...runtimeConfig, year }),
      cacheable,
    });
    let head: SeoHeadDto;
    try {
      // The blog list's page is its own canonical URL (/blog?page=2); other queries change no head.
      head = await heads.head(request.path, request.query.page);
    } catch (error) {
      // The site still works with index.html's default head (e.g. while the database is unreachable).
      logger.error(`Head of ${request.path}: ${(error as Error).message}`);
      renders?.fellBack('head unavailable');
      return page(known ? 200 : 404, html, false);
    }
    const status = known && head.status === 200 ? 200 : 404;
    const started = performance.now();
    try {
      const rendered = renderer ? await renderer.render(request, { year }) : null;
      if (rendered) renders?.rendered((performance.now() - started) / 1000);
      return page(status, renderPage(head, rendered), true);
    } catch (error) {
      renders?.rendered((performance.now() - started) / 1000);
      renders?.fellBack(error instanceof RenderTimeoutError ? 'timeout' : 'error');
      logger.warn(`Rendering ${request.path} in the browser instead: ${(error as Error).message}`);
      return page(status, renderPage(head, null), false);
    }
  };

  const serveApp = async (request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || isServerPath(request.path)) return next();
    const page = await pages.get(pageCacheKey(request), () => buildPage(request));
    response.status(page.status);
    // The strong ETag set before send(): Express keeps it and answers a matching If-None-Match with a 304.
    for (const [name, value] of page.contentHeaders()) response.setHeader(name, value);
    response.send(page.body);
  };

  return [
    // A route of the site is never a file: no file-system lookup for the pages visitors ask for most.
    (request, response, next) =>
      isServerPath(request.path) || isRoute(request.path) || !mayBeStaticFile(request.path)
        ? next()
        : serveStatic(request, response, next),
    serveApp,
  ];
}
