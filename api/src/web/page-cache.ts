import type { Request } from 'express';
import { hasCookie } from '../common/has-cookie';
import { StoredResponse } from '../common/http/stored-response';
import { SIGNED_IN_HINT_COOKIE } from '../modules/auth';
import { CONTENT_CACHE_TTL_MS, strongEtag } from '../modules/content';

/** How a page is sent: revalidated on every use, and per variant of the Cookie header. */
const PAGE_HEADERS = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', vary: 'Cookie' };

/**
 * Pages whose query belongs to one reader (the unsubscribe link's e-mail address and token): rendered and kept
 * without it, so that no rendered page and no cache key holds it; the app reads it from the browser's address.
 */
const PRIVATE_QUERY_PATHS: readonly string[] = ['/unsubscribe'];

/** The URL a page is rendered and kept for: the request's, less a private query. */
export const pageUrlOf = (request: Request): string =>
  PRIVATE_QUERY_PATHS.includes(request.path) ? request.path : request.originalUrl;

/**
 * The cache key of a page: anonymous visitors get it rendered, signed-in ones (the hint cookie) the app
 * alone, so each URL has two variants.
 */
export const pageCacheKey = (request: Request): string =>
  `${hasCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE) ? 'app' : 'rendered'} ${pageUrlOf(request)}`;

export interface PageCacheLimits {
  /**
   * Bound on the bytes of HTML kept (the keys include query strings, which visitors choose); the compressed
   * copies made for browsers add about a third more.
   */
  maxBytes: number;
  /** Bound on the number of pages kept, however small. */
  maxEntries: number;
  /** How long a page is served at most, even without an invalidation (as the content it shows). */
  ttlMs: number;
}

/** About 250 pages of the site's usual 60 KB: every page of the site, plus its popular campaign links. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxEntries: 1_000,
  ttlMs: CONTENT_CACHE_TTL_MS,
};

interface Entry {
  page: StoredResponse;
  expiresAt: number;
}

/**
 * The HTML pages as visitors get them, kept in memory by URL while what they were rendered from is current:
 * `edition` changing empties it (ContentCache's generation, bumped by every content edit on any replica, so a
 * staff edit shows on the next request; and the year a page shows in its footer, so the year's turn does too).
 * Least recently used pages go first once a bound is reached. Concurrent misses of one URL share one render
 * (single flight).
 */
export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<StoredResponse>>();
  private bytes = 0;
  private generation: number | string;

  constructor(
    private readonly edition: () => number | string,
    private readonly limits: PageCacheLimits = PAGE_CACHE_LIMITS,
  ) {
    this.generation = edition();
  }

  /**
   * The page for `key`, or the one `render` produces: stored when it says it may be (a render that fell
   * back to the browser is not), unless the content changed while it was rendering.
   */
  async get(
    key: string,
    render: () => Promise<{ status: number; html: string; cacheable: boolean }>,
  ): Promise<StoredResponse> {
    const hit = this.peek(key);
    if (hit) return hit;

    const generation = this.generation;
    const flightKey = `${generation} ${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const rendering = render().then(({ status, html, cacheable }) => {
      const bytes = Buffer.from(html);
      const page = new StoredResponse(status, bytes, strongEtag(bytes), PAGE_HEADERS);
      if (cacheable && generation === this.currentGeneration()) this.store(key, page);
      return page;
    });
    this.inFlight.set(flightKey, rendering);
    try {
      return await rendering;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  /** The page kept for `key` while current, if any (the hot path answers from it with nothing else). */
  peek(key: string): StoredResponse | undefined {
    this.currentGeneration();
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.remove(key, hit);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, hit);
    return hit.page;
  }

  /** Pages and bytes of HTML held (for tests and diagnostics). */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  /** The edition, emptying the cache first when it changed since the last look. */
  private currentGeneration(): number | string {
    const generation = this.edition();
    if (generation !== this.generation) {
      this.generation = generation;
      this.pages.clear();
      this.bytes = 0;
    }
    return generation;
  }

  private store(key: string, page: StoredResponse): void {
    if (page.body.length > this.limits.maxBytes) return;
    const previous = this.pages.get(key);
    if (previous) this.remove(key, previous);
    this.pages.set(key, { page, expiresAt: Date.now() + this.limits.ttlMs });
    this.bytes += page.body.length;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.limits.maxBytes && this.pages.size <= this.limits.maxEntries) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.pages.delete(key);
    this.bytes -= entry.page.body.length;
  }
}
