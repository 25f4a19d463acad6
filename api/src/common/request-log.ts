import type { Options } from 'pino-http';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app.config';

/**
 * Query parameters that carry a secret or who someone is: signed-link tokens, OAuth codes and state,
 * e-mail addresses (unsubscribe links). Logs travel further than the database: these never reach them.
 */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'code', 'state', 'email']);
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

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/** The request as logged: its URL, parsed query and Referer without the secret parameters. */
function serializeRequest(request: SerializedRequest): SerializedRequest {
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([name, value]) => [
      name,
      SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? STRIPPED : value,
    ]),
  );
  const referer = request.headers?.referer;
  return Object.assign(request, {
    url: request.url && withoutSecretParameters(request.url),
    query,
    headers:
      typeof referer === 'string' ? { ...request.headers, referer: withoutSecretParameters(referer) } : request.headers,
  });
}

/** pino-http's options: one line per request, without cookies, credentials or secret parameters. */
export function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    serializers: { req: serializeRequest },
  };
}
