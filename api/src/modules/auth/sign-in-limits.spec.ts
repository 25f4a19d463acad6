import request from 'supertest';
import { browser, PASSWORD, signUpVerified, waitForCode, waitForMail } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { TRUSTED_DEVICE_COOKIE } from './auth.constants';
import { SignInFailureEntity } from './entities/sign-in-failure.entity';
import { SIGN_IN_FAILURE_MEMORY_HOURS, SignInFailures } from './sign-in-failures.service';

/**
 * Issue 23, point 3: wrong passwords from one client must not lock the owner out everywhere. Each client
 * address has its own limit per account (AUTH_RATE_LIMIT_PER_ACCOUNT); all clients together meet a far
 * higher ceiling (AUTH_SIGN_IN_CEILING) with exponential back-off, kept in the database and cleared by a
 * password reset. Behind TRUST_PROXY=1 the client address is the X-Forwarded-For one.
 */
const expectTooMany = (response: request.Response) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    statusCode: 429,
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('per account and client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => app.close());

  const signIn = (ip: string, email: string, password: string) =>
    request(app.app.getHttpServer()).post('/api/auth/email-login').set('X-Forwarded-For', ip).send({ email, password });

  it('refuses the client that guessed, and lets the owner in from another address', async () => {
    await signUpVerified(app, 'bob@example.com');
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 50; i++) {
      const response = await signIn('203.0.113.66', 'bob@example.com', `guess-${i}-wrong`);
      statuses.push(response.status);
      refused = response;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    expectTooMany(refused!);
    // The guesser is refused even with the right password; the owner, elsewhere, is not.
    expectTooMany(await signIn('203.0.113.66', 'bob@example.com', PASSWORD));
    expect((await signIn('198.51.100.7', 'bob@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('the ceiling across all client addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_SIGN_IN_CEILING: '3' } });
  });
  afterAll(() => app.close());

  let nextIp = 1;
  const signIn = (email: string, password: string) =>
    request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set('X-Forwarded-For', `192.0.2.${nextIp++}`)
      .send({ email, password });
  const failures = () => app.dataSource.getRepository(SignInFailureEntity).findOneBy({ email: 'carol@example.com' });
  /** As if the back-off's wait were over. */
  const waitIsOver = () =>
    app.dataSource
      .getRepository(SignInFailureEntity)
      .update({ email: 'carol@example.com' }, { nextAttemptAt: new Date(Date.now() - 1000) });

  it('backs off exponentially past it, one attempt per slot, until a password reset clears it', async () => {
    await signUpVerified(app, 'carol@example.com');
    for (let i = 0; i < 3; i++) expect((await signIn('carol@example.com', `wrong-${i}-guess`)).status).toBe(401);
    const backOff = async () => {
      const row = (await failures())!;
      return row.nextAttemptAt!.getTime() - row.lastFailureAt.getTime();
    };
    expect(await failures()).toMatchObject({ failures: 3 });
    expect(await backOff()).toBe(1000);

    // Past the ceiling, even the right password from a new address waits (1 s, then 2 s, 4 s...).
    const first = await signIn('carol@example.com', PASSWORD);
    expectTooMany(first);
    expect(first.headers['retry-after']).toBe('1');
    await waitIsOver();
    expect((await signIn('carol@example.com', 'wrong-3-guess')).status).toBe(401);
    expect(await backOff()).toBe(2000);
    const second = await signIn('carol@example.com', PASSWORD);
    expectTooMany(second);
    expect(second.headers['retry-after']).toBe('2');

    // Concurrent attempts from many addresses share one slot: one password is checked.
    await waitIsOver();
    const burst = await Promise.all([0, 1, 2, 3, 4].map((i) => signIn('carol@example.com', `burst-${i}-guess`)));
    expect(burst.map((response) => response.status).sort()).toEqual([401, 429, 429, 429, 429]);
    expect(await failures()).toMatchObject({ failures: 5 });

    // The owner proves the mailbox with a reset: the count is gone and the new password works at once.
    await request(app.app.getHttpServer())
      .post('/api/auth/request-password-reset')
      .send({ email: 'carol@example.com' })
      .expect(200);
    // Mail 2 told Carol that someone was guessing; mail 3 is the code.
    const code = await waitForCode(app, 'carol@example.com', 3);
    await request(app.app.getHttpServer())
      .post('/api/auth/reset-password')
      .send({ email: 'carol@example.com', code, newPassword: 'green-meadow-compass' })
      .expect(200);
    expect(await failures()).toBeNull();
    await browser(app)
      .post('/api/auth/email-login')
      .send({ email: 'carol@example.com', password: 'green-meadow-compass' })
      .expect(200);
  });

  it('forgets the failures of an address left alone for a day', async () => {
    const rows = app.dataSource.getRepository(SignInFailureEntity);
    const dayAgo = new Date(Date.now() - SIGN_IN_FAILURE_MEMORY_HOURS * 3_600_000 - 1000);
    await rows.insert([
      { email: 'stale@example.com', failures: 50, lastFailureAt: dayAgo, nextAttemptAt: null },
      { email: 'fresh@example.com', failures: 2, lastFailureAt: new Date(), nextAttemptAt: null },
    ]);
    // A stale count starts again from one; the hourly clean-up drops it.
    expect((await signIn('stale@example.com', 'wrong-0-guess')).status).toBe(401);
    expect(await rows.findOneBy({ email: 'stale@example.com' })).toMatchObject({ failures: 1 });
    await rows.update({ email: 'stale@example.com' }, { lastFailureAt: dayAgo });
    expect(await app.app.get(SignInFailures).forgetStale()).toBe(1);
    expect((await rows.find()).map((row) => row.email)).not.toContain('stale@example.com');
    expect(await rows.findOneBy({ email: 'fresh@example.com' })).not.toBeNull();
  });

  it('counts unknown addresses the same way, so the answer tells nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('nobody@example.com', `wrong-${i}-guess`)).status).toBe(401);
    expectTooMany(await signIn('nobody@example.com', 'wrong-3-guess'));
  });
});

