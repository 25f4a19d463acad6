import { browser, Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { ContentSeeder } from '../content.seeder';
import { SERVICE_KEYWORD_MAX_LENGTH, SERVICE_KEYWORDS_MAX } from './dto/services-admin.dto';

interface Row {
  id: number;
  title: string;
  orderIndex: number;
  isActive: boolean;
  keywords: string[];
}

describe('admin: services', () => {
  let app: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'staff@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await app.app.get(ContentSeeder).seed();
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
  });
  afterAll(() => app.close());

  const adminList = async (): Promise<Row[]> => (await admin.get('/api/admin/services').expect(200)).body;
  const publicTitles = async (): Promise<string[]> =>
    (await app.http.get('/api/services').expect(200)).body.items.map((service: Row) => service.title);

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    const customer = await signUpVerified(app, 'ana@example.com', 'Ana');
    await browser(app).get('/api/admin/services').expect(401);
    await customer.get('/api/admin/services').expect(403);
    await customer.patch('/api/admin/services/1').send({ isActive: false }).expect(403);
    await customer.post('/api/admin/services/1/move').send({ direction: 'up' }).expect(403);
    await customer
      .put('/api/admin/services/order')
      .send({ ids: [1] })
      .expect(403);
    await customer.post('/api/admin/services').send({}).expect(403);
  });

  it('deactivates: gone from /api/services at once, still listed for staff; activates back', async () => {
    const [first] = await adminList();
    expect(await publicTitles()).toContain(first.title); // cached now
    const off = await admin.patch(`/api/admin/services/${first.id}`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ id: first.id, isActive: false });
    expect(await publicTitles()).not.toContain(first.title);
    expect((await adminList()).find((row) => row.id === first.id)).toMatchObject({ isActive: false });
    await admin.patch(`/api/admin/services/${first.id}`).send({ isActive: true }).expect(200);
    expect((await publicTitles())[0]).toBe(first.title);
  });

  it('moves a service up and down, reflected on /api/services at once', async () => {
    const before = await adminList();
    const moved = await admin.post(`/api/admin/services/${before[1].id}/move`).send({ direction: 'up' }).expect(200);
    expect(moved.body.map((row: Row) => row.id)).toEqual([
      before[1].id,
      before[0].id,
      ...before.slice(2).map((r) => r.id),
    ]);
    expect(moved.body.map((row: Row) => row.orderIndex)).toEqual(before.map((_, index) => index + 1));
    expect((await publicTitles()).slice(0, 2)).toEqual([before[1].title, before[0].title]);
    // At the top, "up" changes nothing.
    await admin.post(`/api/admin/services/${before[1].id}/move`).send({ direction: 'up' }).expect(200);
    await admin.post(`/api/admin/services/${before[1].id}/move`).send({ direction: 'down' }).expect(200);
    expect((await adminList()).map((row) => row.id)).toEqual(before.map((row) => row.id));
    await admin.post(`/api/admin/services/${before[1].id}/move`).send({ direction: 'left' }).expect(400);
    await admin.post('/api/admin/services/999999/move').send({ direction: 'up' }).expect(404);
  });

  it('sets the whole order, refusing a list that is not every service once', async () => {
    const before = await adminList();
    const reversed = before.map((row) => row.id).reverse();
    const { body } = await admin.put('/api/admin/services/order').send({ ids: reversed }).expect(200);
    expect(body.map((row: Row) => row.id)).toEqual(reversed);
    expect(await publicTitles()).toEqual(before.map((row) => row.title).reverse());
    const conflict = await admin
      .put('/api/admin/services/order')
      .send({ ids: reversed.slice(1) })
      .expect(409);
    expect(conflict.body.message).toBe('The list of services has changed. Reload and try again.');
    await admin
      .put('/api/admin/services/order')
      .send({ ids: [reversed[0], reversed[0]] })
      .expect(400);
    await admin
      .put('/api/admin/services/order')
      .send({ ids: before.map((row) => row.id) })
      .expect(200);
  });

  it('keeps one consistent 1..n order under simultaneous moves', async () => {
    const before = await adminList();
    await Promise.all(
      before.flatMap((row, index) => [
        admin.post(`/api/admin/services/${row.id}/move`).send({ direction: index % 2 ? 'up' : 'down' }),
        admin.post(`/api/admin/services/${row.id}/move`).send({ direction: 'up' }),
      ]),
    );
    const after = await adminList();
    expect(after.map((row) => row.orderIndex)).toEqual(before.map((_, index) => index + 1));
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    await admin
      .put('/api/admin/services/order')
      .send({ ids: before.map((row) => row.id) })
      .expect(200);
  });

  it('creates a service last and edits it, with validation', async () => {
    const count = (await adminList()).length;
    const created = await admin
      .post('/api/admin/services')
      .send({
        title: 'Tax Filing',
        category: 'consulting',
        shortDescription: 'Annual returns filed on time.',
        description: 'We prepare and file your federal and state returns.',
        features: ['Federal return', ' State return ', '', 'federal return'],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'Tax Filing',
      orderIndex: count + 1,
      isActive: true,
      image: null,
      features: ['Federal return', 'State return'],
    });
    expect((await publicTitles()).at(-1)).toBe('Tax Filing');
    const edited = await admin
      .patch(`/api/admin/services/${created.body.id}`)
      .send({ features: ['One'], image: '/images/services/tax.svg' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Tax Filing', features: ['One'], image: '/images/services/tax.svg' });

    const bad = await admin
      .post('/api/admin/services')
      .send({ title: '', category: 'astrology', shortDescription: 'x', features: Array(13).fill('f') })
      .expect(400);
    expect([...new Set(bad.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'category',
      'description',
      'title',
    ]);
    // Repeats are dropped before the bound is checked; 13 distinct features are too many.
    await admin
      .post('/api/admin/services')
      .send({
        title: 'T',
        category: 'consulting',
        shortDescription: 's',
        description: 'd',
        features: Array.from({ length: 13 }, (_, index) => `f${index}`),
      })
      .expect(400);
    const nulls = await admin
      .patch(`/api/admin/services/${created.body.id}`)
      .send({ title: null, isActive: null })
      .expect(400);
    expect([...new Set(nulls.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'isActive',
      'title',
    ]);
  });

  describe('"also known as" keywords', () => {
    const base = {
      title: 'Brand Refresh',
      category: 'marketing',
      shortDescription: 'A new look.',
      description: 'Logo, palette and type.',
    };
    const fieldsOf = (body: { errors: { field: string }[] }) => [...new Set(body.errors.map((error) => error.field))];

    it('stores them trimmed, without repeats (first spelling kept); an update replaces the list', async () => {
      const created = await admin
        .post('/api/admin/services')
        .send({ ...base, keywords: [' Logo ', 'brand kit', 'LOGO', '', 'Brand Kit', 'style guide'] })
        .expect(201);
      expect(created.body.keywords).toEqual(['Logo', 'brand kit', 'style guide']);
      expect((await adminList()).find((row) => row.id === created.body.id)).toMatchObject({
        keywords: ['Logo', 'brand kit', 'style guide'],
      });

      // Left out: the list stays; sent: it replaces the list.
      await admin.patch(`/api/admin/services/${created.body.id}`).send({ title: 'Brand Refresh 2' }).expect(200);
      const edited = await admin
        .patch(`/api/admin/services/${created.body.id}`)
        .send({ keywords: ['wordmark'] })
        .expect(200);
      expect(edited.body.keywords).toEqual(['wordmark']);
      expect((await adminList()).find((row) => row.id === created.body.id)).toMatchObject({ keywords: ['wordmark'] });
      const emptied = await admin.patch(`/api/admin/services/${created.body.id}`).send({ keywords: [] }).expect(200);
      expect(emptied.body.keywords).toEqual([]);
    });

    it('defaults to none on create', async () => {
      const created = await admin
        .post('/api/admin/services')
        .send({ ...base, title: 'Brand Audit' })
        .expect(201);
      expect(created.body.keywords).toEqual([]);
    });

    it(`refuses more than ${SERVICE_KEYWORDS_MAX}, a line break, more than ${SERVICE_KEYWORD_MAX_LENGTH} characters, a non-string and null`, async () => {
      const [first] = await adminList();
      const tooMany = await admin
        .post('/api/admin/services')
        .send({ ...base, keywords: Array.from({ length: SERVICE_KEYWORDS_MAX + 1 }, (_, index) => `word ${index}`) })
        .expect(400);
      expect(fieldsOf(tooMany.body)).toEqual(['keywords']);
      // As many distinct ones as allowed (and repeats beyond them) are fine.
      await admin
        .patch(`/api/admin/services/${first.id}`)
        .send({ keywords: [...Array.from({ length: SERVICE_KEYWORDS_MAX }, (_, index) => `word ${index}`), 'WORD 0'] })
        .expect(200);
      const lineBreak = await admin
        .patch(`/api/admin/services/${first.id}`)
        .send({ keywords: ['logo', 'brand\nkit'] })
        .expect(400);
      expect(lineBreak.body.errors).toEqual([
        { field: 'keywords', message: 'keywords must be a single line without control characters' },
      ]);
      for (const keywords of [['brand\u2028kit'], ['x'.repeat(SERVICE_KEYWORD_MAX_LENGTH + 1)], [42], null, 'logo']) {
        const bad = await admin.patch(`/api/admin/services/${first.id}`).send({ keywords }).expect(400);
        expect(fieldsOf(bad.body)).toEqual(['keywords']);
      }
      await admin
        .patch(`/api/admin/services/${first.id}`)
        .send({ keywords: ['x'.repeat(60)] })
        .expect(200);
      await admin.patch(`/api/admin/services/${first.id}`).send({ keywords: [] }).expect(200);
    });

    it('are not shown on the site: GET /api/services has no keywords', async () => {
      const [first] = await adminList();
      await admin
        .patch(`/api/admin/services/${first.id}`)
        .send({ keywords: ['logo'] })
        .expect(200);
      const { body } = await app.http.get('/api/services').expect(200);
      expect(body.items.length).toBeGreaterThan(0);
      for (const service of body.items) expect(service).not.toHaveProperty('keywords');
      await admin.patch(`/api/admin/services/${first.id}`).send({ keywords: [] }).expect(200);
    });
  });
});
