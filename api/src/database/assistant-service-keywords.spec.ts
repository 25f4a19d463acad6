import { createTestApp, TestApp } from '../../test/test-app';
import { ServiceEntity } from '../modules/content/entities/service.entity';
import { AssistantServiceKeywords1795972222114 } from '../migrations/1795972222114-AssistantServiceKeywords';
import { SEED_SERVICES } from '../modules/content';

describe('AssistantServiceKeywords migration (a deployment seeded before the second round of the assistant)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('adds the new words to the seeded services once, after what staff left, and touches no other service', async () => {
    const services = app.dataSource.getRepository(ServiceEntity);
    const marketing = SEED_SERVICES.find((service) => service.title === 'Digital Marketing')!;
    const row = ({ slug: _slug, keywords: _keywords, ...service }: (typeof SEED_SERVICES)[number]) => service;
    await services.insert([
      { ...row(marketing), keywords: ['ads', 'mailing list'] },
      { ...row(marketing), title: 'Staff-made service', keywords: ['ads'] },
    ]);

    const migration = new AssistantServiceKeywords1795972222114();
    const runner = app.dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const keywords = Object.fromEntries((await services.find()).map((service) => [service.title, service.keywords]));
    expect(keywords).toEqual({
      'Digital Marketing': ['ads', 'mailing list', 'email list'],
      'Staff-made service': ['ads'],
    });
  });
});
