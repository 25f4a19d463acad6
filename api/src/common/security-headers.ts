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

/** Powerful features the site never uses, off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * helmet's headers, with a Content Security Policy that allows scripts from the site only, images from
 * the site (and data: URLs, for inline SVG) plus IMAGE_HOSTS, and inline styles only in
 * INLINE_STYLE_AREAS; plus a Permissions-Policy.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const contentSecurityPolicy = (inlineStyles: boolean) =>
    helmet.contentSecurityPolicy({
      directives: {
        'style-src': ["'self'", ...(inlineStyles ? ["'unsafe-inline'"] : [])],
        'img-src': ["'self'", 'data:', ...config.imageHosts],
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
