import { httpClient, pointAtLoopbackApi, RenderCallRefusedError } from './http';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';

/**
 * The server render's client (pointAtLoopbackApi): it sends only what the API allows the render, judged on
 * the request exactly as it would go out, and marks each call as the render's. Its own file: pointing the
 * one axios instance at the loopback API lasts for the module's life, as it does on the server.
 */
let api: TestServer;
/** What the client asked the API's rule about: method and path. */
const asked: string[] = [];

beforeAll(async () => {
  api = await startTestServer((_request, response) => sendJson(response, 200, { services: [] }));
  pointAtLoopbackApi({
    origin: api.url,
    headers: { 'x-server-render': '1' },
    allows: (method, path) => {
      asked.push(`${method} ${path}`);
      return method === 'get' && path === '/api/services';
    },
  });
});

afterAll(() => api.close());

beforeEach(() => {
  asked.length = 0;
});

const refusal = (config: Parameters<typeof httpClient>[0]) =>
  httpClient(config).then(
    () => {
      throw new Error(`${config.url} was sent`);
    },
    (error: unknown) => error,
  );

describe('the server render calling the API over loopback', () => {
  it('sends a read the API allows, marked as the render', async () => {
    await expect(httpClient({ url: '/api/services', method: 'GET', params: { page: 1 } })).resolves.toEqual({
      services: [],
    });
    const sent = api.requests.at(-1)!;
    expect(sent.url).toBe('/api/services?page=1');
    expect(sent.headers['x-server-render']).toBe('1');
    expect(asked).toEqual(['get /api/services']);
  });

  it.each([
    ['the metrics', '/api/metrics', '/api/metrics'],
    ['the metrics, climbing out of an allowed path', '/api/services/../metrics', '/api/metrics'],
    ['the metrics, with encoded dots', '/api/services/%2e%2E/metrics', '/api/metrics'],
    ['the health checks', '/api/health/ready', '/api/health/ready'],
    ['the admin', '/api/admin/users', '/api/admin/users'],
    ['a page, which would render again', '/api/../blog/x', '/blog/x'],
  ])('refuses %s before sending anything, judging the path as it would be sent', async (_what, url, path) => {
    const before = api.requests.length;
    const error = await refusal({ url, method: 'GET' });
    expect(error).toBeInstanceOf(RenderCallRefusedError);
    expect(asked).toEqual([`get ${path}`]);
    expect(api.requests).toHaveLength(before);
  });

  it('refuses a write, and any other origin, even on an allowed path', async () => {
    const before = api.requests.length;
    expect(await refusal({ url: '/api/services', method: 'POST', data: {} })).toBeInstanceOf(RenderCallRefusedError);
    const elsewhere = await startTestServer((_request, response) => sendJson(response, 200, {}));
    try {
      expect(await refusal({ url: `${elsewhere.url}/api/services`, method: 'GET' })).toBeInstanceOf(
        RenderCallRefusedError,
      );
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
    expect(api.requests).toHaveLength(before);
  });
});
