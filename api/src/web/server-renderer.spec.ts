import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';
import { Clock } from '../common/clock';
import { SIGNED_IN_HINT_COOKIE } from '../modules/auth/auth.constants';
import { ContentCache } from '../modules/content/cache/content-cache';
import { ContentSeeder } from '../modules/content/content.seeder';

/** index.html as Vite writes it: the app's module script and a preload in the head, an empty root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Placeholder title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for web/src/entry-server.tsx with its interface: it reads the services from the API it
 * was pointed at, with the headers it was given (as the web's own client does), and renders them, with an
 * image preload first, as React does, numbering its renders; it renders nothing for the portal, fails for
 * ?boom, never answers for ?stuck, and fails the first time for a ?flaky URL. For ?fetch=<path> it also
 * fetches that path, without asking \`api.allows\` (as the web's client once did), and hands over the answer.
 */
const SERVER_ENTRY = `
export const SERVER_RENDER_STATE_ID = 'server-render-state';
let renders = 0;
const failedOnce = new Set();
export async function renderPublicPage(url, api, site) {
  if (url.startsWith('/portal')) return null;
  if (url.includes('boom')) throw new Error('window is not defined');
  if (url.includes('stuck')) return new Promise(() => {});
  if (url.includes('flaky') && !failedOnce.has(url)) {
    failedOnce.add(url);
    throw new Error('no answer within 3000 ms');
  }
  renders += 1;
  const get = (path) => fetch(api.origin + path, { headers: api.headers });
  const { items } = await (await get('/api/services')).json();
  const path = new URL(url, 'http://site').searchParams.get('fetch');
  const fetched = path && (await get(path));
  return {
    html: '<link rel="preload" as="image" href="/hero.svg"/><main data-render="' + renders + '" data-url="' + encodeURIComponent(url) + '"><h1>' + items.length + ' services</h1></main><footer>© ' + site.year + ' Inspivision</footer>',
    state: {
      queries: { note: 'ends </script><script>alert(1)</script>' },
      ...(fetched && { fetched: { status: fetched.status, text: await fetched.text() } }),
    },
    routeIds: ['__root__', '/_public', url.startsWith('/services') ? '/_public/services' : '/_public/'],
  };
}`;

const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
/** The URL the stand-in was asked to render. */
const renderedUrlOf = (html: string) => decodeURIComponent(/data-url="([^"]*)"/.exec(html)?.[1] ?? '');
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-render-state">([\s\S]*?)<\/script>/.exec(html)![1]) as {
    fetched?: { status: number; text: string };
  };
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
/** The year in the page's runtime configuration (read by the browser's app) and in the rendered footer. */
const runtimeYearOf = (html: string) =>
  (
    JSON.parse(/<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/.exec(html)![1]) as {
      year: number;
    }
  ).year;
const footerYearOf = (html: string) => Number(/<footer>© (\d+) Inspivision<\/footer>/.exec(html)?.[1]);

/** The server's clock: now, unless a test sets it. */
let clockAt: Date | null = null;
const clock = { now: () => clockAt ?? new Date() };

