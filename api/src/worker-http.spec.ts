import type { Server } from 'node:http';
import { createTestApp, TestApp } from '../test/test-app';
import { workerHttpServer } from './worker-http';

describe("the worker's health and metrics server", () => {
  let app: TestApp;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    server = workerHttpServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it('answers liveness and readiness as the api does', async () => {
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; details: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(body.details.database).toEqual({ status: 'up' });
    expect(body.details.queue).toEqual({ status: 'up' });
  });

  it('exports its metrics to an allowed address', async () => {
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toContain('queue_jobs{queue="outbox",state="waiting"}');
    expect(text).toContain('outbox_oldest_pending_age_seconds ');
    expect(text).toContain('process_resident_memory_bytes ');
  });

  it('answers anything else 404 or 405 in the error shape', async () => {
    const missing = await fetch(`${base}/api/services`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'No such endpoint: GET /api/services' });
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
