import { SEED_PAGES } from '../seeds/pages.data';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { ContentSeeder } from '../content.seeder';
import { PageEntity } from '../entities/page.entity';
import type { PageSectionType } from '../content.constants';
import { PAGE_SECTION_LIMITS } from '../dto/page-section-content.dto';
import { CONTENT_JSON_MAX_LENGTH } from './content-fields';

const ABOUT = SEED_PAGES.find((page) => page.slug === 'about')!;

/** A content that fits, for each section type. */
const SECTION_CONTENT: Record<PageSectionType, Record<string, unknown>> = {
  hero: {
    heading: 'Launch your US business',
    subheading: 'Formation, brand and first customers.',
    primary: { label: 'Book a call', href: '/consultation' },
    secondary: { label: 'Write to us', href: 'mailto:hello@inspivision.com' },
  },
  text: { heading: 'Our story', paragraphs: ['Founded in 2021.', 'Since then, 190 launches.'] },
  cards: { heading: 'What we do', intro: 'All of it.', items: [{ title: 'Formation', text: 'LLC or corporation.' }] },
  stats: { items: [{ value: '190+', label: 'Businesses launched' }] },
  steps: {
    heading: 'How it works',
    steps: [
      { title: 'Call', text: 'We listen.' },
      { title: 'File', text: 'We file.' },
    ],
  },
  faq: { heading: 'Questions', items: [{ question: 'How long?', answer: 'About two weeks.' }] },
  cta: { heading: 'Ready?', primary: { label: 'Start', href: 'https://www.inspivision.com/start' } },
};

