import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Requests received (method and path, preflights excluded). */
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export type TestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A real HTTP server on a free local port. jsdom's XMLHttpRequest applies CORS (its page origin is
 * http://localhost), so every answer carries the CORS headers a credentialed request needs, and
 * preflights are answered here.
 */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      // The headers the preflight asks for (the server render's client adds its own mark).
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'Content-Type, Accept, X-Requested-With',
      );
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
