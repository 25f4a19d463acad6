import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import { CONTENT_CACHE_CONTROL, ContentCache } from './content-cache';

/** The cache key of a read: a HEAD shares its GET's answer. */
export const contentCacheKey = (request: Request): string => `GET ${request.originalUrl}`;

/**
 * The HTTP side of the public content reads, in one place: answers come from (and go to) the
 * ContentCache keyed by path and query, carry a strong ETag (hash of the JSON body) and a short
 * Cache-Control. The ETag is set before Express sends the body, so Express keeps it instead of
 * computing its own weak one, and its freshness check answers a matching If-None-Match with a
 * bodiless 304. Errors (404, 400) pass through uncached. Later hits are answered before Nest
 * (the hot path, common/http/hot-path.ts).
 */
@Injectable()
export class ContentCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: ContentCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const response = http.getResponse<Response>();
    const load = () => lastValueFrom(next.handle());
    return from(this.cache.getOrLoad(contentCacheKey(request), load)).pipe(
      map(({ body, etag }) => {
        response.setHeader('ETag', etag);
        response.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);
        return body;
      }),
    );
  }
}
