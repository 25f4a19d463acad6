import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { labelRoute } from '../metrics/http-metrics';

/**
 * Marks the server render's own calls to this API (ServerRenderer hands it to the web's client, which
 * sends it on each). The mark only takes rights away: whoever sends it is held to SERVER_RENDER_READS and
 * is never an allowed metrics peer, so a visitor gains nothing by sending it, and cannot take it off the
 * render's calls (a URL is all a visitor controls).
 */
export const RENDER_CALL_HEADER = 'x-server-render';

/**
 * Every read of this API that the server-rendered pages make (the web's SERVER_RENDERED_PAGES), as
 * OpenAPI path templates (`{name}`: one path segment): all a render call may reach, GET only. Never the
 * metrics, the health checks, the admin, a write, or a page (which would render again). A page that needs
 * another read fails to render on the server (the browser renders it, and the log says which read).
 */
export const SERVER_RENDER_READS: readonly string[] = [
  '/api/auth/providers',
  '/api/blog',
  '/api/blog/{slugOrId}',
  '/api/bookings/options',
  '/api/calendar/status',
  '/api/pages/{slug}',
  '/api/portfolio',
  '/api/seo/head',
  '/api/services',
  '/api/testimonials',
];

const templates = SERVER_RENDER_READS.map((template) => template.split('/'));

/** A path parameter as the router takes it: one segment, not a dot segment, whose decoded text holds no slash. */
function isParameterSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '' && decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
}

const matches = (template: string[], segments: string[]) =>
  template.length === segments.length &&
  template.every((part, i) => (part.startsWith('{') ? isParameterSegment(segments[i]) : part === segments[i]));

/**
 * Whether the server render may send this request: a GET of one of SERVER_RENDER_READS. `path` is the
 * path as it goes on the wire (percent-encoded, without the query); the web's client asks before sending,
 * with the path its URL normalised to, and this API asks again of every render call it receives.
 */
export function isServerRenderRead(method: string, path: string): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  const segments = path.split('/');
  return templates.some((template) => matches(template, segments));
}

export const isRenderCall = (request: IncomingMessage) => request.headers[RENDER_CALL_HEADER] !== undefined;

/**
 * Refuses (403) a render call outside SERVER_RENDER_READS before anything else can answer it: the kept
 * answers of the hot path, Nest, and the web app, which would render a page inside a render.
 */
export function renderCallGate(): RequestHandler {
  return (request, response, next) => {
    if (!isRenderCall(request) || isServerRenderRead(request.method, request.path)) return next();
    labelRoute(request, '(refused render call)');
    response
      .status(403)
      .setHeader('Cache-Control', 'no-store')
      .json({ statusCode: 403, message: 'A server render may only read the content its pages show.' });
  };
}
