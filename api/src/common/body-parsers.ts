import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorResponseDto } from './error-response.dto';

/** Largest body the API reads; a larger one is a 413. */
const BODY_LIMIT = '1mb';

/** body-parser's error types, answered in the one error shape before Nest sees the request. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'Compressed request bodies are not accepted: send the body uncompressed',
  'charset.unsupported': 'The request body charset is not supported',
};

/** Reads the body of the given paths as bytes; the JSON and form parsers then leave it alone. */
function rawBodyOn(paths: ReadonlySet<string>): RequestHandler {
  const raw = express.raw({ type: () => true, limit: BODY_LIMIT, inflate: false });
  return (request, response, next) => (paths.has(request.path) ? raw(request, response, next) : next());
}

const bodyErrors: ErrorRequestHandler = (error, _request, response, next) => {
  const statusCode = error?.status ?? error?.statusCode;
  if (typeof error?.type !== 'string' || !(statusCode >= 400 && statusCode < 500)) return next(error);
  const body: ErrorResponseDto = {
    statusCode,
    message: BODY_ERROR_MESSAGES[error.type] ?? 'The request body could not be read',
  };
  response.status(statusCode).json(body);
};

/**
 * The app is created with `bodyParser: false`; these take its place. Compressed bodies are refused (415)
 * before a byte is inflated: no client of this API compresses requests, and a gzip bomb costs nothing then.
 * `rawPaths` (webhooks whose signature covers the exact bytes) get their body as a Buffer, whatever its type.
 */
export const bodyParsers = (rawPaths: readonly string[] = []): (RequestHandler | ErrorRequestHandler)[] => [
  rawBodyOn(new Set(rawPaths)),
  express.json({ limit: BODY_LIMIT, inflate: false }),
  express.urlencoded({ extended: false, limit: BODY_LIMIT, inflate: false }),
  bodyErrors,
];

/**
 * Requests Node's HTTP parser refuses before Express sees them (an address or headers past its 16 KB limit,
 * a malformed request line) are answered in the one error shape too, instead of a bare status line.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body: ErrorResponseDto = {
      statusCode,
      message: statusCode === 431 ? 'The request address or headers are too long' : 'The request could not be read',
    };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
