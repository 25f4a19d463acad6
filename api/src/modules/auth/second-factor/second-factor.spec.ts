import {
  browser,
  Browser,
  PASSWORD,
  signInStaff,
  signUpVerified,
  totpCode,
  waitForCode,
  waitForMail,
} from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { SESSION_COOKIE } from '../auth.constants';
import { UserEntity } from '../entities/user.entity';
import { TotpAuthenticatorEntity } from './entities/totp-authenticator.entity';

const STAFF = 'staff@example.com';
const COLLEAGUE = 'colleague@example.com';
/** Signed in with codes the tests compute themselves (signInStaff does not know which steps they used). */
const TWICE = 'twice@example.com';
/** Enrolled by the race test alone, so that the steps it uses are its own. */
const RACE = 'race@example.com';
const STEP_MS = 30_000;

/** The session cookie a response sets, if any. */
const sessionCookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe('second factor (issue 35, point 6)', () => {
  let app: TestApp;
  const users = () => app.dataSource.getRepository(UserEntity);
  const idOf = async (email: string) => (await users().findOneByOrFail({ email })).id;
  /** The subjects of the mails `email` received. */
  const subjectsTo = async (email: string) =>
    (await app.mails())
      .filter((eml) => eml.includes(`To: ${email}`))
      .map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1] ?? '');

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: `${STAFF}, ${COLLEAGUE}, ${TWICE}, ${RACE}, fresh@example.com, reset@example.com, limits@example.com`,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // Requests name their client address (X-Forwarded-For), as behind a proxy.
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(() => app.close());

  /** Signs `email` in with its password only, from client address `ip`. */
  async function passwordOnly(email: string, ip = '203.0.113.1'): Promise<Browser> {
    const client = browser(app).set('X-Forwarded-For', ip);
    await client.post('/api/auth/email-login').send({ email, password: PASSWORD }).expect(200);
    return client;
  }

  it('keeps a staff session signed in with a password out of the back office until it enrols a second factor', async () => {
    const staff = await signUpVerified(app, 'fresh@example.com', 'Fay');
    const { body: me } = await staff.get('/api/auth/user').expect(200);
    expect(me.secondFactor).toEqual({ pending: 'enrol', verifyWith: [], passed: false });

    const refused = await staff.get('/api/admin/users').expect(403);
    expect(refused.body).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      message: expect.stringMatching(/second factor/),
    });
    // The portal's operations too: only enrolment and "who am I" are open.
    await staff.get('/api/auth/profile').expect(403);
    await staff.get('/api/auth/second-factor').expect(403);

    const { body: setup } = await staff.post('/api/auth/second-factor/totp/setup').expect(200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Inspivision:fresh%40example.com?issuer=Inspivision&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // The secret is kept encrypted, never in clear.
    const stored = await app.dataSource.getRepository(TotpAuthenticatorEntity).findOneByOrFail({ userId: me.id });
    expect(stored.encryptedSecret).not.toContain(setup.secret);
    expect(stored.confirmedAt).toBeNull();

    await staff.post('/api/auth/second-factor/totp/confirm').send({ code: '000000' }).expect(400);
    const confirmed = await staff
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^([2-9a-z]{4}-){3}[2-9a-z]{4}$/);
    // Passing renews the session id.
    expect(sessionCookieOf(confirmed)).toBeDefined();

    await staff.get('/api/admin/users').expect(200);
    expect((await staff.get('/api/auth/user').expect(200)).body.secondFactor).toEqual({
      pending: null,
      verifyWith: [],
      passed: true,
    });
    await waitForMail(app, 'fresh@example.com', 2);
    expect(await subjectsTo('fresh@example.com')).toContain(
      'A second sign-in step was added to your Inspivision account',
    );
  });

  it('asks a staff account that has one for it at every sign-in, and accepts each code once', async () => {
    const first = await signInStaff(app, TWICE);
    await first.get('/api/admin/users').expect(200);

    const second = await passwordOnly(TWICE);
    const { body: me } = await second.get('/api/auth/user').expect(200);
    expect(me.secondFactor).toEqual({ pending: 'verify', verifyWith: ['totp', 'recovery-code'], passed: false });
    await second.get('/api/admin/users').expect(403);
    // Another factor cannot be added before this one is verified.
    await second.post('/api/auth/second-factor/totp/setup').expect(403);
    await second.post('/api/auth/second-factor/passkeys/registration-options').expect(403);

    const secret = await secretOf(TWICE);
    // A step nobody used yet: the one after the helper's (the server accepts one step of drift).
    const code = totpCode(secret, Date.now() + STEP_MS);
    const wrong = await second.post('/api/auth/second-factor/totp/verify').send({ code: '123456' }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: expect.any(String) }]);
    const before = sessionCookieOf(await second.get('/api/auth/user'));
    const passed = await second.post('/api/auth/second-factor/totp/verify').send({ code }).expect(200);
    expect(passed.body.secondFactor.passed).toBe(true);
    expect(sessionCookieOf(passed)).not.toEqual(before);
    await second.get('/api/admin/users').expect(200);

    // The same code again, from another session: refused.
    const third = await passwordOnly(TWICE);
    await third.post('/api/auth/second-factor/totp/verify').send({ code }).expect(400);
    await third.get('/api/admin/users').expect(403);
  });

  it('lets one of two requests carrying the same fresh code through, never both', async () => {
    const staff = await signUpVerified(app, RACE);
    const { body: setup } = await staff.post('/api/auth/second-factor/totp/setup').expect(200);
    // Enrolled with the step before this one (one step of drift is accepted): the next step is unused.
    await staff
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret, Date.now() - STEP_MS) })
      .expect(200);
    const [a, b] = [await passwordOnly(RACE), await passwordOnly(RACE)];
    const code = totpCode(setup.secret, Date.now() + STEP_MS);
    const answers = await Promise.all(
      [a, b].map((client) => client.post('/api/auth/second-factor/totp/verify').send({ code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('accepts the code of the step before and after, not older ones', async () => {
    const client = await signUpVerified(app, 'drift@example.com');
    const { body: setup } = await client.post('/api/auth/second-factor/totp/setup').expect(200);
    await client
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret, Date.now() - 2 * STEP_MS) })
      .expect(400);
    await client
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret, Date.now() - STEP_MS) })
      .expect(200);
  });

  it('signs in with a recovery code once, and tells the owner', async () => {
    const client = await signUpVerified(app, 'rescue@example.com', 'Rex');
    const { body: setup } = await client.post('/api/auth/second-factor/totp/setup').expect(200);
    const {
      body: { recoveryCodes },
    } = await client
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret) })
      .expect(200);

    const lost = await passwordOnly('rescue@example.com');
    // Typed loosely: case, spaces and dashes do not matter.
    const typed = ` ${recoveryCodes[0].toUpperCase().replace(/-/g, ' ')} `;
    await lost.post('/api/auth/second-factor/recovery-codes/verify').send({ code: typed }).expect(200);
    await lost.get('/api/auth/profile').expect(200);
    expect((await lost.get('/api/auth/second-factor').expect(200)).body.recoveryCodesLeft).toBe(9);

    const again = await passwordOnly('rescue@example.com');
    await again.post('/api/auth/second-factor/recovery-codes/verify').send({ code: recoveryCodes[0] }).expect(400);
    await waitForMail(app, 'rescue@example.com', 3);
    expect(await subjectsTo('rescue@example.com')).toContain('A recovery code was used on your Inspivision account');
  });

  it('keeps the second factor through a password reset by e-mail code', async () => {
    await signInStaff(app, 'reset@example.com');
    await app.http.post('/api/auth/request-password-reset').send({ email: 'reset@example.com' }).expect(200);
    await app.queueIdle('account-mail');
    const code = await waitForCode(app, 'reset@example.com', 3);
    await app.http
      .post('/api/auth/reset-password')
      .send({ email: 'reset@example.com', code, newPassword: 'a-new-harbor-lantern' })
      .expect(200);
    const client = browser(app);
    await client
      .post('/api/auth/email-login')
      .send({ email: 'reset@example.com', password: 'a-new-harbor-lantern' })
      .expect(200);
    expect((await client.get('/api/auth/user').expect(200)).body.secondFactor.pending).toBe('verify');
    await client.get('/api/admin/users').expect(403);
  });

  it('lets another staff member reset a lost factor, which signs that account out; never one’s own', async () => {
    const admin = await signInStaff(app, STAFF);
    const colleague = await signInStaff(app, COLLEAGUE, 'Cole');
    const colleagueId = await idOf(COLLEAGUE);

    const self = await admin.post(`/api/admin/users/${await idOf(STAFF)}/second-factor/reset`).expect(400);
    expect(self.body.message).toMatch(/own second factor/);
    // A session that has not passed its own second factor cannot reset anyone's.
    const halfway = await passwordOnly(STAFF);
    await halfway.post(`/api/admin/users/${colleagueId}/second-factor/reset`).expect(403);

    await admin.post(`/api/admin/users/${colleagueId}/second-factor/reset`).expect(200);
    await colleague.get('/api/auth/user').expect(401);
    const back = await passwordOnly(COLLEAGUE);
    expect((await back.get('/api/auth/user').expect(200)).body.secondFactor).toEqual({
      pending: 'enrol',
      verifyWith: [],
      passed: false,
    });
    await waitForMail(app, COLLEAGUE, 3);
    expect(await subjectsTo(COLLEAGUE)).toContain('Your Inspivision sign-in steps were reset');
  });

  it('keeps staff from removing their last factor; a customer may', async () => {
    const staff = await signInStaff(app, STAFF);
    const refused = await staff.delete('/api/auth/second-factor/totp').expect(409);
    expect(refused.body.message).toMatch(/keep a second factor/);

    const customer = await signUpVerified(app, 'optional@example.com', 'Opal');
    expect((await customer.get('/api/auth/user').expect(200)).body.secondFactor).toEqual({
      pending: null,
      verifyWith: [],
      passed: false,
    });
    await customer.get('/api/auth/profile').expect(200);
    const { body: setup } = await customer.post('/api/auth/second-factor/totp/setup').expect(200);
    await customer
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: totpCode(setup.secret) })
      .expect(200);

    // Once enrolled, the customer's sign-ins ask for it too.
    const later = await passwordOnly('optional@example.com');
    expect((await later.get('/api/auth/user').expect(200)).body.secondFactor.pending).toBe('verify');
    await later.get('/api/auth/profile').expect(403);
    // Not verified: nothing can be removed.
    await later.delete('/api/auth/second-factor/totp').expect(403);

    await customer.delete('/api/auth/second-factor/totp').expect(204);
    expect((await customer.get('/api/auth/second-factor').expect(200)).body).toEqual({
      totp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    const free = await passwordOnly('optional@example.com');
    await free.get('/api/auth/profile').expect(200);
    await waitForMail(app, 'optional@example.com', 3);
    expect(await subjectsTo('optional@example.com')).toContain(
      'A second sign-in step was removed from your Inspivision account',
    );
  });

  it('limits attempts per account across addresses, with a 429 that says how long to wait', async () => {
    await signInStaff(app, 'limits@example.com');
    const attempts = [];
    // SECOND_FACTOR_RATE_LIMIT_PER_ACCOUNT (10), each from an address of its own: the per-address limits never bite.
    for (let i = 1; i <= 11; i++) {
      const client = await passwordOnly('limits@example.com', `198.51.100.${i}`);
      attempts.push(await client.post('/api/auth/second-factor/totp/verify').send({ code: '000000' }));
    }
    expect(attempts.map((attempt) => attempt.status)).toEqual([...Array(10).fill(400), 429]);
    expect(attempts[10].body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  /** The authenticator secret of a staff account signed in by signInStaff, read back through a new set-up. */
  async function secretOf(email: string): Promise<string> {
    const row = await app.dataSource
      .getRepository(TotpAuthenticatorEntity)
      .findOneByOrFail({ userId: await idOf(email) });
    const { TotpSecrets } = await import('./totp-secrets');
    return app.app.get(TotpSecrets).open(row.userId, row.encryptedSecret);
  }
});
