import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ErrorResponseDto } from './error-response.dto';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * CSRF defence beyond SameSite: a state-changing request from another site is refused, and one that
 * carries the session cookie must also say where it comes from (a same-site Origin or Referer) and carry
 * `X-Requested-With`, which a cross-site form cannot send. Requests without the cookie (webhooks,
 * integrators) only need to not come from another site's page.
 */
export function csrfProtection(publicUrl: string, sessionCookie: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const sessionCookiePattern = new RegExp(`(?:^|;\\s*)${escapeRegExp(sessionCookie)}=`);

  const refuse = (response: Response, message: string) => {
    const body: ErrorResponseDto = { statusCode: 403, message };
    response.status(403).json(body);
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.get('origin') ?? originOf(request.get('referer'));
    const sameSite = origin === publicOrigin || origin === `${request.protocol}://${request.get('host')}`;
    if (origin && origin !== 'null' && !sameSite) return refuse(response, 'Cross-site request refused');
    if (sessionCookiePattern.test(request.get('cookie') ?? '')) {
      if (!sameSite || !request.get('x-requested-with')) {
        return refuse(response, 'This request must come from the Inspivision site. Please reload the page.');
      }
    }
    next();
  };
}
