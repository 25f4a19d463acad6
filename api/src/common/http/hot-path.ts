import type { Request, RequestHandler } from 'express';
import type { StoredResponse } from './stored-response';

/**
 * The hot path: a GET or HEAD whose whole answer is kept in memory (a cached public read, a rendered page)
 * is answered here, ahead of the rest of the pipeline (security headers computed per request, compression,
 * body parsers, session, Nest), with the stored bytes, ETag and compressed copies and the same fixed
 * security headers. An answer is stored only after the whole pipeline produced it for exactly this key and
 * it is the same for everyone the key covers, so skipping the pipeline changes nothing a client sees. The
 * request logger runs before this, so every answer is logged.
 */
export function hotPath(
  lookup: (request: Request) => StoredResponse | undefined,
  securityHeaders: (path: string) => readonly [string, string][],
): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const stored = lookup(request);
    if (!stored?.writeTo(request, response, securityHeaders(request.path))) next();
  };
}
