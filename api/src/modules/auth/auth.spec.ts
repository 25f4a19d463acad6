import request from 'supertest';
import {
  BROWSER_HEADERS,
  browser,
  PASSWORD,
  signInStaff,
  signUpVerified,
  waitForCode,
  waitForMail,
} from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './auth.constants';
import { AccountVerified } from './auth.events';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { VerificationCodeEntity } from './entities/verification-code.entity';
import { OutboxMessageEntity } from '../notifications/outbox/outbox-message.entity';
import { withBotCheck } from '../../../test/bot-check';
import { DomainEventEntity } from '../../infrastructure/events/domain-event.entity';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

const sessionCookie = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe('accounts and sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: 'Boss@Example.com, ops@example.com, boss2@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
  });
  afterAll(() => app.close());

  it('signs up, e-mails a branded code, verifies and signs in', async () => {
    const client = browser(app);
    const signup = await client
      .post('/api/auth/signup')
      .send(
        await withBotCheck(client, {
          email: ' Ana.Signup@Example.com ',
          password: PASSWORD,
          firstName: 'Ana',
          lastName: 'Lopez',
        }),
      )
      .expect(201);
    expect(signup.body.message).toMatch(/Check your email/);
    const mail = await waitForMail(app, 'ana.signup@example.com');
    expect(mail).toMatch(/^Subject: \d{6} is your Inspivision verification code$/m);
    expect(mail).toContain('expires in 10 minutes');
    await client.get('/api/auth/user').expect(401, { statusCode: 401, message: 'Unauthorized' });

    const code = await waitForCode(app, 'ana.signup@example.com');
    const verified = await client
      .post('/api/auth/verify-email')
      .send({ email: 'ana.signup@example.com', code, password: PASSWORD })
      .expect(200);
    expect(verified.body).toMatchObject({
      email: 'ana.signup@example.com',
      emailVerified: true,
      role: 'customer',
      firstSignIn: true,
    });
    const { body: me } = await client.get('/api/auth/user').expect(200);
    // The whole session is the new account's first: the portal greets her as new, not "back".
    expect(me).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', emailVerified: true, firstSignIn: true });
    const returning = await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'ana.signup@example.com', password: PASSWORD })
      .expect(200);
    expect(returning.body.firstSignIn).toBe(false);
    expect(me).not.toHaveProperty('password');
    // The address is proven: one AccountVerified for the account, by its code.
    const verifications = await app.dataSource.getRepository(DomainEventEntity).findBy({ name: AccountVerified.name });
    expect(
      verifications.map((event) => event.payload).filter((payload) => 'userId' in payload && payload.userId === me.id),
    ).toEqual([{ userId: me.id, method: 'email_code' }]);

    const stored = await app.dataSource
      .getRepository(VerificationCodeEntity)
      .findBy({ email: 'ana.signup@example.com' });
    expect(stored.map((row) => row.codeHash)).not.toContain(code);
  });

  it('refuses weak passwords and names each missing field', async () => {
    const { body } = await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'weak@example.com',
          password: 'password1',
          firstName: '',
          lastName: 'X',
        }),
      )
      .expect(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'This password is too common. Please choose one that is harder to guess' },
        { field: 'firstName', message: 'First name is required' },
      ]),
    );
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: 'weak@example.com' })).toBe(0);
  });

  it('keeps an unverified account out with the answer of a wrong password, so a sign-up then a sign-in tells nothing', async () => {
    const strangersPassword = 'stranger-chosen-lantern';
    const signUp = async (email: string) =>
      request(app.app.getHttpServer())
        .post('/api/auth/signup')
        .send(await withBotCheck(app.http, { email, password: strangersPassword, firstName: 'Uma', lastName: 'V' }))
        .expect(201);
    const signIn = (email: string) =>
      request(app.app.getHttpServer()).post('/api/auth/email-login').send({ email, password: strangersPassword });
    // A stranger signs up with an address that has an account and one that has none, then tries the
    // password they chose on each: the two answers are the same.
    await signUpVerified(app, 'registered@example.com', 'Rae');
    await signUp('registered@example.com');
    await signUp('unverified@example.com');
    const registered = await signIn('registered@example.com');
    const pending = await signIn('unverified@example.com');
    expect(registered.status).toBe(401);
    expect(pending.status).toBe(401);
    expect(pending.body).toEqual(registered.body);
    expect(pending.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(await app.dataSource.getRepository(UserEntity).findOneBy({ email: 'unverified@example.com' })).toMatchObject(
      { password: null, emailVerified: false },
    );

    await request(app.app.getHttpServer())
      .post('/api/auth/resend-verification')
      .send({ email: 'unverified@example.com' })
      .expect(200);
    const first = await waitForCode(app, 'unverified@example.com', 1);
    const second = await waitForCode(app, 'unverified@example.com', 2);
    // The resent code replaces the first one.
    if (first !== second) {
      await request(app.app.getHttpServer())
        .post('/api/auth/verify-email')
        .send({ email: 'unverified@example.com', code: first, password: PASSWORD })
        .expect(400, { statusCode: 400, message: 'Invalid or expired code' });
    }
    await request(app.app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ email: 'unverified@example.com', code: second, password: PASSWORD })
      .expect(200);
  });

  it('refuses a sign-in whose address or password breaks the rules with a 400 naming the field, before any lookup', async () => {
    const huge = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: `${'y'.repeat(5000)}@example.com`, password: 'not-the-password' })
      .expect(400);
    expect(new Set(huge.body.errors.map((error: { field: string }) => error.field))).toEqual(new Set(['email']));
    const notAnAddress = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'y'.repeat(5000), password: 'x'.repeat(5000) })
      .expect(400);
    expect(new Set(notAnAddress.body.errors.map((error: { field: string }) => error.field))).toEqual(
      new Set(['email', 'password']),
    );
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    await signUpVerified(app, 'known@example.com');
    const wrong = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'known@example.com', password: 'not-the-password' })
      .expect(401);
    const unknown = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'nobody@example.com', password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);

    const forgotKnown = await request(app.app.getHttpServer())
      .post('/api/auth/request-password-reset')
      .send({ email: 'known@example.com' })
      .expect(200);
    const forgotUnknown = await request(app.app.getHttpServer())
      .post('/api/auth/request-password-reset')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(forgotUnknown.body).toEqual(forgotKnown.body);
  });

  it('kills a code after five wrong tries, even when the sixth is right', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'guesser@example.com',
          password: PASSWORD,
          firstName: 'G',
          lastName: 'H',
        }),
      )
      .expect(201);
    const code = await waitForCode(app, 'guesser@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await request(app.app.getHttpServer())
        .post('/api/auth/verify-email')
        .send({ email: 'guesser@example.com', code: wrong, password: PASSWORD })
        .expect(400);
    }
    await request(app.app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ email: 'guesser@example.com', code, password: PASSWORD })
      .expect(400, { statusCode: 400, message: 'Invalid or expired code' });
  });

  it('never lets a code of one kind work for the other, and never twice', async () => {
    await signUpVerified(app, 'kinds@example.com');
    await request(app.app.getHttpServer())
      .post('/api/auth/request-password-reset')
      .send({ email: 'kinds@example.com' })
      .expect(200);
    const resetCode = await waitForCode(app, 'kinds@example.com', 2);
    await request(app.app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ email: 'kinds@example.com', code: resetCode, password: PASSWORD })
      .expect(400);
    await request(app.app.getHttpServer())
      .post('/api/auth/reset-password')
      .send({ email: 'kinds@example.com', code: resetCode, newPassword: 'green-meadow-compass' })
      .expect(200);
    await request(app.app.getHttpServer())
      .post('/api/auth/reset-password')
      .send({ email: 'kinds@example.com', code: resetCode, newPassword: 'another-river-stone' })
      .expect(400);
    await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'kinds@example.com', password: 'green-meadow-compass' })
      .expect(200);
  });

  it('refuses an expired code', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, { email: 'late@example.com', password: PASSWORD, firstName: 'L', lastName: 'T' }),
      )
      .expect(201);
    const code = await waitForCode(app, 'late@example.com');
    await app.dataSource
      .getRepository(VerificationCodeEntity)
      .update({ email: 'late@example.com' }, { expiresAt: new Date(Date.now() - 1000) });
    await request(app.app.getHttpServer())
      .post('/api/auth/verify-email')
      .send({ email: 'late@example.com', code, password: PASSWORD })
      .expect(400);
  });

  it('issues a new session id at login, and a logged-out cookie gets 401', async () => {
    await signUpVerified(app, 'cookie@example.com');
    const server = app.app.getHttpServer();
    const first = await request(server)
      .post('/api/auth/email-login')
      .send({ email: 'cookie@example.com', password: PASSWORD })
      .expect(200);
    const firstCookie = sessionCookie(first)!;
    const second = await request(server)
      .post('/api/auth/email-login')
      .set('Cookie', firstCookie)
      .set(BROWSER_HEADERS)
      .send({ email: 'cookie@example.com', password: PASSWORD })
      .expect(200);
    const secondCookie = sessionCookie(second)!;
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toEqual(firstCookie);
    // The pre-login session id is worthless now.
    await request(server).get('/api/auth/user').set('Cookie', firstCookie).expect(401);

    await request(server).get('/api/auth/user').set('Cookie', secondCookie).expect(200);
    await request(server).post('/api/logout').set('Cookie', secondCookie).set(BROWSER_HEADERS).expect(204);
    await request(server).get('/api/auth/user').set('Cookie', secondCookie).expect(401);
  });

  it('marks the cookie httpOnly and SameSite=Lax, and not Secure over plain HTTP', async () => {
    await signUpVerified(app, 'flags@example.com');
    const response = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'flags@example.com', password: PASSWORD })
      .expect(200);
    const raw = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/);
  });

  it('sets a script-readable signed-in hint at login, carrying nothing, and clears it at logout', async () => {
    await signUpVerified(app, 'hint@example.com');
    const server = app.app.getHttpServer();
    const login = await request(server)
      .post('/api/auth/email-login')
      .send({ email: 'hint@example.com', password: PASSWORD })
      .expect(200);
    const hint = ([] as string[]).concat(login.headers['set-cookie']).find((c) => c.startsWith(SIGNED_IN_HINT_COOKIE))!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE.replace('.', '\\.')}=1;`));
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/SameSite=Lax/);

    const logout = await request(server)
      .post('/api/logout')
      .set('Cookie', sessionCookie(login)!)
      .set(BROWSER_HEADERS)
      .expect(204);
    const cleared = ([] as string[])
      .concat(logout.headers['set-cookie'])
      .find((c) => c.startsWith(SIGNED_IN_HINT_COOKIE));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('ends a session after the idle timeout, and after the absolute timeout however active', async () => {
    const idle = await signUpVerified(app, 'idle@example.com');
    const busy = await signUpVerified(app, 'busy@example.com');
    const sessions = app.dataSource.getRepository(SessionEntity);
    await sessions
      .createQueryBuilder()
      .update()
      .set({ expire: new Date(Date.now() - 1000) })
      .where(`sess->>'userId' = (SELECT id::text FROM users WHERE email = 'idle@example.com')`)
      .execute();
    await idle.get('/api/auth/user').expect(401);

    await busy.get('/api/auth/user').expect(200);
    const eightDaysAgo = Date.now() - 8 * 24 * 3_600_000;
    await app.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($1::bigint))::json
       WHERE sess->>'userId' = (SELECT id::text FROM users WHERE email = 'busy@example.com')`,
      [eightDaysAgo],
    );
    await busy.get('/api/auth/user').expect(401);
  });

  it('writes no session row for anonymous visitors', async () => {
    const sessions = app.dataSource.getRepository(SessionEntity);
    const before = await sessions.count();
    const anonymous = request(app.app.getHttpServer());
    await anonymous.get('/api/services').expect(200);
    await anonymous.get('/api/auth/user').expect(401);
    await anonymous.post('/api/auth/request-password-reset').send({ email: 'x@example.com' }).expect(200);
    expect(await sessions.count()).toBe(before);
  });

  it('ends every other session of the account on a password reset', async () => {
    const laptop = await signUpVerified(app, 'reset@example.com');
    await laptop.get('/api/auth/user').expect(200);
    await request(app.app.getHttpServer())
      .post('/api/auth/request-password-reset')
      .send({ email: 'reset@example.com' })
      .expect(200);
    const code = await waitForCode(app, 'reset@example.com', 2);
    await request(app.app.getHttpServer())
      .post('/api/auth/reset-password')
      .send({ email: 'reset@example.com', code, newPassword: 'green-meadow-compass' })
      .expect(200);
    await laptop.get('/api/auth/user').expect(401);
  });

  it('stops a suspended account at once and keeps it out', async () => {
    const client = await signUpVerified(app, 'suspended@example.com');
    await app.dataSource.getRepository(UserEntity).update({ email: 'suspended@example.com' }, { isSuspended: true });
    // Signed out, and told why, as long as the account stays suspended.
    expect((await client.get('/api/auth/user').expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await client.get('/api/auth/user').expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
    const { body } = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'suspended@example.com', password: PASSWORD })
      .expect(403);
    expect(body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('makes ADMIN_EMAILS addresses admins, case-insensitively, at sign-up, at every login and on every request', async () => {
    const boss = await signInStaff(app, 'boss@example.com');
    expect((await boss.get('/api/auth/user').expect(200)).body.role).toBe('admin');
    expect((await boss.get('/api/debug/admin-check').expect(200)).body).toMatchObject({
      email: 'boss@example.com',
      role: 'admin',
      inAdminEmails: true,
    });

    const customer = await signUpVerified(app, 'promoted@example.com');
    await customer.get('/api/debug/admin-check').expect(403);

    // A role granted by hand is taken back on the next request when the address is not in the list.
    await app.dataSource.getRepository(UserEntity).update({ email: 'promoted@example.com' }, { role: 'admin' });
    await customer.get('/api/admin/users').expect(403);
    expect((await customer.get('/api/auth/user').expect(200)).body.role).toBe('customer');
    await app.dataSource.getRepository(UserEntity).update({ email: 'promoted@example.com' }, { role: 'admin' });
    const again = await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'promoted@example.com', password: PASSWORD })
      .expect(200);
    expect(again.body.role).toBe('customer');
  });

  it('lets an ADMIN_EMAILS address set its first password with an e-mailed code, and nobody else', async () => {
    const server = app.app.getHttpServer();
    const staff = await request(server).post('/api/auth/admin-setup').send({ email: 'OPS@example.com' }).expect(200);
    const outsider = await request(server).post('/api/auth/admin-setup').send({ email: 'eve@example.com' }).expect(200);
    expect(outsider.body).toEqual(staff.body);
    expect(await waitForMail(app, 'ops@example.com')).toMatch(/admin set-up code/);
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: 'eve@example.com' })).toBe(0);

    const code = await waitForCode(app, 'ops@example.com');
    await request(server)
      .post('/api/auth/reset-password')
      .send({ email: 'ops@example.com', code, newPassword: 'green-meadow-compass' })
      .expect(200);
    const signedIn = await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'ops@example.com', password: 'green-meadow-compass' })
      .expect(200);
    expect(signedIn.body).toMatchObject({ role: 'admin', emailVerified: true });

    // Once a password is set, the set-up form sends nothing more.
    await request(server).post('/api/auth/admin-setup').send({ email: 'ops@example.com' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.mails()).filter((mail) => /^To: ops@example\.com$/m.test(mail))).toHaveLength(1);
  });

  it('keeps no usable code in the outbox, shows staff none and never resends one', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'secret@example.com',
          password: PASSWORD,
          firstName: 'Sid',
          lastName: 'C',
        }),
      )
      .expect(201);
    const code = await waitForCode(app, 'secret@example.com');
    const outbox = app.dataSource.getRepository(OutboxMessageEntity);
    for (
      let i = 0;
      i < 100 && (await outbox.findOneByOrFail({ recipient: 'secret@example.com' })).status !== 'sent';
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const message = await outbox.findOneByOrFail({ recipient: 'secret@example.com' });
    expect(message).toMatchObject({ status: 'sent', containsSecret: true });
    expect(JSON.stringify(message.payload)).not.toContain(code);

    const staff = await signInStaff(app, 'boss2@example.com');
    const { body } = await staff.get('/api/admin/outbox-messages?search=secret%40example.com').expect(200);
    expect(body.items.map((item: { subject: string }) => item.subject)).toEqual(['(one-time code hidden)']);
    const resend = await staff.post(`/api/admin/outbox-messages/${message.id}/resend`).expect(409);
    expect(resend.body.message).toMatch(/one-time code/);
  });

  it('tells an existing verified account about a repeated sign-up, without changing it', async () => {
    await signUpVerified(app, 'twice@example.com');
    const response = await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'twice@example.com',
          password: 'some-other-password',
          firstName: 'Eve',
          lastName: 'X',
        }),
      )
      .expect(201);
    expect(response.body.message).toMatch(/Check your email/);
    expect(await waitForMail(app, 'twice@example.com', 2)).toMatch(
      /^Subject: You already have an Inspivision account$/m,
    );
    await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'twice@example.com', password: PASSWORD })
      .expect(200);
  });

  describe('a second sign-up of an unverified address (issue 23, point 1)', () => {
    const OWNER_PASSWORD = 'owner-quiet-harbor-7';
    const ATTACKER_PASSWORD = 'attacker-loud-dock-9';
    const signUp = async (email: string, password: string) =>
      request(app.app.getHttpServer())
        .post('/api/auth/signup')
        .send(await withBotCheck(app.http, { email, password, firstName: 'X', lastName: 'Y' }))
        .expect(201);
    const login = (email: string, password: string) =>
      browser(app).post('/api/auth/email-login').send({ email, password });

    it.each([
      ['the owner signs up first, the attacker second', ['owner', 'attacker']],
      ['the attacker signs up first, the owner second', ['attacker', 'owner']],
    ])('never hands the account to the attacker: %s', async (_order, order) => {
      const email = `takeover-${order[0]}-first@example.com`;
      for (const who of order) await signUp(email, who === 'owner' ? OWNER_PASSWORD : ATTACKER_PASSWORD);
      // The owner reads the newest code in their mailbox and sends it with their own password.
      const code = await waitForCode(app, email, 2);
      const owner = browser(app);
      await owner.post('/api/auth/verify-email').send({ email, code, password: OWNER_PASSWORD }).expect(200);
      await owner.get('/api/auth/user').expect(200);

      expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
      expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    });

    it('keeps the first names, so a stranger cannot choose what the code e-mail calls the owner', async () => {
      const email = 'names-stand@example.com';
      await request(app.app.getHttpServer())
        .post('/api/auth/signup')
        .send(await withBotCheck(app.http, { email, password: OWNER_PASSWORD, firstName: 'Olivia', lastName: 'Owner' }))
        .expect(201);
      await request(app.app.getHttpServer())
        .post('/api/auth/signup')
        .send(
          await withBotCheck(app.http, { email, password: ATTACKER_PASSWORD, firstName: 'Click', lastName: 'Here' }),
        )
        .expect(201);
      const second = await waitForMail(app, email, 2);
      expect(second).toMatch(/^Hi Olivia,/m);
      expect(second).not.toMatch(/Click/);
      expect(await app.dataSource.getRepository(UserEntity).findOneBy({ email })).toMatchObject({
        firstName: 'Olivia',
        lastName: 'Owner',
      });
    });

    it('wants the password with the code, under the sign-up rules', async () => {
      await signUp('verify-rules@example.com', PASSWORD);
      const code = await waitForCode(app, 'verify-rules@example.com');
      const verify = (body: object) =>
        request(app.app.getHttpServer())
          .post('/api/auth/verify-email')
          .send({ email: 'verify-rules@example.com', code, ...body });
      const missing = await verify({}).expect(400);
      expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(['password']);
      const weak = await verify({ password: 'password1' }).expect(400);
      expect(weak.body.errors).toEqual([
        { field: 'password', message: 'This password is too common. Please choose one that is harder to guess' },
      ]);
      // Refused before the code was looked at: it still works.
      await verify({ password: PASSWORD }).expect(200);
    });
  });

  it('lets two sign-ups of one address race without a 500 or a second account', async () => {
    const attempt = async () =>
      request(app.app.getHttpServer())
        .post('/api/auth/signup')
        .send(
          await withBotCheck(app.http, {
            email: 'race@example.com',
            password: PASSWORD,
            firstName: 'R',
            lastName: 'C',
          }),
        );
    const responses = await Promise.all([attempt(), attempt(), attempt()]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: 'race@example.com' })).toBe(1);
    const live = await app.dataSource
      .getRepository(VerificationCodeEntity)
      .countBy({ email: 'race@example.com', used: false });
    expect(live).toBe(1);
  });

  it('updates the profile and changes the password, ending other sessions', async () => {
    const phone = await signUpVerified(app, 'profile@example.com');
    const laptop = browser(app);
    await laptop.post('/api/auth/email-login').send({ email: 'profile@example.com', password: PASSWORD }).expect(200);

    const { body } = await phone
      .patch('/api/auth/profile')
      .send({
        firstName: 'Ana María',
        phone: '+1 404 555 0134',
        country: 'United States',
        timezone: 'America/Chicago',
        smsOptIn: true,
      })
      .expect(200);
    expect(body).toMatchObject({
      firstName: 'Ana María',
      // Stored in E.164.
      phone: '+14045550134',
      timezone: 'America/Chicago',
      smsOptIn: true,
    });
    // A US number as people write it is accepted too, and stored in E.164.
    await phone
      .patch('/api/auth/profile')
      .send({ phone: '(404) 555-0135' })
      .expect(200, /"phone":"\+14045550135"/);
    const invalid = await phone
      .patch('/api/auth/profile')
      .send({ timezone: 'Mars/Olympus', phone: 'call me' })
      .expect(400);
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['phone', 'timezone']);

    await phone
      .post('/api/auth/change-password')
      .send({ currentPassword: 'wrong-password', newPassword: 'green-meadow-compass' })
      .expect(400, { statusCode: 400, message: 'Your current password is not correct' });
    await phone
      .post('/api/auth/change-password')
      .send({ currentPassword: PASSWORD, newPassword: 'green-meadow-compass' })
      .expect(200);
    await phone.get('/api/auth/user').expect(200);
    await laptop.get('/api/auth/user').expect(401);
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('marks the session cookie Secure', async () => {
    await signUpVerified(app, 'secure@example.com');
    const response = await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'secure@example.com', password: PASSWORD })
      .expect(200);
    expect(([] as string[]).concat(response.headers['set-cookie']).join()).toMatch(/; Secure/);
  });
});