describe('server-rendered public pages', () => {
  let app: TestApp;
  let serviceCount: number;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'server'));
    mkdirSync(join(dist, 'client'));
    writeFileSync(join(dist, 'client', 'index.html'), INDEX_HTML);
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({
        routes: ['/', '/services', '/portal', '/unsubscribe'],
        // As the web build lists them: a route's split chunk, then what it imports (the entry's chunks too).
        routeModules: {
          '/_public': ['/assets/layout-1.js', '/assets/chunk-def.js'],
          '/_public/services': ['/assets/services-2.js', '/assets/index-abc.js', '/assets/layout-1.js'],
          '/_public/': ['/assets/home-3.js'],
        },
      }),
    );
    writeFileSync(join(dist, 'server', 'package.json'), '{ "type": "module" }');
    writeFileSync(join(dist, 'server', 'entry-server.js'), SERVER_ENTRY);
    app = await createTestApp({ env: { WEB_DIST_DIR: dist }, overrides: [{ provide: Clock, useValue: clock }] });
    await app.app.get(ContentSeeder).seed();
    serviceCount = ((await app.http.get('/api/services').expect(200)).body as { items: unknown[] }).items.length;
  });
  afterAll(() => app.close());

  it("sends an anonymous visitor the page's markup, rendered from the API's data", async () => {
    const { text } = await app.http.get('/services').expect(200);
    expect(serviceCount).toBeGreaterThan(0);
    expect(rootOf(text)).toContain(`<h1>${serviceCount} services</h1></main>`);
  });

  it('hands the browser the data in a JSON block that no text can close', async () => {
    const { text } = await app.http.get('/services').expect(200);
    const block = /<script type="application\/json" id="server-render-state">([\s\S]*?)<\/script>/.exec(text);
    expect(block).not.toBeNull();
    expect(text).not.toContain('<script>alert(1)');
    expect(JSON.parse(block![1])).toEqual({ queries: { note: 'ends </script><script>alert(1)</script>' } });
  });

  it("moves the page's resource hints into the head and starts the app once the page has painted, its routes' code preloaded after the app's", async () => {
    const { text } = await app.http.get('/services').expect(200);
    expect(headOf(text)).toContain('<link rel="preload" as="image" href="/hero.svg"/>');
    expect(rootOf(text)).not.toContain('rel="preload"');
    expect(headOf(text)).toContain(
      '<script defer src="/app-loader.js" data-entry="/assets/index-abc.js" data-preload="/assets/chunk-def.js /assets/layout-1.js /assets/services-2.js"></script>',
    );
    expect(headOf((await app.http.get('/').expect(200)).text)).toContain(
      'data-preload="/assets/chunk-def.js /assets/layout-1.js /assets/home-3.js"',
    );
    expect(text).not.toContain('<script type="module"');
    expect(text).not.toContain('rel="modulepreload"');
  });

  it("shows the server clock's year, on the business's calendar, and a kept page follows it at New Year", async () => {
    try {
      // 23:59 on December 31 in New York (04:59 UTC on January 1).
      clockAt = new Date('2032-01-01T04:59:00Z');
      const before = (await app.http.get('/services?year-turn').expect(200)).text;
      expect(footerYearOf(before)).toBe(2031);
      expect(runtimeYearOf(before)).toBe(2031);
      expect(renderOf((await app.http.get('/services?year-turn').expect(200)).text)).toBe(renderOf(before));
      const signedIn = await app.http.get('/services?year-turn').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`);
      expect(runtimeYearOf(signedIn.text)).toBe(2031);

      // Two minutes later it is New Year in New York: no page of last year is served from the cache.
      clockAt = new Date('2032-01-01T05:01:00Z');
      const after = (await app.http.get('/services?year-turn').expect(200)).text;
      expect(renderOf(after)).not.toBe(renderOf(before));
      expect(footerYearOf(after)).toBe(2032);
      expect(runtimeYearOf(after)).toBe(2032);
      const signedInAfter = await app.http.get('/services?year-turn').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`);
      expect(runtimeYearOf(signedInAfter.text)).toBe(2032);
    } finally {
      clockAt = null;
    }
  });

  it('leaves the page to the browser for a signed-in visitor, whose header is their own', async () => {
    const response = await app.http.get('/services').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`).expect(200);
    const { text } = response;
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('server-render-state');
    expect(text).not.toContain('app-loader');
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('leaves the portal to the browser', async () => {
    const { text } = await app.http.get('/portal').expect(200);
    expect(text).toContain('<div id="root"></div>');
  });

  it('still serves the page, rendered in the browser, when server rendering fails', async () => {
    const { text } = await app.http.get('/services?boom=1').expect(200);
    expect(text).toContain('<div id="root"></div>');
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('counts the renders and, by reason, the pages that fell back to the browser, in the metrics', async () => {
    const fallbacks = async () => {
      const { text } = await app.http.get('/api/metrics').expect(200);
      const count = (reason: string) =>
        Number(new RegExp(`^ssr_render_fallbacks_total{reason="${reason}"} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      const renders = Number(/^ssr_render_duration_seconds_count (\d+)$/m.exec(text)?.[1] ?? 0);
      return { error: count('error'), timeout: count('timeout'), renders };
    };
    const before = await fallbacks();
    await app.http.get('/services?boom=2').expect(200);
    const stuck = await app.http.get('/services?stuck=1').expect(200);
    expect(stuck.text).toContain('<div id="root"></div>');
    await app.http.get('/services?metrics=1').expect(200);
    expect(await fallbacks()).toEqual({
      error: before.error + 1,
      timeout: before.timeout + 1,
      renders: before.renders + 3,
    });
  });

  describe("the render's calls to the API", () => {
    const renderCount = async () => {
      const { text } = await app.http.get('/api/metrics').expect(200);
      return Number(/^ssr_render_duration_seconds_count (\d+)$/m.exec(text)?.[1] ?? 0);
    };

    it('are refused the metrics, though they come from loopback', async () => {
      const { text } = await app.http.get('/services?fetch=/api/metrics').expect(200);
      const { fetched } = stateOf(text);
      expect(fetched?.status).toBe(403);
      expect(text).not.toContain('# TYPE');
      expect(text).not.toContain('http_request_duration_seconds');
    });

    it('never make a page render inside a render: a URL built to nest renders costs one', async () => {
      const before = await renderCount();
      const nested = `/services?fetch=${encodeURIComponent(`/services?fetch=${encodeURIComponent('/services?nested')}`)}`;
      const { text } = await app.http.get(nested).expect(200);
      expect(stateOf(text).fetched?.status).toBe(403);
      expect(await renderCount()).toBe(before + 1);
    });
  });

  describe('kept in memory', () => {
    it('renders a page once for a crowd of first visitors, and serves the rest from memory', async () => {
      const url = '/services?utm_source=newsletter';
      const pages = await Promise.all(Array.from({ length: 100 }, () => app.http.get(url).expect(200)));
      const renders = new Set(pages.map(({ text }) => renderOf(text)));
      expect(renders.size).toBe(1);
      expect(renderOf((await app.http.get(url).expect(200)).text)).toBe([...renders][0]);
    });

    it("renders and keeps the unsubscribe page without its link's query: no page and no key holds a reader's address", async () => {
      const pages = [];
      for (const [email, token] of [
        ['ana@example.com', 'token-of-ana'],
        ['bob@example.com', 'token-of-bob'],
      ])
        pages.push((await app.http.get('/unsubscribe').query({ email, token }).expect(200)).text);
      for (const page of pages) {
        expect(renderedUrlOf(page)).toBe('/unsubscribe');
        expect(page).not.toMatch(/ana|bob|token-of/);
      }
      // One render serves every link.
      expect(renderOf(pages[1])).toBe(renderOf(pages[0]));
    });

    it('answers from memory with the headers the whole pipeline sends', async () => {
      const url = '/services?utm_medium=email';
      const first = await app.http.get(url).expect(200);
      const again = await app.http.get(url).expect(200);
      const lasting = (headers: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
        );
      expect(lasting(again.headers)).toEqual(lasting(first.headers));
      expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(again.text).toBe(first.text);
    });

    it('answers a revisit whose copy is current with a bodiless 304', async () => {
      const first = await app.http.get('/services').expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{43}"$/);
      const revisit = await app.http.get('/services').set('If-None-Match', first.headers.etag).expect(304);
      expect(revisit.text).toBe('');
      await app.http.get('/services').set('If-None-Match', '"something-else"').expect(200);
    });

    it('shows a content edit on the next request', async () => {
      const before = await app.http.get('/services').expect(200);
      await app.app.get(ContentCache).invalidate();
      const after = await app.http.get('/services').expect(200);
      expect(Number(renderOf(after.text))).toBeGreaterThan(Number(renderOf(before.text)));
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('keeps the signed-in variant apart from the rendered one', async () => {
      await app.http.get('/services').expect(200);
      const signedIn = await app.http.get('/services').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`).expect(200);
      expect(signedIn.text).toContain('<div id="root"></div>');
      expect(rootOf((await app.http.get('/services').expect(200)).text)).toContain('services</h1>');
    });

    it('does not keep a page whose render failed: the next visitor gets it rendered', async () => {
      const failed = await app.http.get('/services?flaky=1').expect(200);
      expect(failed.text).toContain('<div id="root"></div>');
      const again = await app.http.get('/services?flaky=1').expect(200);
      expect(rootOf(again.text)).toContain('services</h1>');
    });
  });
});
