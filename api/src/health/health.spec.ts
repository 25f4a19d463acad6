import { createTestApp, TestApp } from '../../test/test-app';
import { DOWN_REASONS } from './readiness.service';

describe('health checks', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('live: 200 while the process runs', async () => {
    const { body } = await app.http.get('/api/health/live').expect(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('ready: the database, the queues, and Redis when it is configured, each up', async () => {
    const { body } = await app.http.get('/api/health/ready').expect(200);
    expect(body.status).toBe('ok');
    expect(body.details.database).toEqual({ status: 'up' });
    expect(body.details.queue).toEqual({ status: 'up' });
    if (process.env.REDIS_URL) expect(body.details.redis).toEqual({ status: 'up' });
    else expect(body.details.redis).toBeUndefined();
  });

  it('ready: names what is down with a fixed reason, never the driver message, which names hosts and users', async () => {
    const driverMessage = 'password authentication failed for user "inspivision" at db-7.internal.example:5432';
    jest.spyOn(app.dataSource, 'query').mockRejectedValueOnce(new Error(driverMessage));
    const { body, text } = await app.http.get('/api/health/ready').expect(503);
    expect(body.status).toBe('error');
    expect(body.error).toEqual({ database: { status: 'down', message: DOWN_REASONS.unreachable } });
    expect(body.details.database).toEqual({ status: 'down', message: 'unreachable' });
    expect(text).not.toMatch(/inspivision|internal\.example|5432/);
    await app.http.get('/api/health/ready').expect(200);
  });

  it('the old single check is gone: an integrator is told there is no such endpoint', async () => {
    const { body } = await app.http.get('/api/health').expect(404);
    expect(body.message).toBe('No such endpoint: GET /api/health');
  });
});
