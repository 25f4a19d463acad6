import type { Request, RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { MetricsService } from './metrics.service';

/** What answered a request that matched no route of its own (kept few: each label is a time series). */
const routeLabels = new WeakMap<IncomingMessage, string>();

/** Names what answered `request` in the duration histogram when no route pattern does (the hot path). */
export const labelRoute = (request: IncomingMessage, label: string) => routeLabels.set(request, label);

const routeOf = (request: Request, isApiPath: (path: string) => boolean): string =>
  routeLabels.get(request) ??
  (request.route?.path as string | undefined) ??
  (isApiPath(request.path) ? '(no API route)' : '(web app)');

/** Times every request from arrival to its last byte, by method, route pattern and status. */
export function httpMetrics(metrics: MetricsService, isApiPath: (path: string) => boolean): RequestHandler {
  return (request, response, next) => {
    const end = metrics.httpRequestDuration.startTimer();
    response.once('finish', () =>
      end({ method: request.method, route: routeOf(request, isApiPath), status: String(response.statusCode) }),
    );
    next();
  };
}
