import { SEED_PAGES } from '../../../database/seeds/pages.data';
import { Browser, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { ContentSeeder } from '../content.seeder';
import { PageEntity } from '../entities/page.entity';
import { CONTENT_JSON_MAX_LENGTH } from './content-fields';

const ABOUT = SEED_PAGES.find((page) => page.slug === 'about')!;

describe('admin: pages and sections', () => {
  let app: TestApp;
  let admin: Browser;
  let customer: Browser;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'staff@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await app.app.get(ContentSeeder).seed();
    admin = await signUpVerified(app, 'staff@example.com', 'Sam');
    customer = await signUpVerified(app, 'client@example.com', 'Cat');
  });
  afterAll(() => app.close());

  const publicAbout = async () => (await app.http.get('/api/pages/about').expect(200)).body;

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    await app.http.get('/api/admin/pages').expect(401);
    await app.http.patch('/api/admin/pages/about').send({ title: 'Hacked' }).expect(401);
    await customer.get('/api/admin/pages').expect(403);
    await customer.get('/api/admin/pages/about').expect(403);
    await customer.patch('/api/admin/pages/about').send({ title: 'Hacked' }).expect(403);
    await customer.post('/api/admin/pages/about/sections').send({ sectionKey: 'x', sectionType: 'text' }).expect(403);
    await customer.put('/api/admin/pages/about/sections/order').send({ sectionIds: [] }).expect(403);
    expect((await publicAbout()).title).toBe(ABOUT.title);
  });

  it('lists every page with its SEO fields, and reads one with its content', async () => {
    const { body } = await admin.get('/api/admin/pages').expect(200);
    expect(body.map((page: { slug: string }) => page.slug)).toEqual(SEED_PAGES.map((page) => page.slug).sort());
    expect(body.find((page: { slug: string }) => page.slug === 'about')).toEqual({
      slug: 'about',
      title: ABOUT.title,
      metaDescription: ABOUT.metaDescription,
      isPublished: true,
      updatedAt: expect.any(String),
    });
    const about = await admin.get('/api/admin/pages/about').expect(200);
    expect(about.body).toMatchObject({ slug: 'about', content: ABOUT.content, sections: [] });
    await admin.get('/api/admin/pages/no-such-page').expect(404);
  });

  it('edits title and meta description, shown by GET /api/pages/about at once', async () => {
    expect((await publicAbout()).metaDescription).toBe(ABOUT.metaDescription); // now cached
    const { body } = await admin
      .patch('/api/admin/pages/about')
      .send({ title: ' About Inspivision ', metaDescription: 'Who we are and how we help founders launch.' })
      .expect(200);
    expect(body).toMatchObject({
      title: 'About Inspivision',
      metaDescription: 'Who we are and how we help founders launch.',
    });
    expect(await publicAbout()).toMatchObject({
      title: 'About Inspivision',
      metaDescription: 'Who we are and how we help founders launch.',
      content: ABOUT.content,
    });

    const content = { ...ABOUT.content, hero: { title: 'Our story', subtitle: 'Since 2021' } };
    await admin.patch('/api/admin/pages/about').send({ content }).expect(200);
    expect((await publicAbout()).content).toEqual(content);

    await admin.patch('/api/admin/pages/about').send({ isPublished: false }).expect(200);
    await app.http.get('/api/pages/about').expect(404);
    await admin.patch('/api/admin/pages/about').send({ isPublished: true }).expect(200);
    await app.http.get('/api/pages/about').expect(200);
  });

  it('refuses invalid page edits with 400 in the one error shape, and keeps what was stored', async () => {
    const stored = (await admin.get('/api/admin/pages/about').expect(200)).body;
    const invalid = await admin
      .patch('/api/admin/pages/about')
      .send({ title: '', metaDescription: 'm'.repeat(161), isPublished: 'yes', content: ['not', 'an', 'object'] })
      .expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Invalid request: /) });
    expect([...new Set(invalid.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'content',
      'isPublished',
      'metaDescription',
      'title',
    ]);
    await admin.patch('/api/admin/pages/about').send({ content: null }).expect(400);
    await admin.patch('/api/admin/pages/about').send({ content: 'text' }).expect(400);
    await admin
      .patch('/api/admin/pages/about')
      .send({ content: { text: 'x'.repeat(CONTENT_JSON_MAX_LENGTH) } })
      .expect(400);
    await admin.patch('/api/admin/pages/about').send({ slug: 'about-us' }).expect(400);
    await admin.patch('/api/admin/pages/no-such-page').send({ title: 'New' }).expect(404);

    expect((await admin.get('/api/admin/pages/about').expect(200)).body).toEqual(stored);
    expect(await publicAbout()).toMatchObject({ title: stored.title, metaDescription: stored.metaDescription });
    expect(await app.dataSource.getRepository(PageEntity).count()).toBe(SEED_PAGES.length);
  });

  it('adds, edits, reorders, deactivates and deletes sections, shown on the public page at once', async () => {
    const add = (sectionKey: string, content: object = {}) =>
      admin.post('/api/admin/pages/about/sections').send({ sectionKey, sectionType: 'text', content }).expect(201);
    await add('intro', { text: 'Hello' });
    await add('values');
    const { body: page } = await add('team');
    const [intro, values, team] = page.sections as { id: number; sectionKey: string; orderIndex: number }[];
    expect(page.sections.map((section: { sectionKey: string }) => section.sectionKey)).toEqual([
      'intro',
      'values',
      'team',
    ]);
    const publicKeys = async () =>
      ((await publicAbout()).sections as { sectionKey: string }[]).map((section) => section.sectionKey);
    expect(await publicKeys()).toEqual(['intro', 'values', 'team']);

    const duplicate = await admin
      .post('/api/admin/pages/about/sections')
      .send({ sectionKey: 'intro', sectionType: 'text' })
      .expect(409);
    expect(duplicate.body).toEqual({
      statusCode: 409,
      message: 'This page already has a section with the key "intro"',
    });

    await admin
      .put('/api/admin/pages/about/sections/order')
      .send({ sectionIds: [team.id, intro.id, values.id] })
      .expect(200);
    expect(await publicKeys()).toEqual(['team', 'intro', 'values']);
    await admin
      .put('/api/admin/pages/about/sections/order')
      .send({ sectionIds: [team.id, intro.id] })
      .expect(400, { statusCode: 400, message: 'List every section of this page exactly once' });

    const edited = await admin
      .patch(`/api/admin/pages/about/sections/${intro.id}`)
      .send({ isActive: false, content: { text: 'Hi' } })
      .expect(200);
    expect(edited.body.sections.find((section: { id: number }) => section.id === intro.id)).toMatchObject({
      isActive: false,
      content: { text: 'Hi' },
    });
    expect(await publicKeys()).toEqual(['team', 'values']);
    await admin.patch(`/api/admin/pages/about/sections/${intro.id}`).send({ sectionKey: 'team' }).expect(409);
    await admin.patch(`/api/admin/pages/about/sections/${intro.id}`).send({ sectionKey: 'Bad Key!' }).expect(400);
    await admin
      .patch(`/api/admin/pages/about/sections/${intro.id}`)
      .send({ content: [1] })
      .expect(400);
    await admin.patch(`/api/admin/pages/home/sections/${intro.id}`).send({ isActive: true }).expect(404);

    const afterDelete = await admin.delete(`/api/admin/pages/about/sections/${values.id}`).expect(200);
    expect(afterDelete.body.sections.map((section: { sectionKey: string }) => section.sectionKey)).toEqual([
      'team',
      'intro',
    ]);
    expect(await publicKeys()).toEqual(['team']);
    await admin.delete(`/api/admin/pages/about/sections/${values.id}`).expect(404);
  });
});
