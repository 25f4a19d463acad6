import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app.config';
import { createTestApp, TestApp } from '../../test/test-app';
import { metricsAccess } from './metrics-access';

const TOKEN = randomBytes(24).toString('base64url');

describe('GET /api/metrics', () => {
  describe('from an allowed address (loopback, the default)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('shows request durations by route and status, renders, queues, the outbox, the event loop, memory and the pool', async () => {
      await app.http.get('/api/services').expect(200);
      await app.http.get('/api/services').expect(200);
      await app.http.get('/api/no-such-thing').expect(404);
      const response = await app.http.get('/api/metrics').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      const text = response.text;
      // The first read is answered by Nest, the second from the content cache ahead of it; an unknown path by
      // the API's catch-all (one series for every such path).
      expect(text).toMatch(
        /^http_request_duration_seconds_count{method="GET",route="\/api\/services",status="200"} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count{method="GET",route="\(cached API read\)",status="200"} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count{method="GET",route="\/api\/{\*path}",status="404"} 1$/m,
      );
      for (const series of [
        '# TYPE ssr_render_duration_seconds histogram',
        '# TYPE ssr_render_fallbacks_total counter',
        'queue_jobs{queue="outbox",state="waiting"}',
        'queue_jobs{queue="account-mail",state="failed"}',
        'outbox_pending_messages ',
        'outbox_oldest_pending_age_seconds ',
        'nodejs_eventloop_lag_seconds ',
        'nodejs_heap_size_used_bytes ',
        'process_resident_memory_bytes ',
        'db_pool_connections{state="in_use"}',
        'db_pool_connections{state="waiting"}',
      ]) {
        expect(text).toContain(series);
      }
    });

    it('has every series the Grafana dashboard in deploy/ reads', async () => {
      const dashboard = readFileSync(join(REPO_ROOT, 'deploy', 'grafana-dashboard.json'), 'utf8');
      const expressions = [...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map(([, expr]) => expr);
      expect(expressions.length).toBeGreaterThan(5);
      const names = new Set(
        expressions.flatMap((expr) =>
          [
            ...expr.matchAll(
              /\b([a-z_]+(?:_seconds|_bytes|_total|_messages|_jobs|_connections)(?:_bucket|_count)?)\b/g,
            ),
          ].map(([, name]) => name),
        ),
      );
      const { text } = await app.http.get('/api/metrics').expect(200);
      // A series without samples yet (a counter never incremented) is still declared by its TYPE line.
      const declared = (name: string) => new RegExp(`^# TYPE ${name.replace(/_(bucket|count)$/, '')} `, 'm').test(text);
      for (const name of names) expect({ name, declared: declared(name) }).toEqual({ name, declared: true });
    });

    it('counts its own scrapes like any request', async () => {
      await app.http.get('/api/metrics').expect(200);
      const { text } = await app.http.get('/api/metrics').expect(200);
      expect(text).toMatch(
        /^http_request_duration_seconds_count{method="GET",route="\/api\/metrics",status="200"} \d+$/m,
      );
    });
  });

  describe('behind a proxy on loopback (TRUST_PROXY=loopback)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => app.close());

    it('refuses a visitor the proxy forwarded: the visitor is remote, though the proxy is loopback', async () => {
      for (const forwarded of ['203.0.113.7', '127.0.0.1, 203.0.113.7', '2001:db8::7']) {
        const { body, text } = await app.http.get('/api/metrics').set('X-Forwarded-For', forwarded).expect(403);
        expect(body.statusCode).toBe(403);
        expect(text).not.toContain('# TYPE');
      }
    });

    it('answers the bearer of the token through the proxy, and loopback itself', async () => {
      await app.http
        .get('/api/metrics')
        .set('X-Forwarded-For', '203.0.113.7')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(200);
      await app.http.get('/api/metrics').set('X-Forwarded-For', '127.0.0.1').expect(200);
      await app.http.get('/api/metrics').expect(200);
    });
  });

  it('never lets a call of the server render in by its address, loopback as it is', () => {
    const allows = metricsAccess({ METRICS_TOKEN: undefined, metricsAllow: ['loopback'] });
    const fromLoopback = { addresses: ['127.0.0.1'], authorization: undefined };
    expect(allows({ ...fromLoopback, renderCall: false })).toBe(true);
    expect(allows({ ...fromLoopback, renderCall: true })).toBe(false);
  });

  describe('from elsewhere', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => app.close());

    it('answers 403 in the error shape without the token, or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`]) {
        const request = app.http.get('/api/metrics');
        if (authorization) request.set('Authorization', authorization);
        const { body } = await request.expect(403);
        expect(body).toEqual({
          statusCode: 403,
          message: 'The metrics are for the operator: send the metrics token, or ask from an allowed address.',
        });
      }
    });

    it('answers the bearer of the token', async () => {
      const { text } = await app.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(text).toContain('process_resident_memory_bytes ');
    });
  });
});
