import { SEED_BLOG_POSTS } from './seeds/blog.data';
import { SEED_PORTFOLIO } from './seeds/portfolio.data';
import { createReplica, createTestApp, TestApp } from '../../../test/test-app';
import { ContentCache } from './cache/content-cache';
import { ContentSeeder } from './content.seeder';
import { BlogPostEntity } from './entities/blog-post.entity';
import { PageSectionEntity } from './entities/page-section.entity';
import { PageEntity } from './entities/page.entity';
import { PortfolioItemEntity } from './entities/portfolio-item.entity';
import { TestimonialEntity } from './entities/testimonial.entity';

const PUBLISHED = SEED_BLOG_POSTS.filter((post) => post.isPublished);
const DRAFT = SEED_BLOG_POSTS.find((post) => !post.isPublished)!;
const NEWEST_FIRST = [...PUBLISHED].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((p) => p.slug);

describe('public content API', () => {
  let app: TestApp;
  let cache: ContentCache;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(ContentSeeder).seed();
    cache = app.app.get(ContentCache);
  });
  afterAll(() => app.close());
  // Each test sees the database as it is now; the cache itself is exercised in its own tests.
  beforeEach(() => cache.invalidate());

  describe('GET /api/portfolio', () => {
    it('lists the seeded case studies with the fields the site shows', async () => {
      const { body } = await app.http.get('/api/portfolio').expect(200);
      expect(body.total).toBe(SEED_PORTFOLIO.length);
      expect(body.items.map((item: { title: string }) => item.title)).toEqual(SEED_PORTFOLIO.map((i) => i.title));
      expect(Object.keys(body.items[0]).sort()).toEqual(
        ['clientName', 'description', 'id', 'image', 'industry', 'results', 'serviceCategory', 'tags', 'title'].sort(),
      );
      expect(body.items[0].results.length).toBeGreaterThan(0);
    });

    it('paginates and hides inactive items', async () => {
      const { body: page2 } = await app.http.get('/api/portfolio?page=2&pageSize=4').expect(200);
      expect(page2).toMatchObject({ total: SEED_PORTFOLIO.length, page: 2, pageSize: 4 });
      expect(page2.items.map((i: { title: string }) => i.title)).toEqual(SEED_PORTFOLIO.slice(4).map((i) => i.title));

      await app.dataSource
        .getRepository(PortfolioItemEntity)
        .update({ title: SEED_PORTFOLIO[0].title }, { isActive: false });
      await cache.invalidate();
      const { body } = await app.http.get('/api/portfolio').expect(200);
      expect(body.total).toBe(SEED_PORTFOLIO.length - 1);
      expect(body.items.map((i: { title: string }) => i.title)).not.toContain(SEED_PORTFOLIO[0].title);
      await app.dataSource
        .getRepository(PortfolioItemEntity)
        .update({ title: SEED_PORTFOLIO[0].title }, { isActive: true });
    });
  });

  describe('GET /api/testimonials', () => {
    it('shows only approved, active and consenting testimonials, without private fields', async () => {
      const repository = app.dataSource.getRepository(TestimonialEntity);
      const seeded = await repository.count();
      const base = { content: 'Great work.', rating: 5, isActive: true, company: 'Hidden Co' };
      await repository.insert([
        { ...base, name: 'Pending Website', source: 'website', status: 'pending', consentPublic: true },
        { ...base, name: 'Rejected', source: 'website', status: 'rejected', consentPublic: true },
        { ...base, name: 'Inactive', source: 'website', status: 'approved', isActive: false, consentPublic: true },
        { ...base, name: 'No Consent', source: 'post-payment', status: 'approved', consentPublic: false },
        { ...base, name: 'Consenting Client', source: 'post-payment', status: 'approved', consentPublic: true },
        { ...base, name: 'Website Form', source: 'website', status: 'approved', consentPublic: false },
      ]);
      const { body } = await app.http.get('/api/testimonials?pageSize=100').expect(200);
      const names = body.items.map((t: { name: string }) => t.name);
      expect(body.total).toBe(seeded + 2);
      expect(names).toEqual(expect.arrayContaining(['Consenting Client', 'Website Form', 'Marcus T.']));
      for (const hidden of ['Pending Website', 'Rejected', 'Inactive', 'No Consent'])
        expect(names).not.toContain(hidden);
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual(
          ['company', 'content', 'id', 'image', 'name', 'rating', 'serviceCategory'].sort(),
        );
      }
      await repository.delete({ company: 'Hidden Co' });
    });

    it('shows the seeded testimonials, paginated', async () => {
      const { body } = await app.http.get('/api/testimonials?pageSize=3').expect(200);
      expect(body).toMatchObject({ total: 6, page: 1, pageSize: 3 });
      expect(body.items[0]).toMatchObject({ name: 'Marcus T.', company: 'Third Coast Meal Prep', rating: 5 });
    });
  });

  describe('GET /api/blog', () => {
    it('lists published articles newest first, without drafts or bodies', async () => {
      const { body } = await app.http.get('/api/blog').expect(200);
      expect(body.total).toBe(PUBLISHED.length);
      expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(NEWEST_FIRST);
      expect(Object.keys(body.items[0]).sort()).toEqual(
        ['createdAt', 'excerpt', 'id', 'image', 'slug', 'tags', 'title', 'updatedAt'].sort(),
      );
    });

    it('paginates', async () => {
      const { body } = await app.http.get('/api/blog?page=2&pageSize=4').expect(200);
      expect(body).toMatchObject({ total: PUBLISHED.length, page: 2, pageSize: 4 });
      expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(NEWEST_FIRST.slice(4));
    });

    it('answers a page of /blog when no page size is asked for', async () => {
      const { body } = await app.http.get('/api/blog').expect(200);
      expect(body).toMatchObject({ page: 1, pageSize: 12 });
      // With the page size rules of every list.
      for (const pageSize of ['0', '101', '2.5', 'twelve']) {
        await app.http.get('/api/blog').query({ pageSize }).expect(400);
      }
    });
  });

  describe('GET /api/blog/:slugOrId', () => {
    it('finds a published article by slug, by id as a string and by numeric id', async () => {
      const article = PUBLISHED.find((post) => post.content)!;
      const slug = article.slug;
      const { body } = await app.http.get(`/api/blog/${slug}`).expect(200);
      expect(body).toMatchObject({ slug, title: article.title, content: article.content });
      expect(body).toHaveProperty('metaDescription');
      expect(typeof body.id).toBe('number');
      const { body: byId } = await app.http.get(`/api/blog/${body.id}`).expect(200);
      expect(byId).toEqual(body);
      const { body: byPaddedId } = await app.http.get(`/api/blog/${String(body.id).padStart(3, '0')}`).expect(200);
      expect(byPaddedId.slug).toBe(slug);
    });

    it('answers 404 for a draft, by slug and by id, and for unknown or impossible ids', async () => {
      const draft = await app.dataSource.getRepository(BlogPostEntity).findOneByOrFail({ slug: DRAFT.slug });
      const { body } = await app.http.get(`/api/blog/${DRAFT.slug}`).expect(404);
      expect(body).toMatchObject({ statusCode: 404, message: 'Article not found' });
      await app.http.get(`/api/blog/${draft.id}`).expect(404);
      await app.http.get('/api/blog/999999').expect(404);
      await app.http.get('/api/blog/99999999999999999999').expect(404);
      await app.http.get('/api/blog/no-such-article').expect(404);
    });
  });

  describe('GET /api/pages/:slug', () => {
    const HERO = { heading: 'Launch with confidence' };
    const STATS = { items: [{ value: '190+', label: 'Businesses launched' }] };
    const TEXT = { paragraphs: ['Retired.'] };

    it('answers a seeded page with its active sections in order', async () => {
      const page = await app.dataSource.getRepository(PageEntity).findOneByOrFail({ slug: 'about' });
      await app.dataSource.getRepository(PageSectionEntity).insert([
        { pageId: page.id, sectionKey: 'stats', sectionType: 'stats', content: STATS, orderIndex: 2 },
        { pageId: page.id, sectionKey: 'hero', sectionType: 'hero', content: HERO, orderIndex: 1 },
        { pageId: page.id, sectionKey: 'old', sectionType: 'text', content: TEXT, orderIndex: 0, isActive: false },
      ]);
      const { body } = await app.http.get('/api/pages/about').expect(200);
      expect(body).toMatchObject({ slug: 'about', title: page.title, metaDescription: page.metaDescription });
      expect(body.content).toEqual(page.content);
      expect(body.sections).toEqual([
        { sectionKey: 'hero', sectionType: 'hero', content: HERO, orderIndex: 1 },
        { sectionKey: 'stats', sectionType: 'stats', content: STATS, orderIndex: 2 },
      ]);
    });

    it('answers 404 for an unknown or unpublished page', async () => {
      await app.http.get('/api/pages/no-such-page').expect(404);
      await app.dataSource.getRepository(PageEntity).update({ slug: 'terms' }, { isPublished: false });
      await app.http.get('/api/pages/terms').expect(404);
      await app.http.get('/api/pages/privacy').expect(200);
    });
  });

  describe('HTTP caching', () => {
    const PATHS = ['/api/services', '/api/portfolio', '/api/testimonials', '/api/blog', '/api/pages/home'];

    it.each(PATHS)(
      '%s sends a strong ETag and a revalidate-always Cache-Control, and 304 to a matching If-None-Match',
      async (path) => {
        const first = await app.http.get(path).expect(200);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
        expect(first.headers['cache-control']).toBe('public, no-cache');
        const again = await app.http.get(path).set('If-None-Match', etag).expect(304);
        expect(again.text ?? '').toBe('');
        expect(again.headers.etag).toBe(etag);
        await app.http.get(path).set('If-None-Match', '"something-else"').expect(200);
      },
    );

    it('gives different ETags to different answers, and errors no strong ETag and no-store', async () => {
      const a = await app.http.get('/api/blog?pageSize=2').expect(200);
      const b = await app.http.get('/api/blog?pageSize=3').expect(200);
      expect(a.headers.etag).not.toBe(b.headers.etag);
      const missing = await app.http.get('/api/blog/no-such-article').expect(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      // (Express's default weak ETag still applies to every other answer.)
      expect(missing.headers.etag ?? '').not.toMatch(/^"/);
    });

    it('serves a cached answer until invalidate(), and the fresh one after it', async () => {
      const slug = PUBLISHED[1].slug;
      const before = await app.http.get(`/api/blog/${slug}`).expect(200);
      const list = await app.http.get('/api/blog').expect(200);
      await app.dataSource.getRepository(BlogPostEntity).update({ slug }, { title: 'Edited title' });

      const cached = await app.http.get(`/api/blog/${slug}`).expect(200);
      expect(cached.body.title).toBe(PUBLISHED[1].title);
      expect(cached.headers.etag).toBe(before.headers.etag);
      await app.http.get('/api/blog').set('If-None-Match', list.headers.etag).expect(304);

      await cache.invalidate();
      const fresh = await app.http.get(`/api/blog/${slug}`).expect(200);
      expect(fresh.body.title).toBe('Edited title');
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
      const freshList = await app.http.get('/api/blog').set('If-None-Match', list.headers.etag).expect(200);
      expect(freshList.body.items.map((p: { title: string }) => p.title)).toContain('Edited title');
      await app.dataSource.getRepository(BlogPostEntity).update({ slug }, { title: PUBLISHED[1].title });
    });
  });
});

(process.env.REDIS_URL ? describe : describe.skip)('content cache across replicas (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    await first.app.get(ContentSeeder).seed();
    second = await createReplica(first);
    if (!first.config.DATABASE_URL) await second.app.get(ContentSeeder).seed();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('invalidate() on one replica clears the cache of the other', async () => {
    const before = await second.http.get('/api/testimonials').expect(200);
    await first.http.get('/api/testimonials').expect(200);
    await second.dataSource.getRepository(TestimonialEntity).update({ name: 'Marcus T.' }, { isActive: false });
    const stale = await second.http.get('/api/testimonials').expect(200);
    expect(stale.body.total).toBe(before.body.total);

    await first.app.get(ContentCache).invalidate();
    const deadline = Date.now() + 5_000;
    let total = stale.body.total;
    while (total === before.body.total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      total = (await second.http.get('/api/testimonials').expect(200)).body.total;
    }
    expect(total).toBe(before.body.total - 1);
    if (first.config.DATABASE_URL) {
      expect((await first.http.get('/api/testimonials').expect(200)).body.total).toBe(before.body.total - 1);
    }
  });
});
