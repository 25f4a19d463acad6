import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_BLOG_POSTS } from '../modules/content';
import { deletePagingArticles, publishPagingArticles } from '../../test/blog-articles';
import { createTestApp, TestApp } from '../../test/test-app';
import { ContentCache } from '../modules/content/cache/content-cache';
import { BLOG_PAGE_SIZE } from '../modules/content/content.constants';
import { ContentSeeder } from '../modules/content/content.seeder';
import { BlogPostEntity } from '../modules/content/entities/blog-post.entity';
import { routeMatcher } from './web-app.middleware';

const ARTICLE = SEED_BLOG_POSTS.find((post) => post.isPublished)!;
const DRAFT = SEED_BLOG_POSTS.find((post) => !post.isPublished)!;

/** The index.html of a build: placeholder head tags the server replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Placeholder title</title>
    <meta
      name="description"
      content="Placeholder description"
    />
    <meta property="og:site_name" content="Inspivision" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The JSON-LD objects of a page, parsed as a crawler would. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Written into every file of the build that must not be served. */
const BUILD_INTERNAL = 'build-internal-source';

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
    // As web/vite.config.ts lays out a build: client/ is public, the server bundle and routes.json are not.
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'client', 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'client', 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'client', 'assets', 'index-abc123.js.map'), `{"sources":["${BUILD_INTERNAL}"]}`);
    writeFileSync(join(dist, 'server', 'entry-server.js'), `export const internal = '${BUILD_INTERNAL}';`);
    writeFileSync(join(dist, 'server', 'entry-server.js.map'), `{"sources":["${BUILD_INTERNAL}"]}`);
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({
        routes: ['/', '/services', '/blog', '/blog/$slug', '/auth', '/portal', '/404'],
        BUILD_INTERNAL,
      }),
    );
    app = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.inspivision.test' } });
    await app.app.get(ContentSeeder).seed();
  });
  afterAll(() => app.close());
  beforeEach(() => app.app.get(ContentCache).invalidate());

  it.each(['/', '/services', `/blog/${ARTICLE.slug}`])('serves the app at the route %s with 200', async (path) => {
    const response = await app.http.get(path).expect(200).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app with 404 at a path that is no route', async () => {
    const response = await app.http.get('/no/such/page').expect(404).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.text).toContain('<title>Page Not Found | Inspivision</title>');
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
  });

  it("puts an article's title, canonical link and BlogPosting into the HTML, replacing the placeholders", async () => {
    const { text } = await app.http.get(`/blog/${ARTICLE.slug}`).expect(200);
    const canonical = `https://www.inspivision.test/blog/${ARTICLE.slug}`;
    expect(text).toContain(`<title>${ARTICLE.title.replace(/&/g, '&amp;')} | Inspivision</title>`);
    expect(text).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(text).toContain(`<meta name="description" content="${ARTICLE.metaDescription}" />`);
    expect(text).not.toContain('Placeholder');
    expect(count(text, /<title>/g)).toBe(1);
    expect(count(text, /name="description"/g)).toBe(1);
    expect(text).toContain('<meta property="og:site_name" content="Inspivision" />');

    const posting = jsonLdOf(text).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: ARTICLE.title,
      description: ARTICLE.metaDescription,
      image: `https://www.inspivision.test${ARTICLE.image}`,
      datePublished: new Date(ARTICLE.publishedAt).toISOString(),
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      author: { name: 'Inspivision' },
      publisher: { name: 'Inspivision' },
    });
    expect(jsonLdOf(text).find((data) => data['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Blog' }, { name: ARTICLE.title, item: canonical }],
    });
  });

  it("gives the blog list's page 2 its own canonical link once it exists, and page 1 that of /blog", async () => {
    const canonicalOf = async (url: string) =>
      /<link rel="canonical" href="([^"]+)" \/>/.exec((await app.http.get(url).expect(200)).text)?.[1];
    // The seeded articles fit on one page: a second is not a page.
    expect(SEED_BLOG_POSTS.filter((post) => post.isPublished).length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    await app.http.get('/blog?page=2').expect(404);

    await publishPagingArticles(app.dataSource, BLOG_PAGE_SIZE);
    try {
      await app.app.get(ContentCache).invalidate();
      expect(await canonicalOf('/blog?page=2')).toBe('https://www.inspivision.test/blog?page=2');
      expect(await canonicalOf('/blog?page=2&utm_source=news')).toBe('https://www.inspivision.test/blog?page=2');
      expect(await canonicalOf('/blog?page=1')).toBe('https://www.inspivision.test/blog');
      expect(await canonicalOf('/blog?page=x')).toBe('https://www.inspivision.test/blog');
      expect(await canonicalOf('/blog')).toBe('https://www.inspivision.test/blog');
    } finally {
      await deletePagingArticles(app.dataSource);
    }
  });

  it('gives an article reached by its id the canonical URL of its slug', async () => {
    const { id } = await app.dataSource.getRepository(BlogPostEntity).findOneByOrFail({ slug: ARTICLE.slug });
    const { text } = await app.http.get(`/blog/${id}`).expect(200);
    expect(text).toContain(`<link rel="canonical" href="https://www.inspivision.test/blog/${ARTICLE.slug}" />`);
  });

  it('answers 404 with "Page Not Found" and noindex for a draft and for an unknown article', async () => {
    for (const path of [`/blog/${DRAFT.slug}`, '/blog/no-such-article']) {
      const { text } = await app.http.get(path).expect(404).expect('Content-Type', /html/);
      expect(text).toContain('<title>Page Not Found | Inspivision</title>');
      expect(text).toContain('<meta name="robots" content="noindex" />');
      expect(text).not.toContain(DRAFT.title);
      expect(text).not.toContain('rel="canonical"');
    }
  });

  it('puts the Organization with hours and service area and the FAQPage on the home page', async () => {
    const { text } = await app.http.get('/').expect(200);
    expect(text).toContain('<link rel="canonical" href="https://www.inspivision.test/" />');
    const data = jsonLdOf(text);
    expect(data.map((item) => item['@type'])).toEqual(['ProfessionalService', 'FAQPage']);
    expect(data[0]).toMatchObject({
      name: 'Inspivision',
      email: 'hello@inspivision.com',
      foundingDate: '2021',
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      ],
      areaServed: [{ '@type': 'Country', name: 'United States' }, { name: 'Worldwide (remote services)' }],
    });
    expect((data[1].mainEntity as unknown[]).length).toBe(4);
    expect(data[1].mainEntity).toContainEqual(
      expect.objectContaining({ '@type': 'Question', name: 'What is the 30-day launch guarantee?' }),
    );
  });

  it('escapes a title holding </script> so it neither ends the JSON-LD block nor runs', async () => {
    const posts = app.dataSource.getRepository(BlogPostEntity);
    const title = 'Launch </script><script>alert(1)</script> fast';
    await posts.update({ slug: ARTICLE.slug }, { title });
    try {
      const { text } = await app.http.get(`/blog/${ARTICLE.slug}`).expect(200);
      expect(text).not.toContain('<script>alert(1)');
      expect(text).toContain(
        '<title>Launch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; fast | Inspivision</title>',
      );
      expect(text).toContain('Launch \\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      // Still valid JSON that says the same thing.
      expect(jsonLdOf(text).find((data) => data['@type'] === 'BlogPosting')?.headline).toBe(title);
    } finally {
      await posts.update({ slug: ARTICLE.slug }, { title: ARTICLE.title });
    }
  });

  it('marks private areas noindex without canonical or structured data', async () => {
    const { text } = await app.http.get('/portal').expect(200);
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(text).not.toContain('rel="canonical"');
    expect(jsonLdOf(text)).toEqual([]);
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.http.get('/assets/index-abc123.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/server/entry-server.js',
    '/server/entry-server.js.map',
    '/routes.json',
    '/assets/index-abc123.js.map',
    // The same map, its name percent-encoded: the file lookup decodes it.
    '/assets/index-abc123.js.ma%70',
    '/assets/index-abc123.js.m%61p',
    '/assets/index-abc123.js%2emap',
    '/assets/index-abc123.js%2Emap',
    '/assets/index-abc123.js.%6D%61%70',
    '/assets/index-abc123.js.MAP',
    '/assets/index-abc123.js.ma%',
  ])('keeps the build internal %s to itself', async (path) => {
    const response = await app.http.get(path).expect(404);
    expect(response.text).not.toContain(BUILD_INTERNAL);
  });

  it('never lets index.html itself be reused without revalidation', async () => {
    const response = await app.http.get('/index.html').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
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
