import { createTestApp, TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports the database, and Redis when it is configured', async () => {
    const { body } = await app.http.get('/api/health').expect(200);
    expect(body.status).toBe('ok');
    expect(body.details.database).toEqual({ status: 'up' });
    if (process.env.REDIS_URL) expect(body.details.redis).toEqual({ status: 'up' });
    else expect(body.details.redis).toBeUndefined();
  });
});
