import { ContentCache } from './cache/content-cache';
import { ServiceEntity } from './entities/service.entity';
import { ContentSeeder } from './content.seeder';
import { createTestApp, TestApp } from '../../../test/test-app';

const SPEC_SERVICE_TITLES = [
  'Business Formation & Legal Setup',
  'Website & App Development',
  'Branding & Identity Design',
  'Digital Marketing',
  'Business Systems & Automation',
  'Creator Growth & Business Launch',
  'International Business Services',
  'E-Commerce & Online Store Solutions',
];

describe('GET /api/services', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(ContentSeeder).seed();
  });
  afterAll(() => app.close());

  it('lists the 8 seeded services in display order, each with at least 4 features', async () => {
    const { body } = await app.http.get('/api/services').expect(200);
    expect(body.total).toBe(8);
    expect(body.items.map((service: { title: string }) => service.title)).toEqual(SPEC_SERVICE_TITLES);
    for (const service of body.items) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.shortDescription.length).toBeGreaterThan(20);
    }
  });

  it('paginates', async () => {
    const { body } = await app.http.get('/api/services?page=2&pageSize=5').expect(200);
    expect(body).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(body.items.map((service: { title: string }) => service.title)).toEqual(SPEC_SERVICE_TITLES.slice(5));
  });

  it('hides inactive services and follows the staff order', async () => {
    const repository = app.dataSource.getRepository(ServiceEntity);
    await repository.update({ title: 'Digital Marketing' }, { isActive: false });
    await repository.update({ title: 'International Business Services' }, { orderIndex: 0 });
    await app.app.get(ContentCache).invalidate(); // as the content admin does after an edit
    const { body } = await app.http.get('/api/services').expect(200);
    expect(body.total).toBe(7);
    expect(body.items[0].title).toBe('International Business Services');
    expect(body.items.map((s: { title: string }) => s.title)).not.toContain('Digital Marketing');
  });

  it('refuses an out-of-range page size with a 400 naming it', async () => {
    const { body } = await app.http.get('/api/services?pageSize=1000').expect(400);
    expect(body.errors).toEqual([{ field: 'pageSize', message: 'pageSize must not be greater than 100' }]);
  });
});