describe('admin: pages and sections', () => {
  let app: TestApp;
  let admin: Browser;
  let customer: Browser;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'staff@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await app.app.get(ContentSeeder).seed();
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
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
    await customer
      .post('/api/admin/pages/about/sections')
      .send({ sectionKey: 'x', sectionType: 'text', content: SECTION_CONTENT.text })
      .expect(403);
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
    const add = (sectionKey: string, content: object = SECTION_CONTENT.text) =>
      admin.post('/api/admin/pages/about/sections').send({ sectionKey, sectionType: 'text', content }).expect(201);
    await add('intro', { paragraphs: ['Hello'] });
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
      .send({ sectionKey: 'intro', sectionType: 'text', content: SECTION_CONTENT.text })
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
      .send({ isActive: false, content: { paragraphs: ['Hi'] } })
      .expect(200);
    expect(edited.body.sections.find((section: { id: number }) => section.id === intro.id)).toMatchObject({
      isActive: false,
      content: { paragraphs: ['Hi'] },
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
  describe('typed sections', () => {
    type Section = { id: number; sectionKey: string; sectionType: string; content: object };
    const sectionsOf = async (slug: string) =>
      (await admin.get(`/api/admin/pages/${slug}`).expect(200)).body.sections as Section[];
    const addTo = (slug: string, body: object) => admin.post(`/api/admin/pages/${slug}/sections`).send(body);
    const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field);

    it('stores a section of every type as sent, and the public page answers it typed', async () => {
      for (const [sectionType, content] of Object.entries(SECTION_CONTENT)) {
        await addTo('services', { sectionKey: `${sectionType}-block`, sectionType, content }).expect(201);
      }
      const expected = Object.entries(SECTION_CONTENT).map(([sectionType, content]) => ({
        sectionKey: `${sectionType}-block`,
        sectionType,
        content,
      }));
      expect(await sectionsOf('services')).toMatchObject(expected);
      const { body } = await app.http.get('/api/pages/services').expect(200);
      expect(body.sections).toMatchObject(expected);
    });

    it('trims texts and leaves out blank optional parts', async () => {
      await addTo('terms', {
        sectionKey: 'welcome',
        sectionType: 'hero',
        content: { heading: '  Welcome  ', subheading: ' ', primary: null },
      }).expect(201);
      const [welcome] = await sectionsOf('terms');
      expect(welcome!.content).toEqual({ heading: 'Welcome' });
    });

    it('refuses content that does not fit its type with 400 naming each field', async () => {
      const emptyCards = await addTo('privacy', {
        sectionKey: 'cards',
        sectionType: 'cards',
        content: { heading: 'What we do', items: [] },
      }).expect(400);
      expect(emptyCards.body).toEqual({
        statusCode: 400,
        message: 'The content does not fit a cards section: content.items must contain at least 1 elements',
        errors: [{ field: 'content.items', message: 'content.items must contain at least 1 elements' }],
      });

      const badHero = await addTo('privacy', {
        sectionKey: 'hero',
        sectionType: 'hero',
        content: { heading: 'Hi', primary: { label: 'Go', href: 'javascript:alert(1)' }, extra: true },
      }).expect(400);
      expect(badHero.body.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'content.primary.href',
            message: 'content.primary.href must be a path on this site (/...), a mailto: or an http(s):// address',
          },
          { field: 'content.extra', message: 'property content.extra should not exist' },
        ]),
      );

      const protocolRelative = { label: 'Away', href: '//evil.example' };
      const badCta = await addTo('privacy', {
        sectionKey: 'cta',
        sectionType: 'cta',
        content: { heading: 'Go', primary: protocolRelative },
      }).expect(400);
      expect(fieldsOf(badCta.body)).toEqual(['content.primary.href']);

      const halfFaq = await addTo('privacy', {
        sectionKey: 'faq',
        sectionType: 'faq',
        content: { items: [{ question: 'Why?' }, 'no'] },
      }).expect(400);
      expect(fieldsOf(halfFaq.body)).toEqual(expect.arrayContaining(['content.items', 'content.items.0.answer']));

      const longText = await addTo('privacy', {
        sectionKey: 'text',
        sectionType: 'text',
        content: { paragraphs: ['x'.repeat(PAGE_SECTION_LIMITS.text + 1)] },
      }).expect(400);
      expect(fieldsOf(longText.body)).toEqual(['content.paragraphs']);

      await addTo('privacy', { sectionKey: 'none', sectionType: 'text' }).expect(400);
      expect(await sectionsOf('privacy')).toEqual([]);
    });

    it('refuses an unknown type with 400', async () => {
      const { body } = await addTo('privacy', {
        sectionKey: 'gallery',
        sectionType: 'gallery',
        content: { images: [] },
      }).expect(400);
      expect(body.errors).toEqual([
        { field: 'sectionType', message: 'sectionType must be one of: hero, text, cards, stats, steps, faq, cta' },
      ]);
    });

    it('checks a new type against the stored content, and new content against the stored type', async () => {
      await addTo('refund-policy', {
        sectionKey: 'story',
        sectionType: 'text',
        content: SECTION_CONTENT.text,
      }).expect(201);
      const [story] = await sectionsOf('refund-policy');
      const edit = (body: object) => admin.patch(`/api/admin/pages/refund-policy/sections/${story!.id}`).send(body);

      const typeOnly = await edit({ sectionType: 'cards' }).expect(400);
      expect(typeOnly.body.message).toMatch(/^The content does not fit a cards section: /);
      expect(fieldsOf(typeOnly.body)).toEqual(expect.arrayContaining(['content.paragraphs', 'content.items']));

      const contentOnly = await edit({ content: SECTION_CONTENT.cards }).expect(400);
      expect(contentOnly.body.message).toMatch(/^The content does not fit a text section: /);
      expect(fieldsOf(contentOnly.body)).toEqual(expect.arrayContaining(['content.paragraphs', 'content.items']));
      expect((await sectionsOf('refund-policy'))[0]).toMatchObject({
        sectionType: 'text',
        content: SECTION_CONTENT.text,
      });

      await edit({ sectionType: 'cards', content: SECTION_CONTENT.cards }).expect(200);
      expect((await sectionsOf('refund-policy'))[0]).toMatchObject({
        sectionType: 'cards',
        content: SECTION_CONTENT.cards,
      });
      // New content replaces the old whole: parts left out are gone.
      await edit({ content: { items: [{ title: 'Only', text: 'This.' }] } }).expect(200);
      expect((await sectionsOf('refund-policy'))[0]!.content).toEqual({ items: [{ title: 'Only', text: 'This.' }] });
      await edit({ isActive: false }).expect(200);
    });
  });
});
