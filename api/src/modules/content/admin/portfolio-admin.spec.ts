import { SEED_PORTFOLIO } from '../seeds/portfolio.data';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { csvRows } from '../../../../test/csv-rows';
import { ContentSeeder } from '../content.seeder';
import { PortfolioItemEntity } from '../entities/portfolio-item.entity';

const NEW_ITEM = {
  title: '  Bright Bakery opens its second shop  ',
  description: 'Formation, branding and a launch campaign for a family bakery.',
  serviceCategory: 'branding',
  industry: 'Food & Beverage',
  clientName: 'Bright Bakery LLC',
  image: '/images/portfolio/bakery.webp',
  results: ['  Opened in 21 days ', '', '3x foot traffic'],
  tags: ['Branding', 'Local'],
};

describe('admin: portfolio', () => {
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
    await app.app.get(ContentSeeder).seed();
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
    customer = await signUpVerified(app, 'client@example.com', 'Cat');
  });
  afterAll(() => app.close());

  const publicTitles = async () =>
    ((await app.http.get('/api/portfolio?pageSize=100').expect(200)).body.items as { title: string }[]).map(
      (item) => item.title,
    );

  it('is for staff only: 401 signed out, 403 for customers, on reads and writes', async () => {
    await app.http.get('/api/admin/portfolio').expect(401);
    await app.http.post('/api/admin/portfolio').send(NEW_ITEM).expect(401);
    await customer.get('/api/admin/portfolio').expect(403);
    await customer.get('/api/admin/portfolio/1').expect(403);
    await customer.post('/api/admin/portfolio').send(NEW_ITEM).expect(403);
    await customer.patch('/api/admin/portfolio/1').send({ title: 'Hacked' }).expect(403);
    await customer.post('/api/admin/portfolio/1/deactivate').expect(403);
    await customer.delete('/api/admin/portfolio/1').expect(403);
    expect(await publicTitles()).toEqual(SEED_PORTFOLIO.map((item) => item.title));
  });

  it('lists every item with server-side paging, search and filters', async () => {
    const { body } = await admin.get('/api/admin/portfolio?sortBy=title&sortOrder=asc&pageSize=3').expect(200);
    const sorted = SEED_PORTFOLIO.map((item) => item.title).sort((a, b) => a.localeCompare(b, 'en'));
    expect(body).toMatchObject({ total: SEED_PORTFOLIO.length, page: 1, pageSize: 3 });
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(sorted.slice(0, 3));
    expect(body.items[0]).toMatchObject({ isActive: true, createdAt: expect.any(String) });

    const category = SEED_PORTFOLIO[1].serviceCategory;
    const byCategory = await admin.get(`/api/admin/portfolio?serviceCategory=${category}&pageSize=100`).expect(200);
    expect(byCategory.body.total).toBe(SEED_PORTFOLIO.filter((item) => item.serviceCategory === category).length);

    const word = SEED_PORTFOLIO[2].title.split(' ')[0].toUpperCase();
    const searched = await admin.get(`/api/admin/portfolio?search=${encodeURIComponent(word)}`).expect(200);
    expect(searched.body.items.map((item: { title: string }) => item.title)).toContain(SEED_PORTFOLIO[2].title);

    const bad = await admin.get('/api/admin/portfolio?serviceCategory=cooking&isActive=maybe').expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'isActive',
      'serviceCategory',
    ]);
  });

  it('creates an item that GET /api/portfolio shows at once; deactivating hides it at once', async () => {
    // The public list is cached now; the admin write must empty that cache.
    expect(await publicTitles()).not.toContain('Bright Bakery opens its second shop');

    const created = await admin.post('/api/admin/portfolio').send(NEW_ITEM).expect(201);
    expect(created.body).toMatchObject({
      title: 'Bright Bakery opens its second shop',
      results: ['Opened in 21 days', '3x foot traffic'],
      isActive: true,
    });
    const id = created.body.id as number;
    expect(await publicTitles()).toContain('Bright Bakery opens its second shop');

    await admin
      .post(`/api/admin/portfolio/${id}/deactivate`)
      .expect(200)
      .expect(({ body }) => {
        expect(body.isActive).toBe(false);
      });
    expect(await publicTitles()).not.toContain('Bright Bakery opens its second shop');
    expect((await admin.get(`/api/admin/portfolio?isActive=false`).expect(200)).body.items).toEqual([
      expect.objectContaining({ id, isActive: false }),
    ]);

    await admin.post(`/api/admin/portfolio/${id}/activate`).expect(200);
    const edited = await admin
      .patch(`/api/admin/portfolio/${id}`)
      .send({ title: 'Bright Bakery: two shops in a year', industry: '', image: 'https://cdn.example.com/b.png' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Bright Bakery: two shops in a year',
      industry: null,
      clientName: 'Bright Bakery LLC',
      image: 'https://cdn.example.com/b.png',
    });
    expect(await publicTitles()).toContain('Bright Bakery: two shops in a year');

    await admin.delete(`/api/admin/portfolio/${id}`).expect(204);
    expect(await publicTitles()).not.toContain('Bright Bakery: two shops in a year');
    await admin.get(`/api/admin/portfolio/${id}`).expect(404);
    await admin.delete(`/api/admin/portfolio/${id}`).expect(404);
  });

  it('refuses invalid input with 400 in the one error shape, and stores nothing', async () => {
    const before = await app.dataSource.getRepository(PortfolioItemEntity).count();
    const invalid = await admin
      .post('/api/admin/portfolio')
      .send({
        title: '   ',
        description: 'x',
        serviceCategory: 'cooking',
        image: 'javascript:alert(1)',
        results: ['a'.repeat(201)],
        tags: Array.from({ length: 16 }, (_, i) => `tag${i}`),
        isActive: null,
      })
      .expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Invalid request: /) });
    expect([...new Set(invalid.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'image',
      'isActive',
      'results',
      'serviceCategory',
      'tags',
      'title',
    ]);
    expect(await app.dataSource.getRepository(PortfolioItemEntity).count()).toBe(before);

    const first = (await admin.get('/api/admin/portfolio?sortBy=title&sortOrder=asc').expect(200)).body.items[0];
    const edit = await admin.patch(`/api/admin/portfolio/${first.id}`).send({ title: null, tags: null }).expect(400);
    expect([...new Set(edit.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'tags',
      'title',
    ]);
    await admin
      .patch(`/api/admin/portfolio/${first.id}`)
      .send({ title: 'T'.repeat(256) })
      .expect(400);
    await admin.patch(`/api/admin/portfolio/${first.id}`).send({ unknown: 1 }).expect(400);
    expect((await admin.get(`/api/admin/portfolio/${first.id}`).expect(200)).body).toEqual(first);

    await admin.get('/api/admin/portfolio/abc').expect(400);
    await admin.get('/api/admin/portfolio/99999999999').expect(400);
  });

  it('exports the filtered items as CSV', async () => {
    const response = await admin.get('/api/admin/portfolio/export?sortBy=title&sortOrder=asc').expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="portfolio.csv"');
    const rows = csvRows(response.text);
    expect(rows[0].join(',')).toBe(
      'Title,Category,Client,Industry,Results,Tags,Active,Created (America/New_York),Updated (America/New_York)',
    );
    expect(rows).toHaveLength(SEED_PORTFOLIO.length + 1);
  });
});
