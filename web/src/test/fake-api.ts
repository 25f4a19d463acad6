import type { IncomingMessage } from 'node:http';
import { setApiBaseUrl } from '../api/http';
import { sendJson, startTestServer, type TestServer } from './http-server';

/** One answer of the fake API: a status and a JSON body (none for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export type FakeRoute = (body: unknown, request: IncomingMessage) => FakeAnswer;

/** What GET /api/bot-challenge answers unless a test sets the route (the jest widget stub "solves" it). */
export const TEST_BOT_CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    salt: '00112233445566778899aabbccddeeff',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'abcdef',
    expiresAt: 4102444800,
  },
  signature: 'test-signature',
};

/** Answers every form needs whatever the test is about: the anti-robot challenge. */
const DEFAULT_ROUTES: Record<string, FakeRoute> = {
  'GET /api/bot-challenge': () => ({ status: 200, body: { enabled: true, challenge: TEST_BOT_CHALLENGE } }),
};

export interface FakeApi {
  server: TestServer;
  /** Routes by "METHOD /path" (path without the query); change them per test. */
  routes: Map<string, FakeRoute>;
  /** Requests received, with their parsed JSON bodies. */
  calls: Array<{ method: string; path: string; body: unknown }>;
  /** Calls to "METHOD /path". */
  callsTo(route: string): Array<{ method: string; path: string; body: unknown }>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * A real HTTP server answering like the API (the real axios instance talks to it,
 * cookies and JSON included). Unknown routes answer 404, but for DEFAULT_ROUTES. Points the web's axios
 * instance at it; `close()` points it back.
 */
export async function startFakeApi(initial: Record<string, FakeRoute> = {}): Promise<FakeApi> {
  const routes = new Map(Object.entries(initial));
  const calls: FakeApi['calls'] = [];
  const server = await startTestServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const key = `${request.method} ${path}`;
      calls.push({ method: request.method ?? 'GET', path, body });
      const route = routes.get(key) ?? DEFAULT_ROUTES[key];
      const answer = route ? route(body, request) : { status: 404, body: { statusCode: 404, message: 'Not Found' } };
      const send = () => {
        if (answer.body === undefined) response.writeHead(answer.status).end();
        else sendJson(response, answer.status, answer.body);
      };
      if (answer.delay) setTimeout(send, answer.delay);
      else send();
    });
  });
  setApiBaseUrl(server.url);
  return {
    server,
    routes,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    close: async () => {
      setApiBaseUrl('');
      await server.close();
    },
  };
}

export const unauthorized: FakeRoute = () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });

/** The API's 400 for one field it refuses, in the project's error shape (`errors` by field). */
export const refusedField =
  (field: string, message: string): FakeRoute =>
  () => ({
    status: 400,
    body: { statusCode: 400, message: `Invalid request: ${field}`, errors: [{ field, message }] },
  });

/**
 * One fake API for a whole test file: started before its tests, closed after them, and emptied before
 * each test (no routes, no recorded calls), so a file's own `beforeEach` only sets the routes it needs.
 */
export function fakeApiForEachTest(): FakeApi {
  let api: FakeApi | undefined;
  const current = () => {
    if (!api) throw new Error('The fake API starts in beforeAll: use it inside hooks and tests');
    return api;
  };
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    current().calls.length = 0;
    current().routes.clear();
  });
  return {
    get server() {
      return current().server;
    },
    get routes() {
      return current().routes;
    },
    get calls() {
      return current().calls;
    },
    callsTo: (route) => current().callsTo(route),
    close: () => current().close(),
  };
}
