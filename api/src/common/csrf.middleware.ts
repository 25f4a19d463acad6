import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ErrorResponseDto } from './error-response.dto';
import { hasCookie } from './has-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const SITE_ONLY_MESSAGE = 'This request must come from the Inspivision site. Please reload the page.';
export const SCRIPT_ONLY_MESSAGE = 'Send a JSON body or the X-Requested-With header with this request';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Where a request says it comes from (Origin, else Referer), and whether that is this site. */
function requestOrigin(request: Request, publicOrigin: string): { origin: string | undefined; sameSite: boolean } {
  const origin = request.get('origin') ?? originOf(request.get('referer'));
  return { origin, sameSite: origin === publicOrigin || origin === `${request.protocol}://${request.get('host')}` };
}

/**
 * A request from another site's page, or with `Origin: null` (sandboxed frames, cross-site redirects). Machine
 * endpoints that take browser forms (the simulated checkout) refuse these too.
 */
export function isCrossSite(request: Request, publicOrigin: string): boolean {
  const { origin, sameSite } = requestOrigin(request, publicOrigin);
  return origin === 'null' || (origin !== undefined && !sameSite);
}

/**
 * CSRF defence beyond SameSite. A state-changing request:
 * - from another site's page, or with `Origin: null` (sandboxed frames, cross-site redirects), is refused;
 * - must say it comes from a script: a JSON body or `X-Requested-With`, which a plain HTML form cannot send
 *   (a form posting to the sign-in would otherwise sign the browser into the sender's account);
 * - carrying the session cookie, must also come from this site (Origin or Referer) with `X-Requested-With`.
 * `machinePaths` (provider webhooks, the RFC 8058 one-click unsubscribe) take other bodies from other hosts
 * and are checked by their own signature or signed token instead.
 */
export function csrfProtection(
  publicUrl: string,
  sessionCookie: string,
  machinePaths: readonly string[],
): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const machine = new Set(machinePaths);

  const refuse = (response: Response, message: string) => {
    const body: ErrorResponseDto = { statusCode: 403, message };
    response.status(403).json(body);
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (machine.has(request.originalUrl.split('?')[0])) return next();
    const { sameSite } = requestOrigin(request, publicOrigin);
    if (isCrossSite(request, publicOrigin)) return refuse(response, CROSS_SITE_MESSAGE);
    const fromScript = Boolean(request.get('x-requested-with'));
    if (hasCookie(request.get('cookie'), sessionCookie)) {
      if (!sameSite || !fromScript) return refuse(response, SITE_ONLY_MESSAGE);
    } else if (!fromScript && !request.is('application/json')) {
      return refuse(response, SCRIPT_ONLY_MESSAGE);
    }
    next();
  };
}
