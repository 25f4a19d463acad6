import { browser, Browser, PASSWORD, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { SoftwareAuthenticator } from '../../../../test/software-authenticator';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { PasskeyEntity } from './entities/passkey.entity';

const STAFF = 'keys@example.com';

describe('passkeys as a second factor (issue 35, point 6)', () => {
  let app: TestApp;
  let authenticator: SoftwareAuthenticator;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: `${STAFF}, other@example.com`, AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => app.close());

  async function passwordOnly(email: string): Promise<Browser> {
    const client = browser(app);
    await client.post('/api/auth/email-login').send({ email, password: PASSWORD }).expect(200);
    return client;
  }

  /** Asks for authentication options and answers them with `key`. */
  async function assertion(client: Browser, key: SoftwareAuthenticator, origin?: string) {
    const { body } = await client.post('/api/auth/second-factor/passkeys/authentication-options').expect(200);
    return key.authenticate(body.options, origin);
  }

  it('registers a passkey as the first factor of a staff account: the session passes, recovery codes come once', async () => {
    const staff = await signUpVerified(app, STAFF, 'Kim');
    authenticator = new SoftwareAuthenticator();
    const { body } = await staff.post('/api/auth/second-factor/passkeys/registration-options').expect(200);
    expect(body.options).toMatchObject({
      rp: { id: 'localhost', name: 'Inspivision' },
      user: { name: STAFF, displayName: 'Kim Lopez' },
      attestation: 'none',
    });
    const registered = await staff
      .post('/api/auth/second-factor/passkeys')
      .send({ response: authenticator.register(body.options), name: 'Laptop' })
      .expect(201);
    expect(registered.body.recoveryCodes).toHaveLength(10);
    await staff.get('/api/admin/users').expect(200);

    // The challenge answered one response: the same registration again is refused.
    await staff
      .post('/api/auth/second-factor/passkeys')
      .send({ response: authenticator.register(body.options), name: 'Laptop' })
      .expect(400);
    const { body: factors } = await staff.get('/api/auth/second-factor').expect(200);
    expect(factors.passkeys).toEqual([expect.objectContaining({ name: 'Laptop', backedUp: false, lastUsedAt: null })]);
  });

  it('passes a later sign-in with the passkey, and refuses a replayed or cloned answer', async () => {
    const client = await passwordOnly(STAFF);
    expect((await client.get('/api/auth/user').expect(200)).body.secondFactor).toEqual({
      pending: 'verify',
      verifyWith: ['passkey', 'recovery-code'],
      passed: false,
    });
    const { body: options } = await client.post('/api/auth/second-factor/passkeys/authentication-options').expect(200);
    expect(options.options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId.toString('base64url'), type: 'public-key' }),
    ]);
    const answer = authenticator.authenticate(options.options);
    await client.post('/api/auth/second-factor/passkeys/verify').send({ response: answer }).expect(200);
    await client.get('/api/admin/users').expect(200);

    // Replayed in another session: its challenge is not that session's.
    const replay = await passwordOnly(STAFF);
    await replay.post('/api/auth/second-factor/passkeys/authentication-options').expect(200);
    await replay.post('/api/auth/second-factor/passkeys/verify').send({ response: answer }).expect(400);

    // A clone of the authenticator whose counter fell behind: refused.
    const clone = await passwordOnly(STAFF);
    const counter = authenticator.counter;
    authenticator.counter = 0;
    await clone
      .post('/api/auth/second-factor/passkeys/verify')
      .send({ response: await assertion(clone, authenticator) })
      .expect(400);
    authenticator.counter = counter;
    await clone.get('/api/admin/users').expect(403);

    // An answer made for another site (origin): refused.
    const phished = await passwordOnly(STAFF);
    const elsewhere = await assertion(phished, authenticator, 'https://inspivision.example.net');
    await phished.post('/api/auth/second-factor/passkeys/verify').send({ response: elsewhere }).expect(400);
    const stored = await app.dataSource.getRepository(PasskeyEntity).findOneByOrFail({ name: 'Laptop' });
    expect(stored.counter).toBe(1);
  });

  it('answers 409 to passkey verification on an account that has no passkey', async () => {
    const other = await signInStaff(app, 'other@example.com');
    await other.get('/api/admin/users').expect(200);
    const again = await passwordOnly('other@example.com');
    // Whether or not options were asked for first.
    await again
      .post('/api/auth/second-factor/passkeys/verify')
      .send({ response: authenticator.authenticate({ challenge: 'bm8tY2hhbGxlbmdl' }) })
      .expect(409);
    // That account has no passkey: the options say so.
    await again.post('/api/auth/second-factor/passkeys/authentication-options').expect(409);
  });
});
