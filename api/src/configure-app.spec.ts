import { createTestApp, TestApp } from '../test/test-app';

/** Three questions to the assistant, each claiming another client address; the statuses they get. */
async function chatFromSpoofedAddresses(app: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const response = await app.http.post('/api/ai/chat').set('X-Forwarded-For', address).send({ message: 'Hello' });
    statuses.push(response.status);
  }
  return statuses;
}

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  let app: TestApp;
  afterEach(() => app.close());

  it('ignores X-Forwarded-For from a client that reaches the api port itself, not through a listed proxy', async () => {
    // The proxies live in 10.0.0.0/8; this client (127.0.0.1) is not one of them.
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', AI_RATE_LIMIT_PER_IP: '2' } });
    expect(await chatFromSpoofedAddresses(app)).toEqual([200, 200, 429]);
  });

  it("takes the client's address from a listed proxy", async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback', AI_RATE_LIMIT_PER_IP: '2' } });
    expect(await chatFromSpoofedAddresses(app)).toEqual([200, 200, 200]);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { IMAGE_HOSTS: 'https://cdn.inspivision.test' } });
  });
  afterAll(() => app.close());

  const policyOf = async (path: string) =>
    directivesOf((await app.http.get(path)).headers['content-security-policy'] as string);

  it('turn off camera, microphone and geolocation, for the site and anything it embeds', async () => {
    for (const path of ['/', '/api/services', '/admin1']) {
      const response = await app.http.get(path);
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('load images from the site and IMAGE_HOSTS only, so injected markup cannot send data elsewhere', async () => {
    for (const path of ['/', '/blog/an-article', '/admin1/leads', '/api/docs/']) {
      expect((await policyOf(path))['img-src']).toEqual(["'self'", 'data:', 'https://cdn.inspivision.test']);
    }
  });

  it('refuse inline styles on the public site and the portal', async () => {
    for (const path of ['/', '/services', '/auth', '/portal', '/admin1x', '/api/services']) {
      expect((await policyOf(path))['style-src']).toEqual(["'self'"]);
    }
  });

  it('allow inline styles where Ant Design (the admin) and Swagger UI need them', async () => {
    for (const path of ['/admin1', '/admin1/login', '/admin1/leads', '/api/docs', '/api/docs/']) {
      expect((await policyOf(path))['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('keep scripts (and, without analytics, connections) to the site itself', async () => {
    for (const path of ['/', '/admin1']) {
      const policy = await policyOf(path);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['connect-src']).toBeUndefined();
    }
  });
});

describe('security headers with GA_MEASUREMENT_ID set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { GA_MEASUREMENT_ID: 'G-TEST123' } });
  });
  afterAll(() => app.close());

  it("allow exactly the Google tag's scripts (under /gtag/, not all of googletagmanager.com) and the measurement hosts", async () => {
    const collection = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
    for (const path of ['/', '/admin1', '/api/services']) {
      const policy = directivesOf((await app.http.get(path)).headers['content-security-policy'] as string);
      expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com/gtag/']);
      expect(policy['connect-src']).toEqual(["'self'", ...collection]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', ...collection]);
      expect(policy['default-src']).toEqual(["'self'"]);
    }
  });
});
