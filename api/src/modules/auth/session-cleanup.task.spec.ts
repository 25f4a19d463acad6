import { createTestApp, TestApp } from '../../../test/test-app';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { SessionCleanupTask } from './session-cleanup.task';

describe('scheduled work', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('deletes expired sessions and keeps live ones', async () => {
    await app.dataSource.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES
         ('old', '{}', now() - interval '1 minute'), ('live', '{}', now() + interval '1 day')`,
    );
    expect(await app.app.get(SessionCleanupTask).run()).toBe(1);
    const rows = await app.dataSource.query(`SELECT sid FROM sessions`);
    expect(rows).toEqual([{ sid: 'live' }]);
  });

  // PGlite serves every connection from one backend, so only PostgreSQL can show two sessions competing.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('runs a tick once when several replicas reach it together', async () => {
    let runs = 0;
    const tick = () =>
      withAdvisoryLock(app.dataSource, 'cron:test', { wait: false }, async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return 'ran';
      });
    const results = await Promise.all([tick(), tick(), tick()]);
    expect(runs).toBe(1);
    expect(results.filter((result) => result === 'ran')).toHaveLength(1);
    // Released afterwards: the next tick runs.
    expect(await tick()).toBe('ran');
  });
});
