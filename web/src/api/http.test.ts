import { ApiError, httpClient, RATE_LIMIT_FALLBACK_MESSAGE, setApiBaseUrl } from './http';
import { getBlogPost, getPage } from './generated/content/content';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    switch (request.url) {
      case '/api/ok':
        return sendJson(response, 200, { hello: 'world' });
      case '/api/validation':
        return sendJson(response, 400, {
          statusCode: 400,
          message: 'Validation failed',
          errors: [
            { field: 'email', message: 'email must be an email' },
            { field: 'firstName', message: 'firstName should not be empty' },
          ],
        });
      case '/api/text':
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        return response.end('No such thing');
      case '/api/empty':
        response.writeHead(503);
        return response.end();
      case '/api/limited':
        return sendJson(response, 429, { statusCode: 429, message: 'Too many login attempts. Wait a minute.' });
      case '/api/limited-text':
        response.writeHead(429, { 'Content-Type': 'text/plain' });
        return response.end('slow down');
      case '/api/limited-no-message':
        return sendJson(response, 429, { statusCode: 429 });
      case '/api/slow':
        setTimeout(() => sendJson(response, 200, { late: true }), 1000);
        return;
      default:
        return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
    }
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

async function failure(url: string): Promise<ApiError> {
  try {
    await httpClient({ url, method: 'GET' });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error(`expected ${url} to fail`);
}

describe('httpClient', () => {
  it('resolves with the response body and sends the AJAX header', async () => {
    await expect(httpClient<{ hello: string }>({ url: '/api/ok', method: 'GET' })).resolves.toEqual({
      hello: 'world',
    });
    const last = server.requests.at(-1)!;
    expect(last.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(last.headers.accept).toContain('application/json');
  });

  it('turns an error with a JSON body into "STATUS: body" with status, body and field errors', async () => {
    const error = await failure('/api/validation');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      '400: {"statusCode":400,"message":"Validation failed","errors":[{"field":"email","message":"email must be an email"},{"field":"firstName","message":"firstName should not be empty"}]}',
    );
    expect(error.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'email must be an email' },
      { field: 'firstName', message: 'firstName should not be empty' },
    ]);
  });

  it('uses a text body as is', async () => {
    const error = await failure('/api/text');
    expect(error.message).toBe('404: No such thing');
    expect(error.status).toBe(404);
    expect(error.fieldErrors).toEqual([]);
  });

  it('uses the status text when the body is empty', async () => {
    const error = await failure('/api/empty');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.status).toBe(503);
  });

  it("flags a 429 and shows the server's message", async () => {
    const error = await failure('/api/limited');
    expect(error.status).toBe(429);
    expect(error.isRateLimited).toBe(true);
    expect(error.message).toBe('Too many login attempts. Wait a minute.');
  });

  it('falls back to the fixed text for a 429 whose body is not JSON', async () => {
    const error = await failure('/api/limited-text');
    expect(error.status).toBe(429);
    expect(error.message).toBe(RATE_LIMIT_FALLBACK_MESSAGE);
    expect(error.message).toBe('Too many attempts. Please try again shortly.');
  });

  it('falls back to the fixed text for a 429 whose JSON has no message', async () => {
    const error = await failure('/api/limited-no-message');
    expect(error.message).toBe('Too many attempts. Please try again shortly.');
  });

  it('passes the abort signal through: an aborted call rejects as a cancellation, not an ApiError', async () => {
    const controller = new AbortController();
    const pending = httpClient({ url: '/api/slow', method: 'GET', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as { code?: string }).code).toBe('ERR_CANCELED');
  });

  it('sends every path parameter of the generated calls as one encoded segment', async () => {
    for (const slug of ['../metrics', '../../admin/users', '%2e%2e', 'a?b#c']) {
      await getBlogPost(slug).catch(() => undefined);
      expect(server.requests.at(-1)!.url).toBe(`/api/blog/${encodeURIComponent(slug)}`);
    }
    await getPage('../health/ready').catch(() => undefined);
    expect(server.requests.at(-1)!.url).toBe('/api/pages/..%2Fhealth%2Fready');
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    const down = await startTestServer(() => {});
    await down.close();
    setApiBaseUrl(down.url);
    // jsdom reports the refused connection on the console besides failing the request.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await failure('/api/ok');
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(0);
    } finally {
      setApiBaseUrl(server.url);
    }
  });
});