describe('CSRF defence', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a state-changing request with the session cookie but without the site headers', async () => {
    const client = await signUpVerified(app, 'csrf@example.com');
    // Same cookie jar, but as a cross-site form would send it: no X-Requested-With.
    await client.patch('/api/auth/profile').set('X-Requested-With', '').send({ firstName: 'Mallory' }).expect(403);
    await client
      .patch('/api/auth/profile')
      .set('Origin', 'https://evil.example')
      .send({ firstName: 'Mallory' })
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
    expect((await client.get('/api/auth/user').expect(200)).body.firstName).toBe('Ana');
    await client.patch('/api/auth/profile').send({ firstName: 'Ana B' }).expect(200);
  });

  it('refuses a login CSRF: a form post (Origin: null or none) cannot sign the browser into another account', async () => {
    await signUpVerified(app, 'mallory@example.com');
    const form = { email: 'mallory@example.com', password: PASSWORD };
    for (const origin of ['null', undefined]) {
      const attempt = request(app.app.getHttpServer()).post('/api/auth/email-login').type('form');
      if (origin) attempt.set('Origin', origin);
      const response = await attempt.send(form);
      expect(response.status).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // A JSON body with Origin: null (a sandboxed frame's fetch) is refused too.
    await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set('Origin', 'null')
      .send(form)
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
    // Integrators without a browser send JSON and are served.
    await request(app.app.getHttpServer()).post('/api/auth/email-login').send(form).expect(200);
    // A body-less write must carry the header.
    await request(app.app.getHttpServer())
      .post('/api/logout')
      .expect(403, { statusCode: 403, message: 'Send a JSON body or the X-Requested-With header with this request' });
  });

  it('refuses a cross-site login attempt even without a cookie', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'csrf@example.com', password: PASSWORD })
      .expect(403);
  });
});

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '5', AUTH_RATE_LIMIT_PER_IP: '100' } });
  });
  afterAll(() => app.close());

  it('answers a burst of wrong passwords with 429 and a human message', async () => {
    await signUpVerified(app, 'burst@example.com');
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < 7; i++) {
      const response = await request(app.app.getHttpServer())
        .post('/api/auth/email-login')
        .send({ email: 'burst@example.com', password: `wrong-${i}` });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(limited!.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    // The right password is refused too while the account is locked out.
    await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'burst@example.com', password: PASSWORD })
      .expect(429);
    // Another account is not affected.
    await request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .send({ email: 'someone-else@example.com', password: 'x-y-z-w-v' })
      .expect(401);
  });
});

