import { createTestApp, TestApp } from '../../test/test-app';
import { ServiceEntity } from '../modules/content/entities/service.entity';
import { StarterServiceKeywords1795700000000 } from '../migrations/1795700000000-StarterServiceKeywords';
import { SEED_SERVICES } from '../modules/content';

describe('StarterServiceKeywords migration (a deployment seeded before services had keywords)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("gives seeded services without keywords the starter vocabulary and leaves staff's keywords alone", async () => {
    const services = app.dataSource.getRepository(ServiceEntity);
    const [branding, website] = ['Branding & Identity Design', 'Website & App Development'].map((title) =>
      SEED_SERVICES.find((service) => service.title === title)!,
    );
    const row = ({ slug: _slug, keywords: _keywords, ...service }: (typeof SEED_SERVICES)[number]) => service;
    await services.insert([
      { ...row(branding), keywords: [] },
      { ...row(website), keywords: ['Notion workspace'] },
      { ...row(branding), title: 'Staff-made service', keywords: [] },
    ]);

    const runner = app.dataSource.createQueryRunner();
    try {
      await new StarterServiceKeywords1795700000000().up(runner);
    } finally {
      await runner.release();
    }

    const keywords = Object.fromEntries((await services.find()).map((service) => [service.title, service.keywords]));
    expect(keywords).toEqual({
      'Branding & Identity Design': branding.keywords,
      'Website & App Development': ['Notion workspace'],
      'Staff-made service': [],
    });
    expect(branding.keywords!.length).toBeGreaterThan(20);
  });
});
