import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { DOWN_REASONS } from '../src/health/readiness.service';
import { OutboxMessageEntity } from '../src/modules/notifications/outbox/outbox-message.entity';
import { withBotCheck } from './bot-check';
import { freePort } from './free-port';
import { createTestApp, TestApp } from './test-app';

/**
 * Redis down, on its own redis-server (started on a free port, so the test needs the binary): newsletter
 * sign-ups are still accepted (their confirmation e-mails wait in the outbox) and, once Redis is back, every
 * confirmation is delivered exactly once; a request that can only queue its work answers 503 at once.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const SIGNUPS = 50;
const CONFIRMATION = 'Subject: Confirm your Inspivision newsletter subscription';
const TEMPLATE = 'newsletter.confirmation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts redis-server without persistence (a restart comes back empty) and waits until it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

(hasRedisServer ? describe : describe.skip)('while Redis is down', () => {
  let app: TestApp | undefined;
  let redis: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        SCHEDULER_ENABLED: 'true',
        OUTBOX_SWEEP_SECONDS: '1',
        QUEUE_RETRY_DELAY_MS: '100',
        // 50 people sign up, here all from the test's one address.
        NEWSLETTER_RATE_LIMIT_PER_IP: '1000',
        // The code request is retried until Redis is back.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      },
    });
  });

  afterAll(async () => {
    // The app closes against a live Redis (its connections quit cleanly), then Redis goes.
    if (redis && redis.exitCode !== null) redis = await startRedis(port).catch(() => undefined);
    await app?.close();
    await stopRedis(redis);
  });

  it('is not ready within 1.5 s naming Redis, stays live, and is ready again after Redis returns', async () => {
    const testApp = app!;
    await testApp.http.get('/api/health/ready').expect(200);
    await stopRedis(redis);

    const started = Date.now();
    const { body } = await testApp.http.get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(body.status).toBe('error');
    // A fixed reason, never the client's own message (it can name the host and port).
    expect(body.details.redis).toEqual({ status: 'down', message: DOWN_REASONS.unreachable });
    expect(JSON.stringify(body)).not.toContain(String(port));
    expect(body.details.database).toEqual({ status: 'up' });
    await testApp.http.get('/api/health/live').expect(200, { status: 'ok' });

    redis = await startRedis(port);
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      ({ status } = await testApp.http.get('/api/health/ready'));
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
    await testApp.http.get('/api/health/live').expect(200);
  }, 60_000);

  it('answers a code request 503 with Retry-After within seconds, and takes it again once Redis is back', async () => {
    const testApp = app!;
    await stopRedis(redis);
    const started = Date.now();
    const refused = await testApp.http
      .post('/api/auth/request-password-reset')
      .send({ email: 'reader@example.com' })
      .expect(503);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toEqual({
      statusCode: 503,
      message: 'The service is briefly unavailable. Please try again in a minute.',
    });

    redis = await startRedis(port);
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      ({ status } = await testApp.http.post('/api/auth/request-password-reset').send({ email: 'reader@example.com' }));
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
  }, 60_000);

  it('accepts 50 sign-ups without waiting and delivers 50 confirmation e-mails, none twice, after Redis returns', async () => {
    const testApp = app!;
    await stopRedis(redis);

    const emails = Array.from({ length: SIGNUPS }, (_, i) => `reader${String(i).padStart(2, '0')}@example.com`);
    const timings: number[] = [];
    for (const email of emails) {
      // Solved before the clock starts: the timing is the sign-up's own.
      const body = await withBotCheck(testApp.http, { email });
      const started = Date.now();
      await testApp.http.post('/api/newsletter/subscribe').send(body).expect(200);
      timings.push(Date.now() - started);
    }
    // No request waited on the queue (its dispatch gives up after 2 s in the background).
    expect(Math.max(...timings)).toBeLessThan(1500);

    const outbox = testApp.dataSource.getRepository(OutboxMessageEntity);
    expect(await outbox.countBy({ template: TEMPLATE })).toBe(SIGNUPS);
    await sleep(1500);
    expect((await testApp.mails()).filter((eml) => eml.includes(CONFIRMATION))).toHaveLength(0);

    redis = await startRedis(port);

    const deadline = Date.now() + 60_000;
    while ((await outbox.countBy({ template: TEMPLATE, status: 'sent' })) < SIGNUPS) {
      if (Date.now() > deadline) {
        const statuses = await outbox.find({
          select: { status: true, lastError: true },
          where: { template: TEMPLATE },
        });
        throw new Error(`Not all confirmations were sent: ${JSON.stringify(statuses)}`);
      }
      await sleep(200);
    }
    // A few more sweeps: nothing is sent again.
    await sleep(2500);

    const confirmations = (await testApp.mails()).filter((eml) => eml.includes(CONFIRMATION));
    const recipients = confirmations.map((eml) => /^To: (\S+)\r?$/m.exec(eml)?.[1]).sort();
    expect(recipients).toEqual(emails);
    expect(await outbox.countBy({ template: TEMPLATE, status: 'sent' })).toBe(SIGNUPS);
    expect(await outbox.countBy({ template: TEMPLATE, attempts: 1 })).toBe(SIGNUPS);
  }, 90_000);
});
