import { createTestApp, TestApp } from '../../../test/test-app';
import { ContentSeeder } from './content.seeder';
import { BlogPostEntity } from './entities/blog-post.entity';
import { ServiceEntity } from './entities/service.entity';
import {
  SERVICE_FEATURE_MAX_LENGTH,
  SERVICE_FEATURES_MAX,
  SERVICE_KEYWORD_MAX_LENGTH,
  SERVICE_KEYWORDS_MAX,
} from './admin/dto/services-admin.dto';
import { SEED_SERVICES } from './seeds/services.data';

describe('ContentSeeder', () => {
  let app: TestApp;
  let seeder: ContentSeeder;
  beforeAll(async () => {
    app = await createTestApp();
    seeder = app.app.get(ContentSeeder);
  });
  afterAll(() => app.close());

  const count = (table: string) =>
    app.dataSource.query(`SELECT count(*)::int AS n FROM "${table}"`).then(([row]) => row.n as number);

  it('seeds the starting content of the site (docs/modules/content.md)', async () => {
    expect(await seeder.seedIfEmpty()).toEqual({ services: 8, portfolio: 6, testimonials: 6, blog: 7, pages: 9 });
    const posts = await app.dataSource.getRepository(BlogPostEntity).find();
    expect(posts.filter((post) => post.isPublished)).toHaveLength(6);
    expect(posts.filter((post) => post.isPublished && !post.content).length).toBeGreaterThanOrEqual(2);
    const pages = await app.dataSource.query(`SELECT slug, title, meta_description FROM pages ORDER BY slug`);
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual([
      'about',
      'blog',
      'contact',
      'home',
      'portfolio',
      'privacy',
      'refund-policy',
      'services',
      'terms',
    ]);
    for (const page of pages) expect(page.meta_description.length).toBeLessThanOrEqual(160);
    const [testimonials] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM testimonials WHERE status = 'approved' AND is_active AND consent_public`,
    );
    expect(testimonials.n).toBe(6);
  });

  it('seeds services staff can save as they are (within the back office limits)', () => {
    const over = SEED_SERVICES.filter(
      (service) =>
        (service.keywords ?? []).length > SERVICE_KEYWORDS_MAX ||
        (service.keywords ?? []).some((keyword) => keyword.length > SERVICE_KEYWORD_MAX_LENGTH) ||
        service.features.length > SERVICE_FEATURES_MAX ||
        service.features.some((feature) => feature.length > SERVICE_FEATURE_MAX_LENGTH),
    );
    expect(over.map((service) => service.title)).toEqual([]);
  });

  it('adds nothing twice', async () => {
    expect(await seeder.seed()).toEqual({ services: 0, portfolio: 0, testimonials: 0, blog: 0, pages: 0 });
    expect(await count('services')).toBe(8);
    expect(await count('blog')).toBe(7);
  });

  it('does not bring back content staff deleted, on a later start', async () => {
    await app.dataSource.getRepository(ServiceEntity).delete({ title: 'Digital Marketing' });
    expect(await seeder.seedIfEmpty()).toBeUndefined();
    expect(await count('services')).toBe(7);
  });

  it('never overwrites staff edits', async () => {
    await app.dataSource
      .getRepository(ServiceEntity)
      .update({ orderIndex: 1 }, { shortDescription: 'Edited by staff' });
    await seeder.seed();
    const edited = await app.dataSource.getRepository(ServiceEntity).findOneByOrFail({ orderIndex: 1 });
    expect(edited.shortDescription).toBe('Edited by staff');
  });
});
