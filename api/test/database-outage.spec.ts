import { DOWN_REASONS } from '../src/health/readiness.service';
import { withBotCheck } from './bot-check';
import { CuttableProxy } from './cuttable-proxy';
import { createTestApp, TestApp } from './test-app';

/**
 * PostgreSQL unreachable, behind a TCP proxy the test cuts (its connections dropped, its port closed) and
 * restores: writes answer 503 with Retry-After at once, readiness names the database, liveness holds, and
 * the first write after it returns succeeds. Needs a PostgreSQL server (DATABASE_URL).
 */

/** Newsletter sign-ups, each with its anti-robot check solved beforehand (asking for one needs no database). */
const signUps = (app: TestApp, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => withBotCheck(app.http, { email: `reader${i}@example.com` })));
const subscribe = (app: TestApp, body: object) => app.http.post('/api/newsletter/subscribe').send(body);

(process.env.DATABASE_URL ? describe : describe.skip)('while PostgreSQL is unreachable', () => {
  let app: TestApp;
  let proxy: CuttableProxy;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    app = await createTestApp({
      viaDatabaseUrl: (url) => proxy.urlTo(url),
      env: { NEWSLETTER_RATE_LIMIT_PER_IP: '1000' },
    });
  });

  afterAll(async () => {
    proxy.restore();
    await app.close();
    await proxy.close();
  });

  it('answers writes 503 with Retry-After within 2 s, is not ready (naming the database) but live, and takes the next write once it is back', async () => {
    const [before, ...during] = await signUps(app, 4);
    await subscribe(app, before!).expect(200);
    proxy.cut();

    for (const body of during) {
      const started = Date.now();
      const refused = await subscribe(app, body);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.body).toEqual({
        statusCode: 503,
        message: 'The service is briefly unavailable. Please try again in a minute.',
      });
    }

    const started = Date.now();
    const { body } = await app.http.get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(1500);
    // A fixed reason, never the driver's message (it can name the host, the port and the database user).
    expect(body.details.database).toEqual({ status: 'down', message: DOWN_REASONS.unreachable });
    expect(JSON.stringify(body)).not.toContain(String(proxy.port));
    await app.http.get('/api/health/live').expect(200);

    proxy.restore();
    const [after] = await signUps(app, 1);
    await subscribe(app, after!).expect(200);
    await app.http.get('/api/health/ready').expect(200);
  }, 60_000);
});
