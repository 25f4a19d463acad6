import { BROWSER_HEADERS } from '../../test/auth-helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { ContentSeeder } from '../modules/content/content.seeder';
import { isServerRenderRead, RENDER_CALL_HEADER } from './render-calls';

describe('isServerRenderRead', () => {
  it.each([
    '/api/services',
    '/api/blog',
    '/api/blog/how-to-form-an-llc',
    '/api/blog/7',
    '/api/pages/home',
    '/api/seo/head',
    '/api/bookings/options',
  ])('lets the render read %s', (path) => {
    expect(isServerRenderRead('GET', path)).toBe(true);
    expect(isServerRenderRead('get', path)).toBe(true);
  });

  it.each([
    ['the metrics', '/api/metrics'],
    ['the health checks', '/api/health/ready'],
    ['the admin', '/api/admin/users'],
    ['a page', '/blog/how-to-form-an-llc'],
    ['the API root', '/api/'],
    ['a dot segment for a parameter', '/api/blog/..'],
    ['an encoded dot segment', '/api/blog/%2e%2E'],
    ['an encoded slash inside a parameter', '/api/blog/..%2Fmetrics'],
    ['an encoded backslash inside a parameter', '/api/blog/..%5Cmetrics'],
    ['a parameter that does not decode', '/api/blog/%E0%A4%A'],
    ['an empty parameter', '/api/blog/'],
    ['one segment too many', '/api/blog/a/b'],
    ['another spelling of an allowed path', '/API/services'],
  ])('refuses %s', (_what, path) => {
    expect(isServerRenderRead('GET', path)).toBe(false);
  });

  it('refuses anything but a GET', () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(isServerRenderRead(method, '/api/services')).toBe(false);
    }
  });
});

describe('a call marked as the server render', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(ContentSeeder).seed();
  });
  afterAll(() => app.close());

  const renderCall = (path: string) => app.http.get(path).set(RENDER_CALL_HEADER, '1');
  const REFUSED = { statusCode: 403, message: 'A server render may only read the content its pages show.' };

  it('reads the content the pages show, from the cache too', async () => {
    for (let i = 0; i < 2; i++) {
      const { body } = await renderCall('/api/services?page=1&pageSize=100').expect(200);
      expect(body.items.length).toBeGreaterThan(0);
    }
    await renderCall('/api/pages/home').expect(200);
  });

  it('is refused the metrics, though it comes from loopback, which may read them otherwise', async () => {
    await app.http.get('/api/metrics').expect(200);
    const { body, text } = await renderCall('/api/metrics').expect(403);
    expect(body).toEqual(REFUSED);
    expect(text).not.toContain('# TYPE');
  });

  it.each(['/api/health/ready', '/api/health/live', '/api/admin/users', '/api/auth/user', '/api/docs', '/services'])(
    'is refused %s before anything answers it',
    async (path) => {
      const { body } = await renderCall(path).expect(403);
      expect(body).toEqual(REFUSED);
    },
  );

  it('is refused a write, and an allowed read reached through a dot segment', async () => {
    await app.http
      .post('/api/newsletter/subscribe')
      .set(BROWSER_HEADERS)
      .set(RENDER_CALL_HEADER, '1')
      .send({})
      .expect(403, REFUSED);
    await renderCall('/api/blog/../metrics').expect(403, REFUSED);
  });
});
