import { createTestApp, TestApp } from '../../../test/test-app';
import { TypedPageSections1795601178495 } from '../../migrations/1795601178495-TypedPageSections';
import { ContentSeeder } from './content.seeder';
import { PageSectionEntity } from './entities/page-section.entity';
import { PageEntity } from './entities/page.entity';
import { sectionContentErrors } from './page-section-content';

/** The TypedPageSections migration on sections stored before it (its spec lives here: the migrations folder is loaded as migrations). */
describe('the TypedPageSections migration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(ContentSeeder).seed();
  });
  afterAll(() => app.close());

  it('turns sections of unknown types or misfit content into hidden text sections, then checks section_type', async () => {
    const migration = new TypedPageSections1795601178495();
    const runner = app.dataSource.createQueryRunner();
    await migration.down(runner);
    const page = await app.dataSource.getRepository(PageEntity).findOneByOrFail({ slug: 'about' });
    const insert = (sectionKey: string, sectionType: string, content: unknown) =>
      runner.query(
        `INSERT INTO page_sections (page_id, section_key, section_type, content) VALUES ($1, $2, $3, $4) RETURNING id`,
        [page.id, sectionKey, sectionType, JSON.stringify(content)],
      );
    const gallery = { images: ['/images/a.png'], caption: 'Our office — 2024 🎉' };
    const faq = { items: [{ question: 'How long?', answer: 'Two weeks.' }] };
    await insert('gallery', 'gallery', gallery);
    await insert('numbers', 'stats', { n: 2 });
    await insert('questions', 'faq', faq);

    await migration.up(runner);
    await runner.release();

    const sections = await app.dataSource
      .getRepository(PageSectionEntity)
      .find({ where: { pageId: page.id }, order: { sectionKey: 'ASC' } });
    expect(
      sections.map(({ sectionKey, sectionType, isActive, content }) => ({
        sectionKey,
        sectionType,
        isActive,
        content,
      })),
    ).toEqual([
      {
        sectionKey: 'gallery',
        sectionType: 'text',
        isActive: false,
        content: { heading: 'Former gallery section, hidden until rebuilt', paragraphs: [JSON.stringify(gallery)] },
      },
      {
        sectionKey: 'numbers',
        sectionType: 'text',
        isActive: false,
        content: { heading: 'Former stats section, hidden until rebuilt', paragraphs: ['{"n":2}'] },
      },
      { sectionKey: 'questions', sectionType: 'faq', isActive: true, content: faq },
    ]);
    for (const section of sections) expect(sectionContentErrors(section.sectionType, section.content)).toEqual([]);

    await expect(
      app.dataSource.query(
        `INSERT INTO page_sections (page_id, section_key, section_type) VALUES ($1, 'later', 'gallery')`,
        [page.id],
      ),
    ).rejects.toThrow(/CHK_page_sections_section_type/);
  });

  it('keeps an old content longer than a paragraph whole, in paragraphs that fit', async () => {
    const migration = new TypedPageSections1795601178495();
    const runner = app.dataSource.createQueryRunner();
    await migration.down(runner);
    const page = await app.dataSource.getRepository(PageEntity).findOneByOrFail({ slug: 'terms' });
    const long = { body: '😀'.repeat(3_000) };
    await runner.query(
      `INSERT INTO page_sections (page_id, section_key, section_type, content) VALUES ($1, 'long', 'legacy', $2)`,
      [page.id, JSON.stringify(long)],
    );
    await migration.up(runner);
    await runner.release();

    const section = await app.dataSource.getRepository(PageSectionEntity).findOneByOrFail({ sectionKey: 'long' });
    const { paragraphs } = section.content as { paragraphs: string[] };
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(JSON.parse(paragraphs.join(''))).toEqual(long);
    expect(sectionContentErrors('text', section.content)).toEqual([]);
  });
});
