import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { browser, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ContentCache } from '../../modules/content/cache/content-cache';
import { ContentSeeder } from '../../modules/content/content.seeder';

/** Counts what reaches the database: TypeORM's query runners and the session store's direct pool queries. */
function databaseCalls(app: TestApp): { count: () => number; restore: () => void } {
  const dataSource = app.app.get(DataSource);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const spies = [jest.spyOn(dataSource, 'createQueryRunner'), jest.spyOn(pool, 'query'), jest.spyOn(pool, 'connect')];
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** Headers that differ between any two answers (the moment, the connection) or are about the body's length. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const lasting = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('cached public reads (the hot path)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await app.app.get(ContentSeeder).seed();
  });
  afterAll(() => app.close());

  it('answer a repeated read from memory, without the database or the session store', async () => {
    const first = await app.http.get('/api/services?page=1&pageSize=20').expect(200);
    const calls = databaseCalls(app);
    try {
      const again = await app.http.get('/api/services?page=1&pageSize=20').expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['cache-control']).toBe('public, no-cache');
      // A signed-in visitor reading public content costs the same.
      await app.http
        .get('/api/services?page=1&pageSize=20')
        .set('Cookie', 'inspivision.sid=s%3Aanything.signature')
        .expect(200);
      expect(calls.count()).toBe(0);
    } finally {
      calls.restore();
    }
  });

  it('answer a revisit whose copy is current with a bodiless 304, and a HEAD with the headers alone', async () => {
    const { headers } = await app.http.get('/api/portfolio').expect(200);
    const revisit = await app.http.get('/api/portfolio').set('If-None-Match', headers.etag).expect(304);
    expect(revisit.text).toBe('');
    const head = await app.http.head('/api/portfolio').expect(200);
    expect(head.headers.etag).toBe(headers.etag);
    expect(head.text).toBeUndefined();
  });

  it('show an edit at once: the next read comes from the database again', async () => {
    await app.http.get('/api/testimonials').expect(200);
    await app.app.get(ContentCache).invalidate();
    const calls = databaseCalls(app);
    try {
      await app.http.get('/api/testimonials').expect(200);
      expect(calls.count()).toBeGreaterThan(0);
    } finally {
      calls.restore();
    }
  });

  it('never serve what is not public content from memory: a signed-in read still checks the session', async () => {
    const client = await signUpVerified(app, 'hot-path@example.com');
    await client.get('/api/auth/profile').expect(200);
    await client.get('/api/auth/profile').expect(200);
    await browser(app).get('/api/auth/profile').expect(401);
  });

  it('refuse a read the API refuses, every time (only accepted answers are kept)', async () => {
    await app.http.get('/api/services?pageSize=100000').expect(400);
    await app.http.get('/api/services?pageSize=100000').expect(400);
  });

  it('carry exactly the headers the whole pipeline sends (security headers included)', async () => {
    const first = await app.http.get('/api/portfolio?page=1').expect(200);
    const again = await app.http.get('/api/portfolio?page=1').expect(200);
    expect(lasting(again.headers)).toEqual(lasting(first.headers));
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('send browsers a compressed copy made once, of the same JSON', async () => {
    const url = '/api/services?page=1&pageSize=12';
    const plain = await app.http.get(url).expect(200);
    for (const coding of ['br', 'gzip']) {
      const first = await app.http.get(url).set('Accept-Encoding', coding).expect(200);
      expect(first.headers['content-encoding']).toBe(coding);
      // The copy is made in the background after the first request that asks for it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const calls = databaseCalls(app);
      try {
        const again = await app.http.get(url).set('Accept-Encoding', `${coding}, identity`).expect(200);
        expect(again.headers['content-encoding']).toBe(coding);
        expect(again.body).toEqual(plain.body);
        expect(lasting(again.headers)).toEqual(lasting(first.headers));
        expect(calls.count()).toBe(0);
      } finally {
        calls.restore();
      }
    }
  });
});
