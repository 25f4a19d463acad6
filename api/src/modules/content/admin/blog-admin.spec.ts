import { browser, Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { csvRows } from '../../../../test/csv-rows';
import { slugify } from './content-fields';

const XSS = '<img src=x onerror=alert(1)>';

describe('admin: blog', () => {
  let app: TestApp;
  let admin: Browser;
  let customer: Browser;
  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: 'staff@example.com',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        IMAGE_HOSTS: 'https://cdn.example.com',
      },
    });
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
    customer = await signUpVerified(app, 'ana@example.com', 'Ana');
  });
  afterAll(() => app.close());

  const publicSlugs = async () =>
    (await app.http.get('/api/blog').expect(200)).body.items.map((post: { slug: string }) => post.slug);
  const create = (body: object) => admin.post('/api/admin/blog').send(body);

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    await browser(app).get('/api/admin/blog').expect(401);
    await browser(app).post('/api/admin/blog').send({ title: 'X' }).expect(401);
    await customer.get('/api/admin/blog').expect(403);
    await customer.post('/api/admin/blog').send({ title: 'X' }).expect(403);
    await customer.post('/api/admin/blog/1/publish').expect(403);
    await customer.delete('/api/admin/blog/1').expect(403);
  });

  it('keeps a draft off the site, shows it at once when published, and takes it off when unpublished', async () => {
    // Warm the public cache first: publication must empty it.
    expect(await publicSlugs()).not.toContain('llc-checklist');
    const created = await create({
      title: 'The LLC Checklist',
      slug: 'llc-checklist',
      excerpt: 'Everything to file.',
      content: `What You Need\n\nA registered agent.\n\n${XSS}`,
      tags: [' Formation ', 'formation', 'Startup'],
      metaDescription: 'A short list of what forming an LLC takes.',
      image: '/images/blog/llc.jpg',
    }).expect(201);
    expect(created.body).toMatchObject({
      title: 'The LLC Checklist',
      slug: 'llc-checklist',
      isPublished: false,
      publishedAt: null,
      tags: ['Formation', 'Startup'],
      content: `What You Need\n\nA registered agent.\n\n${XSS}`,
    });
    const id = created.body.id;
    expect(await publicSlugs()).not.toContain('llc-checklist');
    await app.http.get('/api/blog/llc-checklist').expect(404);
    await app.http.get(`/api/blog/${id}`).expect(404);

    const published = await admin.post(`/api/admin/blog/${id}/publish`).expect(200);
    expect(published.body.isPublished).toBe(true);
    const firstPublishedAt = published.body.publishedAt;
    expect(Date.parse(firstPublishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicSlugs()).toContain('llc-checklist');
    const article = await app.http.get('/api/blog/llc-checklist').expect(200);
    expect(article.body).toMatchObject({
      id,
      content: expect.stringContaining(XSS),
      metaDescription: expect.any(String),
    });

    await admin.post(`/api/admin/blog/${id}/unpublish`).expect(200);
    expect(await publicSlugs()).not.toContain('llc-checklist');
    await app.http.get('/api/blog/llc-checklist').expect(404);

    // Publishing again keeps the first publication date.
    const again = await admin.post(`/api/admin/blog/${id}/publish`).expect(200);
    expect(again.body.publishedAt).toBe(firstPublishedAt);
    // An edit of a published article shows at once too.
    await admin.patch(`/api/admin/blog/${id}`).send({ title: 'The LLC Checklist, 2026' }).expect(200);
    expect((await app.http.get('/api/blog/llc-checklist').expect(200)).body.title).toBe('The LLC Checklist, 2026');
  });

  it('publishes on creation when asked, and deletes', async () => {
    const { body } = await create({ title: 'Straight Out', isPublished: true }).expect(201);
    expect(body).toMatchObject({ slug: 'straight-out', isPublished: true, tags: [], content: null });
    expect(await publicSlugs()).toContain('straight-out');
    await admin.delete(`/api/admin/blog/${body.id}`).expect(204);
    expect(await publicSlugs()).not.toContain('straight-out');
    await admin.get(`/api/admin/blog/${body.id}`).expect(404);
    await admin.delete(`/api/admin/blog/${body.id}`).expect(404);
  });

  it('derives the slug from the title when none is given, with a suffix when it is taken', async () => {
    expect(slugify('Ça va? How to Form an LLC — in 2026!')).toBe('ca-va-how-to-form-an-llc-in-2026');
    expect(slugify('x'.repeat(50) + ' ' + 'y'.repeat(50))).toBe('x'.repeat(50));
    const first = await create({ title: 'Ça va? How to Form an LLC — in 2026!', slug: '  ' }).expect(201);
    expect(first.body.slug).toBe('ca-va-how-to-form-an-llc-in-2026');
    const second = await create({ title: 'Ça va? How to Form an LLC — in 2026!' }).expect(201);
    expect(second.body.slug).toBe('ca-va-how-to-form-an-llc-in-2026-2');
    const emoji = await create({ title: '🚀🚀' }).expect(201);
    expect(emoji.body.slug).toBe('article');
    // A blank slug in an edit derives it again from the title.
    const renamed = await admin.patch(`/api/admin/blog/${emoji.body.id}`).send({ title: 'Rocket Launch', slug: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('rocket-launch');
  });

  it('refuses a slug another article has with a 409 naming it, on create and on edit', async () => {
    await create({ title: 'Original', slug: 'taken-slug' }).expect(201);
    const duplicate = await create({ title: 'Copy', slug: 'taken-slug' }).expect(409);
    expect(duplicate.body).toEqual({
      statusCode: 409,
      message: 'The slug "taken-slug" is already used by another article',
      code: 'SLUG_TAKEN',
    });
    const other = await create({ title: 'Other', slug: 'other-slug' }).expect(201);
    await admin.patch(`/api/admin/blog/${other.body.id}`).send({ slug: 'taken-slug' }).expect(409);
    // Saving an article with its own slug is no conflict.
    await admin.patch(`/api/admin/blog/${other.body.id}`).send({ slug: 'other-slug', excerpt: 'x' }).expect(200);
  });

  it('lets exactly one of two simultaneous creates with one slug win; the other gets 409', async () => {
    const answers = await Promise.all([
      create({ title: 'Race A', slug: 'race-slug' }),
      create({ title: 'Race B', slug: 'race-slug' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { body } = await admin.get('/api/admin/blog?search=race-slug').expect(200);
    expect(body.total).toBe(1);
  });

  it('validates every field and names the bad ones', async () => {
    const bad = await create({
      title: '   ',
      slug: 'Not A Slug',
      metaDescription: 'm'.repeat(161),
      tags: Array.from({ length: 11 }, (_, index) => `tag${index}`),
      image: 'javascript:alert(1)',
      unknown: true,
    }).expect(400);
    expect([...new Set(bad.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'image',
      'metaDescription',
      'slug',
      'tags',
      'title',
      'unknown',
    ]);
    await create({ title: 'T', tags: ['x'.repeat(41)] }).expect(400);
    await create({ title: 'T', slug: 'double--hyphen' }).expect(400);
    await create({ title: 'T', image: '//evil.example/x.png' }).expect(400);
    // Browsers would not load it (CSP img-src: the site and IMAGE_HOSTS).
    expect((await create({ title: 'T', image: 'https://evil.example/x.png' }).expect(400)).body.errors).toEqual([
      { field: 'image', message: expect.stringContaining('IMAGE_HOSTS origin (https://cdn.example.com)') },
    ]);
    await create({ title: 't'.repeat(256) }).expect(400);
    const ok = await create({ title: 'T', image: 'https://cdn.example.com/a.png', metaDescription: 'm'.repeat(160) });
    expect(ok.status).toBe(201);
    await admin.patch(`/api/admin/blog/${ok.body.id}`).send({ title: null }).expect(400);
    await admin.patch(`/api/admin/blog/${ok.body.id}`).send({ isPublished: true }).expect(400);
    await admin.get('/api/admin/blog/99999999999').expect(400);
    await admin.get('/api/admin/blog/abc').expect(400);
    await admin.patch('/api/admin/blog/2147483647').send({ title: 'x' }).expect(404);
  });

  it('lists drafts and published articles with search, filter, sort and pages', async () => {
    const titles = (body: { items: { title: string }[] }) => body.items.map((post) => post.title);
    const drafts = await admin.get('/api/admin/blog?isPublished=false&search=llc&sortBy=title&sortOrder=asc');
    expect(drafts.status).toBe(200);
    expect(titles(drafts.body)).toEqual([
      'Ça va? How to Form an LLC — in 2026!',
      'Ça va? How to Form an LLC — in 2026!',
    ]);
    const published = await admin.get('/api/admin/blog?isPublished=true').expect(200);
    expect(titles(published.body)).toEqual(['The LLC Checklist, 2026']);
    expect(published.body.items[0]).toHaveProperty('content');
    const byTag = await admin.get('/api/admin/blog?search=startup').expect(200);
    expect(titles(byTag.body)).toEqual(['The LLC Checklist, 2026']);
    const page = await admin.get('/api/admin/blog?pageSize=2&page=2&sortBy=title&sortOrder=asc').expect(200);
    expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.body.total).toBeGreaterThan(4);
    expect(page.body.items).toHaveLength(2);
    await admin.get('/api/admin/blog?sortBy=content').expect(400);
    const csv = await admin.get('/api/admin/blog/export?isPublished=true').expect(200);
    const rows = csvRows(csv.text);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Title', 'Slug', 'Published', 'Tags'],
      ['The LLC Checklist, 2026', 'llc-checklist', 'yes', 'Formation; Startup'],
    ]);
  });
});
