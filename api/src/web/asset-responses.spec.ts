import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app';
import { MAX_KEPT_ASSET_BYTES } from './asset-responses';

/** A module of the app as the build writes it: big enough to be sent compressed. */
const APP_CODE = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const STYLES = `.site { color: #0f1b3d; }\n`.repeat(100);

/** Asks for `path` until the answer comes from memory (its strong ETag; the pipeline's file answer has a weak one). */
async function whenKept(app: TestApp, path: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.http.get(path).set('Accept-Encoding', 'identity').expect(200);
    if (String(response.headers.etag).startsWith('"')) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never kept`);
}

describe("the built app's files", () => {
  let app: TestApp;
  let assets: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    assets = join(dist, 'client', 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(
      join(dist, 'client', 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: ['/'] }));
    writeFileSync(join(assets, 'app-abc123.js'), APP_CODE);
    writeFileSync(join(assets, 'style-def456.css'), STYLES);
    writeFileSync(join(assets, 'charts-big.js'), 'x'.repeat(MAX_KEPT_ASSET_BYTES + 1));
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => app.close());

  it('are served from memory once asked for, with the headers the pipeline gives them', async () => {
    const first = await app.http.get('/assets/app-abc123.js').expect(200);
    expect(first.text).toBe(APP_CODE);

    const kept = await whenKept(app, '/assets/app-abc123.js');
    expect(kept.text).toBe(APP_CODE);
    expect(kept.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers['x-content-type-options']).toBe(first.headers['x-content-type-options']);
    expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    // Kept: the file is no longer read.
    rmSync(join(assets, 'app-abc123.js'));
    const fromMemory = await app.http.get('/assets/app-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(fromMemory.text).toBe(APP_CODE);
    await app.http
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', kept.headers.etag!)
      .expect(304);
  });

  it('reach a browser compressed, the copy made once, the same bytes once decoded', async () => {
    await whenKept(app, '/assets/style-def456.css');
    // The first request that asks for brotli has the copy made, in the background; the file is not read again.
    await app.http.get('/assets/style-def456.css').set('Accept-Encoding', 'br').expect(200);
    rmSync(join(assets, 'style-def456.css'));
    let response = await app.http.get('/assets/style-def456.css').set('Accept-Encoding', 'br, gzip');
    for (let attempt = 0; response.status === 404 && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await app.http.get('/assets/style-def456.css').set('Accept-Encoding', 'br, gzip');
    }
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.text).toBe(STYLES);
  });

  it('keeps neither the big files nor files that were not part of the build at start-up', async () => {
    await app.http.get('/assets/charts-big.js').expect(200);
    writeFileSync(join(assets, 'late-789.js'), APP_CODE);
    await app.http.get('/assets/late-789.js').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));

    rmSync(join(assets, 'charts-big.js'));
    rmSync(join(assets, 'late-789.js'));
    await app.http.get('/assets/charts-big.js').expect(404);
    await app.http.get('/assets/late-789.js').expect(404);
  });
});
