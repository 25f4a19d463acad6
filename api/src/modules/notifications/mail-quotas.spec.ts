import { createTestApp, TestApp } from '../../../test/test-app';
import { MAIL_QUOTA_WINDOW_HOURS, MailQuotas } from './mail-quotas';

describe('mail quotas', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('forgets the recipients whose window has ended and keeps counting those whose window runs', async () => {
    await app.dataSource.query(
      `INSERT INTO mail_quotas (purpose, recipient, window_started_at, used) VALUES
         ('lead-acknowledgement', 'ended@example.com', now() - interval '${MAIL_QUOTA_WINDOW_HOURS} hours 1 minute', 3),
         ('lead-acknowledgement', 'running@example.com', now() - interval '1 hour', 3)`,
    );
    const quotas = app.app.get(MailQuotas);
    expect(await quotas.pruneExpired()).toBe(1);
    expect(await app.dataSource.query(`SELECT recipient, used FROM mail_quotas ORDER BY recipient`)).toEqual([
      { recipient: 'running@example.com', used: 3 },
    ]);

    // The running window is still spent; the forgotten address starts a new one.
    const take = (recipient: string) =>
      app.dataSource.transaction((manager) => quotas.take(manager, 'lead-acknowledgement', recipient, 3));
    expect(await take('running@example.com')).toBe(false);
    expect(await take('ended@example.com')).toBe(true);
  });
});
