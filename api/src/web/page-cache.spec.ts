import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PAGE_CACHE_LIMITS, PageCache } from './page-cache';

/** A page of the size the site's server-rendered pages have (about 60 KB), distinct per URL. */
const pageFor = (url: string) => `<!doctype html><html><body><main>${url}</main>${'x'.repeat(60_000)}</body></html>`;

function counter() {
  let renders = 0;
  const render =
    (url: string, cacheable = true) =>
    async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, html: pageFor(url), cacheable };
    };
  return { render, count: () => renders };
}

describe('the page cache', () => {
  it('renders a page once for a crowd of simultaneous first visitors', async () => {
    const cache = new PageCache(() => 0);
    const { render, count } = counter();
    const pages = await Promise.all(Array.from({ length: 100 }, () => cache.get('/', render('/'))));
    expect(count()).toBe(1);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    expect(pages[0].body.toString()).toContain('<main>/</main>');
  });

  it('serves later visitors from memory with a strong ETag of the exact bytes', async () => {
    const cache = new PageCache(() => 0);
    const { render, count } = counter();
    const first = await cache.get('/blog', render('/blog'));
    const second = await cache.get('/blog', render('/blog'));
    expect(count()).toBe(1);
    expect(second.etag).toBe(first.etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
  });

  it('renders again once the content changed (a staff edit, on any replica)', async () => {
    let generation = 0;
    const cache = new PageCache(() => generation);
    const { render, count } = counter();
    await cache.get('/services', render('/services'));
    generation += 1;
    await cache.get('/services', render('/services'));
    expect(count()).toBe(2);
  });

  it('does not keep a page rendered before an edit that happened while it rendered', async () => {
    let generation = 0;
    const cache = new PageCache(() => generation);
    const { render, count } = counter();
    const rendering = cache.get('/', async () => {
      const page = await render('/')();
      generation += 1;
      return page;
    });
    await rendering;
    await cache.get('/', render('/'));
    expect(count()).toBe(2);
  });

  it('does not keep a page that fell back to the browser, so the next visitor gets it rendered', async () => {
    const cache = new PageCache(() => 0);
    const { render, count } = counter();
    await cache.get('/', render('/', false));
    await cache.get('/', render('/'));
    await cache.get('/', render('/'));
    expect(count()).toBe(2);
  });

  it('renders again after the time to live', async () => {
    const cache = new PageCache(() => 0, { ...PAGE_CACHE_LIMITS, ttlMs: 20 });
    const { render, count } = counter();
    await cache.get('/', render('/'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await cache.get('/', render('/'));
    expect(count()).toBe(2);
  });

  it('lets the least recently used pages go first when full', async () => {
    const cache = new PageCache(() => 0, { ...PAGE_CACHE_LIMITS, maxEntries: 2 });
    const { render, count } = counter();
    await cache.get('/a', render('/a'));
    await cache.get('/b', render('/b'));
    await cache.get('/a', render('/a')); // /a is now the most recent
    await cache.get('/c', render('/c')); // /b goes
    expect(count()).toBe(3);
    await cache.get('/a', render('/a'));
    expect(count()).toBe(3);
    await cache.get('/b', render('/b'));
    expect(count()).toBe(4);
  });

  // 3,000 pages of 60 KB (180 MB) through a 16 MB bound: ten times what it holds, in seconds even on a busy machine.
  it('stays within its memory bound when visitors invent 3,000 query strings', async () => {
    // What the cache keeps, not garbage a busy machine has not collected yet: memory measured after a full GC.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    // Twice, a turn of the event loop apart: the backing stores of collected Buffers (external memory)
    // are released after the collection, and a busy machine counted thousands of evicted pages still held.
    const retained = async () => {
      collectGarbage();
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const cache = new PageCache(() => 0);
    const before = await retained();
    for (let index = 0; index < 3_000; index += 1) {
      const url = `/?utm_content=${index}`;
      await cache.get(url, async () => ({ status: 200, html: pageFor(url), cacheable: true }));
    }
    const growthMb = ((await retained()) - before) / 1024 / 1024;
    expect(cache.size.bytes).toBeLessThanOrEqual(PAGE_CACHE_LIMITS.maxBytes);
    expect(growthMb).toBeLessThan(50);
  }, 90_000);
});
