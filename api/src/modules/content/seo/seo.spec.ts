import { SEED_BLOG_POSTS } from '../seeds/blog.data';
import { SEED_PAGES } from '../seeds/pages.data';
import { SEED_SERVICES } from '../seeds/services.data';
import { deletePagingArticles, publishPagingArticles } from '../../../../test/blog-articles';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { ContentCache } from '../cache/content-cache';
import { BLOG_PAGE_SIZE } from '../content.constants';
import { ContentSeeder } from '../content.seeder';
import { BlogPostEntity } from '../entities/blog-post.entity';
import { PageEntity } from '../entities/page.entity';

const ORIGIN = 'https://www.inspivision.test';
const PUBLISHED = SEED_BLOG_POSTS.filter((post) => post.isPublished);
const DRAFT = SEED_BLOG_POSTS.find((post) => !post.isPublished)!;
const pageOf = (slug: string) => SEED_PAGES.find((page) => page.slug === slug)!;

describe('SEO: head API, sitemap and robots.txt', () => {
  let app: TestApp;
  let cache: ContentCache;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
    await app.app.get(ContentSeeder).seed();
    cache = app.app.get(ContentCache);
  });
  afterAll(() => app.close());
  beforeEach(() => cache.invalidate());

  const head = (path: string) => app.http.get('/api/seo/head').query({ path }).expect(200);

  describe('GET /api/seo/head', () => {
    it("takes a static page's title and description from its pages row, with canonical and breadcrumbs", async () => {
      const about = pageOf('about');
      const { body } = await head('/about/');
      expect(body).toEqual({
        status: 200,
        title: about.title,
        description: about.metaDescription,
        canonicalUrl: `${ORIGIN}/about`,
        robots: 'index, follow',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
              { '@type': 'ListItem', position: 2, name: 'About', item: `${ORIGIN}/about` },
            ],
          },
        ],
      });
      const { body: terms } = await head('/legal/terms');
      expect(terms).toMatchObject({ title: pageOf('terms').title, canonicalUrl: `${ORIGIN}/legal/terms` });
    });

    it('lists every active service as a Service on /services', async () => {
      const { body } = await head('/services');
      const list = body.jsonLd.find((data: { '@type': string }) => data['@type'] === 'ItemList');
      const ordered = [...SEED_SERVICES].sort((a, b) => a.orderIndex - b.orderIndex);
      expect(list.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(
        ordered.map((service) => service.title),
      );
      expect(list.itemListElement[0]).toMatchObject({
        position: 1,
        item: { '@type': 'Service', description: ordered[0].shortDescription, provider: { name: 'Inspivision' } },
      });
    });

    it('uses fixed texts for routes without a pages row, and noindex for auth and private areas', async () => {
      const { body: consultation } = await head('/consultation');
      expect(consultation).toMatchObject({
        status: 200,
        title: 'Book a Consultation | Inspivision',
        canonicalUrl: `${ORIGIN}/consultation`,
        robots: 'index, follow',
      });
      const unindexed = [
        '/auth',
        '/auth/second-factor',
        '/unsubscribe',
        '/newsletter/confirm',
        '/testimonial-form',
        '/portal/invoices',
      ];
      for (const path of [...unindexed, '/dashboard', '/admin1']) {
        const { body } = await head(path);
        expect({ path, status: body.status, robots: body.robots, canonical: body.canonicalUrl }).toEqual({
          path,
          status: 200,
          robots: 'noindex',
          canonical: null,
        });
      }
    });

    it('answers status 404 with "Page Not Found" for unknown paths, drafts and unknown articles', async () => {
      for (const path of ['/nowhere', '/404', `/blog/${DRAFT.slug}`, '/blog/999999']) {
        const { body } = await head(path);
        expect(body).toEqual({
          status: 404,
          title: 'Page Not Found | Inspivision',
          description: "The page you're looking for doesn't exist or has been moved.",
          canonicalUrl: null,
          robots: 'noindex',
          jsonLd: [],
        });
      }
    });

    describe('the pages of the blog list', () => {
      const blogHead = async (page?: number | string) =>
        (await app.http.get('/api/seo/head').query({ path: '/blog', page }).expect(200)).body as {
          status: number;
          canonicalUrl: string | null;
        };
      /** Published articles beyond the seeded ones, so that the list has `pages` pages, the last with one article. */
      const publishExtraArticles = async (pages: number) => {
        await publishPagingArticles(app.dataSource, BLOG_PAGE_SIZE * (pages - 1) + 1 - PUBLISHED.length);
        await cache.invalidate();
      };
      afterEach(() => deletePagingArticles(app.dataSource));

      it('gives each page from 2 on its own canonical URL, and page 1 that of /blog', async () => {
        await publishExtraArticles(3);
        expect((await blogHead()).canonicalUrl).toBe(`${ORIGIN}/blog`);
        expect((await blogHead(1)).canonicalUrl).toBe(`${ORIGIN}/blog`);
        expect((await blogHead(2)).canonicalUrl).toBe(`${ORIGIN}/blog?page=2`);
        expect(await blogHead(3)).toMatchObject({ status: 200, canonicalUrl: `${ORIGIN}/blog?page=3` });
        // Read on the blog list only.
        const about = await app.http.get('/api/seo/head').query({ path: '/about', page: 2 }).expect(200);
        expect(about.body.canonicalUrl).toBe(`${ORIGIN}/about`);
        await app.http.get('/api/seo/head').query({ path: '/blog', page: 'two' }).expect(400);
        await app.http.get('/api/seo/head').query({ path: '/blog', page: 0 }).expect(400);
      });

      it('answers 404 for a page past the last, which becomes a page once enough articles are published', async () => {
        expect(PUBLISHED.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
        expect(await blogHead(2)).toMatchObject({ status: 404, canonicalUrl: null, robots: 'noindex' });
        await publishExtraArticles(2);
        expect(await blogHead(2)).toMatchObject({ status: 200, canonicalUrl: `${ORIGIN}/blog?page=2` });
        expect(await blogHead(3)).toMatchObject({ status: 404 });
      });
    });

    it('follows an edit once the content cache is invalidated, and revalidates with ETag', async () => {
      const first = await head('/blog');
      await app.http.get('/api/seo/head').query({ path: '/blog' }).set('If-None-Match', first.headers.etag).expect(304);

      const pages = app.dataSource.getRepository(PageEntity);
      await pages.update({ slug: 'blog' }, { title: 'Fresh Blog Title | Inspivision' });
      try {
        expect((await head('/blog')).body.title).toBe(pageOf('blog').title);
        await cache.invalidate();
        expect((await head('/blog')).body.title).toBe('Fresh Blog Title | Inspivision');
      } finally {
        await pages.update({ slug: 'blog' }, { title: pageOf('blog').title });
      }
    });

    it.each([
      ['an empty path', ''],
      ['a relative path', 'blog'],
      ['a query string', '/blog?x=1'],
      ['a space', '/a b'],
      ['600 characters', `/${'a'.repeat(600)}`],
    ])('rejects %s with 400', async (_case, path) => {
      await app.http.get('/api/seo/head').query({ path }).expect(400);
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the public routes and the published articles with lastmod, never drafts', async () => {
      const response = await app.http
        .get('/sitemap.xml')
        .expect(200)
        .expect('Content-Type', /application\/xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const xml = response.text;
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const path of [
        '/',
        '/services',
        '/portfolio',
        '/blog',
        '/about',
        '/contact',
        '/consultation',
        '/legal/privacy',
      ])
        expect(locs).toContain(path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`);
      for (const post of PUBLISHED) expect(locs).toContain(`${ORIGIN}/blog/${post.slug}`);
      expect(xml).not.toContain(DRAFT.slug);
      expect(locs.some((loc) => /\/(auth|portal|admin1|dashboard|unsubscribe)/.test(loc))).toBe(false);

      const article = await app.dataSource.getRepository(BlogPostEntity).findOneByOrFail({ slug: PUBLISHED[0].slug });
      expect(xml).toContain(
        `<url><loc>${ORIGIN}/blog/${article.slug}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`,
      );
    });
  });

  describe('GET /robots.txt', () => {
    it('disallows the portal, back office, API and dashboard and names the sitemap', async () => {
      const response = await app.http
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const lines = response.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Disallow: /portal',
          'Disallow: /admin1',
          'Disallow: /api',
          'Disallow: /dashboard',
          `Sitemap: ${ORIGIN}/sitemap.xml`,
        ]),
      );
    });
  });
});
