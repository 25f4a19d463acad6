import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { AppConfig } from '../config/app.config';

/**
 * Where pages need inline styles: the admin area (Ant Design writes its CSS-in-JS into <style>
 * elements) and Swagger UI. The web's admin route (web/src/routes/admin1) and the docs path are
 * named here; the web loads the admin as a new document when it comes from elsewhere, so the admin
 * always runs under this policy.
 */
export const INLINE_STYLE_AREAS = ['/admin1', '/api/docs'];

const isInArea = (path: string, area: string) => path === area || path.startsWith(`${area}/`);
export const needsInlineStyles = (path: string) => INLINE_STYLE_AREAS.some((area) => isInArea(path, area));

/**
 * What the Google tag needs, and only when GA_MEASUREMENT_ID is set: its scripts, by path (gtag.js and what
 * it loads itself live under /gtag/; a Tag Manager container, gtm.js, which could be a stranger's, does not
 * match), and the hosts it sends measurements to (by fetch or beacon, or an image as a fallback).
 */
export const GOOGLE_TAG_SCRIPTS = 'https://www.googletagmanager.com/gtag/';
export const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;

/** Powerful features the site never uses, off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * helmet's headers, with a Content Security Policy that allows scripts from the site only, images from
 * the site (and data: URLs, for inline SVG) plus IMAGE_HOSTS, and inline styles only in
 * INLINE_STYLE_AREAS; with GA_MEASUREMENT_ID set, also the Google tag's script and collection hosts.
 * Plus a Permissions-Policy.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const analytics = Boolean(config.GA_MEASUREMENT_ID);
  const contentSecurityPolicy = (inlineStyles: boolean) =>
    helmet.contentSecurityPolicy({
      directives: {
        'script-src': ["'self'", ...(analytics ? [GOOGLE_TAG_SCRIPTS] : [])],
        // Unset, connect-src stays off: default-src 'self' covers it, as before.
        ...(analytics ? { 'connect-src': ["'self'", ...GOOGLE_ANALYTICS_HOSTS] } : {}),
        'style-src': ["'self'", ...(inlineStyles ? ["'unsafe-inline'"] : [])],
        'img-src': ["'self'", 'data:', ...config.imageHosts, ...(analytics ? GOOGLE_ANALYTICS_HOSTS : [])],
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    });
  const strictPolicy = contentSecurityPolicy(false);
  const inlineStylePolicy = contentSecurityPolicy(true);
  return [
    helmet({ contentSecurityPolicy: false }),
    (request: Request, response: Response, next: NextFunction) =>
      (needsInlineStyles(request.path) ? inlineStylePolicy : strictPolicy)(request, response, next),
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * The headers securityHeaders() sets, as fixed lists (they depend only on the path's area): answers sent
 * ahead of the Express middleware (the hot path of cached answers) carry exactly these. Found by running
 * those middlewares once per area on a recording response, so they follow helmet's defaults as they change.
 */
export function securityHeaderLists(config: AppConfig): (path: string) => readonly [string, string][] {
  const handlers = securityHeaders(config);
  const record = (path: string) => {
    const headers = new Map<string, [string, string]>();
    const response = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    };
    const request = { path, method: 'GET', headers: {} };
    for (const handler of handlers) handler(request as Request, response as unknown as Response, () => undefined);
    return [...headers.values()];
  };
  const strict = record('/');
  const inlineStyles = record(INLINE_STYLE_AREAS[0]);
  return (path) => (needsInlineStyles(path) ? inlineStyles : strict);
}
