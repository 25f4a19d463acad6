import { Logger } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeoHeadDto } from '../modules/content/seo/dto/seo-head.dto';
import { headTemplate } from './head-tags';
import { ServerRenderer } from './server-renderer';

/** `routes.json`, written by the web build: the path patterns of the site (`$param` is one segment). */
interface RouteManifest {
  routes: string[];
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
  head(path: string): Promise<SeoHeadDto>;
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Source maps stay with the build (bundle analysis): served, they would hand anyone the app's source.
 * Vite writes them without a sourceMappingURL comment, so no browser asks for them.
 */
const isSourceMap = (path: string) => path.endsWith('.map');

/**
 * Serves the built web app (web/vite.config.ts lays it out): the static files of `client/`, hashed
 * assets cached for a year, HTML always revalidated; `routes.json` and the server bundle beside it are
 * read here and never served. The HTML carries
 * the page's head (title, description, robots, canonical, JSON-LD from `heads`), so clients without
 * JavaScript see it. A route of the site whose head is found gets 200; any other path, and an article
 * that does not exist or is a draft, gets 404 (the app renders "Page Not Found"). The API and
 * `serverPaths` (browser routes Nest answers, like the Google sign-in redirects) pass through to Nest.
 * With the web's server bundle built, public pages arrive rendered (ServerRenderer).
 */
export function webAppHandlers(distDir: string, serverPaths: readonly string[], heads: HeadSource): RequestHandler[] {
  const clientDir = join(distDir, 'client');
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Web').warn(`No built web app at ${distDir}; run "npm run build" to serve the site`);
    return [];
  }
  const manifest = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as RouteManifest;
  const matchers = manifest.routes.map(routeMatcher);
  const html = readFileSync(indexFile, 'utf8');
  const renderPage = headTemplate(html);
  const renderer = ServerRenderer.fromDist(distDir);
  const logger = new Logger('Web');
  const isServerPath = (path: string) => isApiPath(path) || serverPaths.includes(path.replace(/\/+$/, ''));

  const serveStatic = express.static(clientDir, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.includes(`${join(clientDir, 'assets')}`);
      // A direct request for index.html is HTML too: never reused without revalidation.
      const cacheControl = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      response.setHeader('Cache-Control', path.endsWith('.html') ? 'no-cache' : cacheControl);
    },
  });

  const serveApp = async (request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || isServerPath(request.path)) return next();
    const known = matchers.some((matcher) => matcher.test(request.path));
    response.setHeader('Cache-Control', 'no-cache');
    // Anonymous visitors get the page rendered, signed-in ones (a cookie) the app alone.
    response.vary('Cookie');
    let head: SeoHeadDto;
    try {
      head = await heads.head(request.path);
    } catch (error) {
      // The site still works with index.html's default head (e.g. while the database is unreachable).
      logger.error(`Head of ${request.path}: ${(error as Error).message}`);
      response
        .status(known ? 200 : 404)
        .type('html')
        .send(html);
      return;
    }
    const found = known && head.status === 200;
    const rendered = renderer && request.method === 'GET' ? await renderer.render(request) : null;
    response.status(found ? 200 : 404);
    response.type('html').send(renderPage(head, rendered));
  };

  return [
    (request, response, next) =>
      isServerPath(request.path) || isSourceMap(request.path) ? next() : serveStatic(request, response, next),
    serveApp,
  ];
}