describe('strangers guessing from many addresses, and the owner (issue 35, point 3)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_SIGN_IN_CEILING: '3' } });
  });
  afterAll(() => app.close());

  let nextIp = 1;
  const newAddress = () => `198.18.0.${nextIp++}`;
  const strangerSignIn = (email: string, password: string) =>
    request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set('X-Forwarded-For', newAddress())
      .send({ email, password });
  const guessUntilLocked = async (email: string) => {
    for (let i = 0; i < 3; i++) expect((await strangerSignIn(email, `wrong-${i}-guess`)).status).toBe(401);
    expectTooMany(await strangerSignIn(email, PASSWORD));
  };
  const warnings = async (email: string) =>
    (await app.mails()).filter(
      (mail) =>
        new RegExp(`^To: ${email}$`, 'mi').test(mail) &&
        /^Subject: Someone is trying to sign in to your Inspivision account$/m.test(mail),
    );
  const failures = (email: string) => app.dataSource.getRepository(SignInFailureEntity).findOneBy({ email });

  it('lets the owner in from a browser that signed in before, starts the count again, and warns the owner once a day', async () => {
    const email = 'dana@example.com';
    const owner = await signUpVerified(app, email);
    await owner.post('/api/logout').expect(204);

    await guessUntilLocked(email);
    // The owner's browser, from an address never seen, with the right password: in at once.
    await owner
      .post('/api/auth/email-login')
      .set('X-Forwarded-For', newAddress())
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(await failures(email)).toBeNull();
    // Strangers start from nothing again: the right password would now let them in, so they guess again.
    expect((await strangerSignIn(email, 'wrong-after-guess')).status).toBe(401);

    // The owner was told once (the code e-mail is mail 1); the next round of guessing the same day tells nothing.
    await waitForMail(app, email, 2);
    expect(await warnings(email)).toHaveLength(1);
    expect(await warnings(email)).toEqual([expect.stringMatching(/Many wrong passwords have been tried/)]);
    await app.dataSource.getRepository(SignInFailureEntity).delete({ email });
    await guessUntilLocked(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await warnings(email)).toHaveLength(1);
  });

  it("trusts neither a forged device cookie nor another account's", async () => {
    const email = 'erin@example.com';
    await signUpVerified(app, email);
    const other = await signUpVerified(app, 'frank@example.com');
    await guessUntilLocked(email);

    // Frank's browser is known, but for Frank only.
    expectTooMany(
      await other
        .post('/api/auth/email-login')
        .set('X-Forwarded-For', newAddress())
        .send({ email, password: PASSWORD }),
    );
    const forged = `${Buffer.from(JSON.stringify({ a: ['x'], x: Date.now() + 1e9 })).toString('base64url')}.forged`;
    expectTooMany(
      await request(app.app.getHttpServer())
        .post('/api/auth/email-login')
        .set('X-Forwarded-For', newAddress())
        .set('Cookie', `${TRUSTED_DEVICE_COOKIE}=${forged}`)
        .send({ email, password: PASSWORD }),
    );
  });

  it('warns nobody about guesses at an address without an account, and answers it the same way', async () => {
    await guessUntilLocked('ghost@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await warnings('ghost@example.com')).toHaveLength(0);
  });
});
