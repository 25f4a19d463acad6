import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';
import { routeMatcher } from './web-app.middleware';

describe('routeMatcher', () => {
  it('matches a pattern, with $params as one segment', () => {
    expect(routeMatcher('/').test('/')).toBe(true);
    expect(routeMatcher('/blog/$slug').test('/blog/llc-vs-corporation')).toBe(true);
    expect(routeMatcher('/blog/$slug').test('/blog/a/b')).toBe(false);
    expect(routeMatcher('/services').test('/services/')).toBe(true);
    expect(routeMatcher('/services').test('/servicesx')).toBe(false);
  });
});

describe('serving the built web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Inspivision</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: ['/', '/services', '/blog/$slug', '/404'] }));
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => app.close());

  it.each(['/', '/services', '/blog/how-to-start'])('serves the app at the route %s with 200', async (path) => {
    const response = await app.http.get(path).expect(200).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app with 404 at a path that is no route', async () => {
    const response = await app.http.get('/no/such/page').expect(404).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.http.get('/assets/index-abc123.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves /api paths to the API', async () => {
    await app.http.get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    await app.http.get('/api/services').expect(200).expect('Content-Type', /json/);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await app.http.get('/api/docs/').expect(200);
    expect(response.text).toContain('swagger-ui');
  });
});