describe('code e-mails asked for by address alone (issue 23, point 5)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'setup@example.com' } });
  });
  afterAll(() => app.close());

  const ENDPOINTS = [
    ['/api/auth/resend-verification', 'pending@example.com'],
    ['/api/auth/request-password-reset', 'pending@example.com'],
    ['/api/auth/admin-setup', 'setup@example.com'],
  ] as const;
  const UNKNOWN = 'stranger@example.com';

  it('answers alike without reading the users table; the queued job mails the known address only', async () => {
    await request(app.app.getHttpServer())
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'pending@example.com',
          password: PASSWORD,
          firstName: 'Pat',
          lastName: 'Q',
        }),
      )
      .expect(201);
    await waitForMail(app, 'pending@example.com');

    // While the users table is locked (on the embedded database: while any transaction is open), a
    // request that looked an address up would wait; these answer at once.
    const lock = app.dataSource.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const answers: request.Response[][] = [];
    try {
      for (const [path, known] of ENDPOINTS) {
        answers.push(
          await Promise.all(
            [known, UNKNOWN].map((email) => request(app.app.getHttpServer()).post(path).send({ email }).timeout(3000)),
          ),
        );
      }
    } finally {
      await lock.rollbackTransaction();
      await lock.release();
    }
    for (const [known, unknown] of answers) {
      expect(known.status).toBe(200);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    }

    const pendingMails = [
      await waitForMail(app, 'pending@example.com', 2),
      await waitForMail(app, 'pending@example.com', 3),
    ];
    // The two jobs may run in either order.
    const subjects = pendingMails.map((mail) => /^Subject: .*$/m.exec(mail)![0]);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/password reset code$/),
        expect.stringMatching(/verification code$/),
      ]),
    );
    expect(await waitForMail(app, 'setup@example.com')).toMatch(/admin set-up code/);
    await app.queueIdle(QUEUES.accountMail);
    expect(await app.dataSource.getRepository(OutboxMessageEntity).countBy({ recipient: UNKNOWN })).toBe(0);
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: UNKNOWN })).toBe(0);
  });
});
