import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pino, type Logger } from 'pino';
import { AppConfig } from '../config/app.config';

/**
 * Query parameters that carry a secret or who someone is: signed-link tokens, OAuth codes and state,
 * e-mail addresses (unsubscribe links), and the names, phone and message that reschedule links e-mailed
 * before issue 35 still carry. Logs travel further than the database: these never reach them.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'email',
  'firstname',
  'lastname',
  'phone',
  'message',
]);
const STRIPPED = 'stripped';

/** `url` (a path or an absolute URL) with the values of SECRET_QUERY_PARAMETERS replaced. */
export function withoutSecretParameters(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(query.keys())) {
    if (!SECRET_QUERY_PARAMETERS.has(name.toLowerCase())) continue;
    query.set(name, STRIPPED);
    changed = true;
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

/** The request as Express hands it on. */
type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; ip?: string; log?: Logger };

/** What a request log line says of the request: no headers beyond these, no secret parameters. */
export interface LoggedRequestFields {
  id: unknown;
  method?: string;
  url?: string;
  referer?: string;
  userAgent?: string;
  remoteAddress?: string;
}

const loggedRequest = (request: LoggedRequest): LoggedRequestFields => {
  const url = request.originalUrl ?? request.url;
  const { referer, 'user-agent': userAgent } = request.headers;
  return {
    id: request.id,
    method: request.method,
    url: url && withoutSecretParameters(url),
    referer: referer && withoutSecretParameters(referer),
    userAgent,
    // Express's client address (TRUST_PROXY decides whom to believe).
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
};

/** Paths not logged: the load balancer's health checks. */
const UNLOGGED_PATHS = new Set(['/api/health/live', '/api/health/ready']);

/**
 * One line per request, written when the answer is complete (`request completed`, `request errored` for a
 * 5xx, `request aborted` when the client left first), with the few fields an operator reads and never
 * cookies, credentials or secret parameters. It runs first, on every request (the hot path of cached
 * answers included), so it does no more than that: the per-request logger Nest's logs use (`request.log`,
 * bound by nestjs-pino) is made only when something asks for it.
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (request: LoggedRequest, response: ServerResponse, next: () => void) => {
    const started = performance.now();
    const id = (lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER);
    request.id = id;
    let requestLogger: Logger | undefined;
    Object.defineProperty(request, 'log', {
      configurable: true,
      get: () => (requestLogger ??= logger.child({ reqId: id })),
    });
    if (!UNLOGGED_PATHS.has(request.url ?? '')) {
      const done = () => {
        response.removeListener('close', done);
        response.removeListener('finish', done);
        const line = {
          req: loggedRequest(request),
          res: { statusCode: response.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        if (!response.writableFinished) logger.warn(line, 'request aborted');
        else if (response.statusCode >= 500) logger.error(line, 'request errored');
        else logger.info(line, 'request completed');
      };
      response.on('finish', done);
      response.on('close', done);
    }
    next();
  };
}

/** A request log line waits at most this long in the write buffer. */
export const REQUEST_LOG_FLUSH_MS = 1000;

/** The buffered writer of each file descriptor: one per process and descriptor, whichever app logs through it. */
const destinations = new Map<number, ReturnType<typeof pino.destination>>();

/**
 * The request log's logger. Its lines are written to stdout in batches (4 KB, or every
 * REQUEST_LOG_FLUSH_MS) rather than one write per request: one synchronous write per request cost a
 * cached read 16-29 % of its throughput (`npm run bench:load`). pino flushes the rest when the process exits.
 */
export function createAppLogger(config: Pick<AppConfig, 'LOG_LEVEL'>, fileDescriptor = 1): Logger {
  let destination = destinations.get(fileDescriptor);
  if (!destination) {
    destination = pino.destination({
      dest: fileDescriptor,
      sync: false,
      minLength: 4096,
      periodicFlush: REQUEST_LOG_FLUSH_MS,
    });
    destinations.set(fileDescriptor, destination);
  }
  return pino({ level: config.LOG_LEVEL }, destination);
}
