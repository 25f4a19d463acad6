import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, TestApp } from '../../test/test-app';
import { REPO_ROOT } from '../config/app.config';
import { SEED_BLOG_POSTS } from '../modules/content';
import { ContentSeeder } from '../modules/content/content.seeder';

const ARTICLE = SEED_BLOG_POSTS.find((post) => post.isPublished)!;

/** The web app built as `npm run build` builds it (web/package.json: the client, then the server bundle), into `outDir`. */
async function buildWeb(outDir: string): Promise<void> {
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const options = { cwd: join(REPO_ROOT, 'web'), env: { ...process.env, NODE_ENV: 'production' }, timeout: 240_000 };
  const builds = [
    ['--outDir', join(outDir, 'client')],
    ['--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, 'server')],
  ];
  for (const build of builds) {
    await promisify(execFile)(process.execPath, [vite, 'build', '--logLevel', 'error', ...build], options);
  }
}

/** Every entry under `dir`, as paths relative to it. */
const entriesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });

/** What the Prometheus text would show if it leaked into a page. */
const METRICS_TEXT = /# (?:HELP|TYPE) |process_cpu|http_request_duration_seconds/;

/**
 * The real web build (its server bundle, generated client and routes) served by the API: a visitor's URL
 * cannot make the server render fetch what it likes, nor render inside a render, and the public files hold
 * no source map.
 */
describe('the built web app, rendered on the server', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-build-'));
    await buildWeb(dist);
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    await app.app.get(ContentSeeder).seed();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const metric = async (series: RegExp) => {
    const { text } = await app.http.get('/api/metrics').expect(200);
    return Number(series.exec(text)?.[1] ?? 0);
  };
  const renders = () => metric(/^ssr_render_duration_seconds_count (\d+)$/m);
  const failedRenders = () => metric(/^ssr_render_fallbacks_total{reason="error"} (\d+)$/m);

  it.each([
    '/blog/..%2Fmetrics',
    '/blog/..%2fmetrics',
    '/blog/..%252Fmetrics',
    '/blog/%2e%2e%2Fmetrics',
    '/blog/%2E%2E%2fmetrics',
    '/blog/..%2F..%2Fapi%2Fmetrics',
    '/blog/..%2Fhealth%2Fready',
  ])('answers %s with the 404 page, with no metrics or health report anywhere in it', async (path) => {
    const { text } = await app.http.get(path).expect(404);
    expect(text).not.toMatch(METRICS_TEXT);
    expect(text).not.toMatch(/"status":"(?:ok|up)"/);
  });

  it('renders once for a URL built to make the render render itself', async () => {
    // Each level names the next page through /api/blog/../../: rendered, each would render the next.
    const level = (next: string) => encodeURIComponent(`../../${next}`);
    const url = `/blog/${level(`blog/${level(`blog/${level('services')}`)}`)}`;
    const before = await renders();
    await app.http.get(url).expect(404);
    expect(await renders()).toBe(before + 1);
  });

  it.each([
    '/',
    '/services',
    '/portfolio',
    '/blog',
    `/blog/${ARTICLE.slug}`,
    '/about',
    '/contact',
    '/consultation',
    '/service-inquiry',
    '/quick-question',
    '/submit-testimonial',
    '/auth',
    '/legal/privacy',
    '/legal/terms',
    '/legal/refund-policy',
  ])('renders %s on the server from the reads a render may make', async (path) => {
    const failedBefore = await failedRenders();
    const { text } = await app.http.get(path).expect(200);
    expect(text).toContain('id="server-render-state"');
    expect(await failedRenders()).toBe(failedBefore);
  });

  it('ships no source map among the public files, and serves none under an encoded name', async () => {
    const client = entriesUnder(join(dist, 'client'));
    expect(client.filter((entry) => entry.endsWith('.map'))).toEqual([]);
    expect(entriesUnder(join(dist, 'server')).some((entry) => entry.endsWith('.map'))).toBe(true);
    const path = `/${client.find((entry) => /^assets\/.*\.js$/.test(entry))}`;
    await app.http.get(path).expect(200);
    for (const encoded of ['.map', '.ma%70', '.m%61p', '%2emap']) await app.http.get(`${path}${encoded}`).expect(404);
  });
});
