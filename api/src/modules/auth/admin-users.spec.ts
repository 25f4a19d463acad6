import { HttpException } from '@nestjs/common';
import request from 'supertest';
import { browser, Browser, PASSWORD, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { csvRows } from '../../../test/csv-rows';
import { createTestApp, TestApp } from '../../../test/test-app';
import { AdminUsersService } from './admin-users.service';
import { UserEntity } from './entities/user.entity';
import { withBotCheck } from '../../../test/bot-check';

describe('admin: users', () => {
  let app: TestApp;
  let admin: Browser;
  let adminId: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'staff@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' } });
    admin = await signInStaff(app, 'staff@example.com', 'Sam');
    adminId = (await admin.get('/api/auth/user').expect(200)).body.id;
    await signUpVerified(app, 'zoe@example.com', 'Zoe');
    await signUpVerified(app, 'bob@example.com', 'Bob');
    await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'pending@example.com',
          password: PASSWORD,
          firstName: 'Pat',
          lastName: 'Ng',
        }),
      )
      .expect(201);
    // An older account, outside "this week".
    await app.dataSource
      .getRepository(UserEntity)
      .update({ email: 'bob@example.com' }, { createdAt: new Date(Date.now() - 30 * 24 * 3_600_000) });
  });
  afterAll(() => app.close());

  const emails = (body: { items: { email: string }[] }) => body.items.map((user) => user.email);

  it('counts accounts and this week’s sign-ups for the dashboard', async () => {
    expect((await admin.get('/api/admin/users/stats').expect(200)).body).toEqual({ users: 4, newThisWeek: 3 });
  });

  it('paginates and sorts on the server', async () => {
    const { body } = await admin.get('/api/admin/users?sortBy=email&sortOrder=asc&pageSize=2').expect(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(emails(body)).toEqual(['bob@example.com', 'pending@example.com']);
    const second = await admin.get('/api/admin/users?sortBy=email&sortOrder=asc&pageSize=2&page=2').expect(200);
    expect(emails(second.body)).toEqual(['staff@example.com', 'zoe@example.com']);
    const newest = await admin.get('/api/admin/users').expect(200);
    expect(emails(newest.body).at(-1)).toBe('bob@example.com');
  });

  it('searches by e-mail or name and filters by role, verification and suspension', async () => {
    expect(emails((await admin.get('/api/admin/users?search=ZOE').expect(200)).body)).toEqual(['zoe@example.com']);
    expect(emails((await admin.get('/api/admin/users?search=pat%20ng').expect(200)).body)).toEqual([
      'pending@example.com',
    ]);
    expect(emails((await admin.get('/api/admin/users?search=%25').expect(200)).body)).toEqual([]);
    expect(emails((await admin.get('/api/admin/users?role=admin').expect(200)).body)).toEqual(['staff@example.com']);
    expect(emails((await admin.get('/api/admin/users?emailVerified=false').expect(200)).body)).toEqual([
      'pending@example.com',
    ]);
    const bad = await admin.get('/api/admin/users?role=owner&sortBy=password').expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['role', 'sortBy']);
  });

  it('suspends after which the account is out, reinstates, and never suspends oneself', async () => {
    const zoe = browser(app);
    await zoe.post('/api/auth/email-login').send({ email: 'zoe@example.com', password: PASSWORD }).expect(200);
    const zoeId = (await zoe.get('/api/auth/user').expect(200)).body.id;

    const before = Date.now();
    const suspended = await admin.post(`/api/admin/users/${zoeId}/suspend`).expect(200);
    expect(suspended.body).toMatchObject({
      email: 'zoe@example.com',
      isSuspended: true,
      suspendedBy: { id: adminId, email: 'staff@example.com', firstName: 'Sam', lastName: 'Lopez' },
    });
    expect(Date.parse(suspended.body.suspendedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Her session ended, and says why (the web tells her the account is suspended); public pages see a visitor.
    expect((await zoe.get('/api/auth/user').expect(403)).body).toEqual({
      statusCode: 403,
      message: 'This account is suspended. Please contact support.',
      code: 'ACCOUNT_SUSPENDED',
    });
    await zoe.get('/api/auth/providers').expect(200);
    const listed = await admin.get('/api/admin/users?isSuspended=true').expect(200);
    expect(emails(listed.body)).toEqual(['zoe@example.com']);
    expect(listed.body.items[0]).toMatchObject({ suspendedBy: { email: 'staff@example.com' } });
    // Suspending again changes nothing: who and when stay those of the suspension.
    const again = await admin.post(`/api/admin/users/${zoeId}/suspend`).expect(200);
    expect(again.body.suspendedAt).toBe(suspended.body.suspendedAt);

    const reinstated = await admin.post(`/api/admin/users/${zoeId}/reinstate`).expect(200);
    expect(reinstated.body).toMatchObject({ isSuspended: false, suspendedAt: null, suspendedBy: null });
    // The ended session stays ended (plain signed out now), and signing in works again.
    await zoe.get('/api/auth/user').expect(401);
    await zoe.post('/api/auth/email-login').send({ email: 'zoe@example.com', password: PASSWORD }).expect(200);

    await admin
      .post(`/api/admin/users/${adminId}/suspend`)
      .expect(400, { statusCode: 400, message: 'You cannot suspend your own account' });
    await admin.post('/api/admin/users/4f3c1a52-7d1e-4d8e-9a51-0c4f0b6b2f10/suspend').expect(404);
    await admin.post('/api/admin/users/not-a-uuid/suspend').expect(400);
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await admin
      .get('/api/admin/users/export?emailVerified=true&sortBy=email&sortOrder=asc')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const rows = csvRows(response.text);
    expect(rows[0].join(',')).toBe(
      'Email,First name,Last name,Role,Verified,Suspended,Suspended at (America/New_York),Suspended by,Phone,Country,Signed up (America/New_York)',
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(['bob@example.com', 'staff@example.com', 'zoe@example.com']);
    expect(rows[2]).toEqual([
      'staff@example.com',
      'Sam',
      'Lopez',
      'admin',
      'yes',
      'no',
      '',
      '',
      '',
      '',
      expect.stringMatching(/^\d{4}-/),
    ]);
  });

  it('neutralises spreadsheet formulas in exported cells', async () => {
    await app.dataSource
      .getRepository(UserEntity)
      .update({ email: 'bob@example.com' }, { firstName: '=HYPERLINK("x")' });
    const response = await admin.get('/api/admin/users/export?search=bob').expect(200);
    expect(response.text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('the last active staff account (issue 43, point 5)', () => {
  let app: TestApp;
  let ann: Browser;
  let ben: Browser;
  let annId: string;
  let benId: string;
  const activeStaff = () => app.dataSource.getRepository(UserEntity).countBy({ role: 'admin', isSuspended: false });
  const reinstateBoth = () =>
    app.dataSource.getRepository(UserEntity).update({ role: 'admin' }, { isSuspended: false });

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'ann@example.com, ben@example.com' } });
    ann = await signInStaff(app, 'ann@example.com', 'Ann');
    ben = await signInStaff(app, 'ben@example.com', 'Ben');
    annId = (await ann.get('/api/auth/user').expect(200)).body.id;
    benId = (await ben.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(() => app.close());

  it('refuses, in the database, the second of two staff suspending each other at the same moment', async () => {
    const service = app.app.get(AdminUsersService);
    const outcomes = await Promise.allSettled([
      service.setSuspended(benId, true, annId),
      service.setSuspended(annId, true, benId),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected')!.reason as HttpException;
    expect(refusal.getStatus()).toBe(409);
    expect(refusal.getResponse()).toEqual({
      message:
        'This is the last active staff account: it cannot be suspended, or nobody could run the back office. Reinstate or add another staff account first.',
      code: 'LAST_ACTIVE_ADMIN',
    });
    expect(await activeStaff()).toBe(1);
  });

  it('answers the refusal over HTTP in the one error shape, and never leaves the back office without staff', async () => {
    await reinstateBoth();
    ann = await signInStaff(app, 'ann@example.com');
    ben = await signInStaff(app, 'ben@example.com');
    const [annSuspendsBen, benSuspendsAnn] = await Promise.all([
      ann.post(`/api/admin/users/${benId}/suspend`),
      ben.post(`/api/admin/users/${annId}/suspend`),
    ]);
    const statuses = [annSuspendsBen.status, benSuspendsAnn.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The other is refused: 409 when it got past the access check first, else its session has ended (403).
    const refused = [annSuspendsBen, benSuspendsAnn].find((response) => response.status !== 200)!;
    expect(refused.body).toEqual(
      refused.status === 409
        ? { statusCode: 409, message: expect.stringContaining('last active staff account'), code: 'LAST_ACTIVE_ADMIN' }
        : { statusCode: 403, message: expect.any(String), code: 'ACCOUNT_SUSPENDED' },
    );
    expect(await activeStaff()).toBe(1);
  });
});

describe('a change to ADMIN_EMAILS (issue 23, point 4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'chief@example.com, deputy@example.com' } });
  });
  afterAll(() => app.close());

  it('takes effect on live sessions at once, both ways', async () => {
    const chief = await signInStaff(app, 'chief@example.com');
    await chief.get('/api/admin/users').expect(200);
    const stored = () => app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'chief@example.com' });

    // The deployment's list loses the address (as a restart with the new secret would).
    app.config.ADMIN_EMAILS = 'deputy@example.com';
    await chief.get('/api/admin/users').expect(403);
    expect((await chief.get('/api/auth/user').expect(200)).body.role).toBe('customer');
    expect((await stored()).role).toBe('customer');

    app.config.ADMIN_EMAILS = 'deputy@example.com, Chief@Example.com';
    await chief.get('/api/admin/users').expect(200);
    expect((await chief.get('/api/auth/user').expect(200)).body.role).toBe('admin');
    expect((await stored()).role).toBe('admin');
  });
});
