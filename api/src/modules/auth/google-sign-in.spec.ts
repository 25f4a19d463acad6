import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { LocalOpenIdProvider, startLocalOpenIdProvider } from '../../../test/local-openid-provider';
import { createTestApp, TestApp } from '../../../test/test-app';
import { REFERRAL_CODE_COOKIE } from '../../common/referral-code';
import { SESSION_COOKIE } from './auth.constants';
import { UserEntity } from './entities/user.entity';
import { hashPassword } from './passwords';
import { withBotCheck } from '../../../test/bot-check';
import { totpCode } from '../../../test/auth-helpers';

const PUBLIC_URL = 'http://localhost:3000';
const CLIENT = { clientId: 'inspivision-test', clientSecret: 'a-client-secret-for-the-test-provider' };
/** Where a failed sign-in lands: the login view, saying why (SIGN_IN_FAILURE_REASONS). */
const failed = (reason: string) => `/auth?error=${reason}`;

const ACCOUNTS = {
  nora: { email: 'Nora.New@Example.com', email_verified: true, given_name: 'Nora', family_name: 'Newman' },
  paul: { email: 'paul@example.com', email_verified: true, given_name: 'Paul', family_name: 'Google' },
  una: { email: 'una@example.com', email_verified: true, given_name: 'Una', family_name: 'Verified' },
  ivan: { email: 'ivan@example.com', email_verified: false, given_name: 'Ivan', family_name: 'Unverified' },
  sam: { email: 'sam@example.com', email_verified: true, given_name: 'Sam', family_name: 'Suspended' },
  gail: { email: 'gail@inspivision.test', email_verified: true, given_name: 'Gail', family_name: 'Staff' },
  rita: { email: 'rita@example.com', email_verified: true, given_name: 'Rita', family_name: 'Referred' },
  cora: { email: 'cora@example.com', email_verified: true, given_name: 'Cora', family_name: 'Cookie' },
};

/** The `name=value` of the session cookie a response sets, if any. */
const sessionCookie = (response: Response): string | undefined =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));

describe('Google sign-in without GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('offers no Google sign-in and answers its routes with 404 in the error shape', async () => {
    expect((await app.http.get('/api/auth/providers').expect(200)).body).toMatchObject({ google: false });
    const { body } = await app.http.get('/auth/google').expect(404);
    expect(body).toEqual({ statusCode: 404, message: 'Google sign-in is not configured' });
    await app.http.get('/auth/google/callback?code=x&state=y').expect(404);
  });
});

describe('Google sign-in against a local OpenID provider', () => {
  let provider: LocalOpenIdProvider;
  let app: TestApp;
  const users = () => app.dataSource.getRepository(UserEntity);

  beforeAll(async () => {
    provider = await startLocalOpenIdProvider({
      ...CLIENT,
      redirectUri: `${PUBLIC_URL}/auth/google/callback`,
      accounts: ACCOUNTS,
    });
    // A built web app, which answers every other GET outside /api.
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'client'));
    writeFileSync(join(webDist, 'client', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'routes.json'), JSON.stringify({ routes: ['/', '/auth', '/portal'] }));
    app = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
        PUBLIC_URL,
        WEB_DIST_DIR: webDist,
        ADMIN_EMAILS: ACCOUNTS.gail.email,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** GET /auth/google, the provider's pages as `user`, then the callback: the browser's whole trip. */
  async function signInWithGoogle(
    user: keyof typeof ACCOUNTS | 'deny',
    startPath = '/auth/google',
    startCookie?: string,
  ) {
    const startCall = app.http.get(startPath);
    const start = await (startCookie ? startCall.set('Cookie', startCookie) : startCall).expect(302);
    const pendingCookie = sessionCookie(start)!;
    provider.nextUser = user;
    const back = await provider.authorize(start.headers.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/google/callback`);
    const callbackPath = `${back.pathname}${back.search}`;
    const callback = await app.http.get(callbackPath).set('Cookie', pendingCookie).expect(302);
    return { location: callback.headers.location, cookie: sessionCookie(callback) ?? pendingCookie, callbackPath };
  }

  const currentUser = (cookie: string) => app.http.get('/api/auth/user').set('Cookie', cookie);

  it('offers Google sign-in', async () => {
    expect((await app.http.get('/api/auth/providers').expect(200)).body).toEqual({
      google: true,
      // What /auth?error= may say after a sign-in that did not happen (the sign-in page words each).
      signInFailureReasons: [
        'google_cancelled',
        'google_email_unverified',
        'google_expired',
        'account_suspended',
        'google_failed',
      ],
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, kept in a new session', async () => {
    const response = await app.http.get('/auth/google').expect(302);
    const url = new URL(response.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(sessionCookie(response)).toBeDefined();
    // A second start gets other values.
    const again = new URL((await app.http.get('/auth/google').expect(302)).headers.location);
    expect(again.searchParams.get('state')).not.toBe(params.state);
    expect(again.searchParams.get('code_challenge')).not.toBe(params.code_challenge);
  });

  it('creates a verified account without a password for a new address, signs it in and opens the portal', async () => {
    const { location, cookie } = await signInWithGoogle('nora');
    expect(location).toBe('/portal');
    const { body } = await currentUser(cookie).expect(200);
    expect(body).toMatchObject({
      email: 'nora.new@example.com',
      emailVerified: true,
      firstName: 'Nora',
      lastName: 'Newman',
      role: 'customer',
      hasPassword: false,
      firstSignIn: true,
    });
    expect(await users().countBy({ email: 'nora.new@example.com' })).toBe(1);

    // Signing in again uses the same account, now a returning one.
    const again = await signInWithGoogle('nora');
    expect((await currentUser(again.cookie).expect(200)).body).toMatchObject({ id: body.id, firstSignIn: false });
    expect(await users().countBy({ email: 'nora.new@example.com' })).toBe(1);
  });

  it('gives a new account the referral code of the link (?ref=) or of the referral cookie, and never changes it', async () => {
    await signInWithGoogle('rita', '/auth/google?ref=k7qm2xpa');
    expect((await users().findOneByOrFail({ email: 'rita@example.com' })).referredByCode).toBe('K7QM2XPA');
    await signInWithGoogle('rita', '/auth/google?ref=OTHER1');
    expect((await users().findOneByOrFail({ email: 'rita@example.com' })).referredByCode).toBe('K7QM2XPA');

    await signInWithGoogle('cora', '/auth/google', `${REFERRAL_CODE_COOKIE}=frnd2026`);
    expect((await users().findOneByOrFail({ email: 'cora@example.com' })).referredByCode).toBe('FRND2026');
    // No code: none stored (nora signed up above without one).
    expect((await users().findOneByOrFail({ email: 'nora.new@example.com' })).referredByCode).toBeNull();
  });

  it('gives staff signed in with Google no back office until their second factor passes (issue 35, point 6)', async () => {
    const { location, cookie } = await signInWithGoogle('gail');
    expect(location).toBe('/portal');
    const { body } = await currentUser(cookie).expect(200);
    expect(body).toMatchObject({ role: 'admin', secondFactor: { pending: 'enrol', verifyWith: [], passed: false } });
    const refused = await app.http.get('/api/admin/users').set('Cookie', cookie).expect(403);
    expect(refused.body.code).toBe('SECOND_FACTOR_REQUIRED');

    // Enrolled, the next Google sign-in asks for the factor again.
    const client = app.http;
    const headers = { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: PUBLIC_URL };
    const { body: setup } = await client.post('/api/auth/second-factor/totp/setup').set(headers).expect(200);
    const confirmed = await client
      .post('/api/auth/second-factor/totp/confirm')
      .set(headers)
      .send({ code: totpCode(setup.secret) })
      .expect(200);
    const passed = sessionCookie(confirmed)!;
    await app.http.get('/api/admin/users').set('Cookie', passed).expect(200);
    const again = await signInWithGoogle('gail');
    expect((await currentUser(again.cookie).expect(200)).body.secondFactor.pending).toBe('verify');
    await app.http.get('/api/admin/users').set('Cookie', again.cookie).expect(403);
  });

  it('links an existing password account of the same address and keeps its password', async () => {
    const existing = await users().save({
      email: 'paul@example.com',
      password: await hashPassword('blue-harbor-lantern'),
      emailVerified: true,
      firstName: 'Paul',
      lastName: 'Password',
    });
    const { location, cookie } = await signInWithGoogle('paul');
    expect(location).toBe('/portal');
    const { body } = await currentUser(cookie).expect(200);
    expect(body).toMatchObject({
      id: existing.id,
      emailVerified: true,
      lastName: 'Password',
      hasPassword: true,
      firstSignIn: false,
    });
    await app.http
      .post('/api/auth/email-login')
      .send({ email: 'paul@example.com', password: 'blue-harbor-lantern' })
      .expect(200);
  });

  it('links an unverified sign-up, marks it verified and drops the password nobody proved', async () => {
    await app.http
      .post('/api/auth/signup')
      .send(
        await withBotCheck(app.http, {
          email: 'una@example.com',
          password: 'someone-elses-guess',
          firstName: 'Una',
          lastName: 'Signup',
        }),
      )
      .expect(201);
    const existing = await users().findOneByOrFail({ email: 'una@example.com' });
    expect(existing.emailVerified).toBe(false);

    const { location, cookie } = await signInWithGoogle('una');
    expect(location).toBe('/portal');
    const { body } = await currentUser(cookie).expect(200);
    // Its sign-up completes here: a first sign-in.
    expect(body).toMatchObject({ id: existing.id, emailVerified: true, hasPassword: false, firstSignIn: true });
    await app.http
      .post('/api/auth/email-login')
      .send({ email: 'una@example.com', password: 'someone-elses-guess' })
      .expect(401);
  });

  it('refuses an address the provider has not verified, and logs why without the address', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const { location, cookie } = await signInWithGoogle('ivan');
    expect(location).toBe(failed('google_email_unverified'));
    await currentUser(cookie).expect(401);
    expect(await users().countBy({ email: 'ivan@example.com' })).toBe(0);
    const logged = warn.mock.calls.map(([message]) => String(message)).join('\n');
    expect(logged).toContain('Google sign-in failed at callback: the provider did not vouch for the e-mail address');
    expect(logged).not.toContain('ivan');
  });

  it("goes back to the login page's ?redirect= path, and only to a path of this site", async () => {
    const form = '/testimonial-form?token=abc.def';
    const back = await signInWithGoogle('nora', `/auth/google?${new URLSearchParams({ redirect: form })}`);
    expect(back.location).toBe(form);
    await currentUser(back.cookie).expect(200);

    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const { location } = await signInWithGoogle(
        'nora',
        `/auth/google?${new URLSearchParams({ redirect: elsewhere })}`,
      );
      expect(location).toBe('/portal');
    }

    // A failure returns to the login view, still knowing where to go after signing in.
    const declined = await signInWithGoogle('deny', `/auth/google?${new URLSearchParams({ redirect: form })}`);
    expect(declined.location).toBe(`${failed('google_cancelled')}&${new URLSearchParams({ redirect: form })}`);
  });

  it('refuses when the user cancels at the provider, and says so', async () => {
    const { location, cookie } = await signInWithGoogle('deny');
    expect(location).toBe(failed('google_cancelled'));
    await currentUser(cookie).expect(401);
  });

  it('refuses a suspended account, and says so', async () => {
    await users().save({ email: 'sam@example.com', emailVerified: true, isSuspended: true });
    const { location, cookie } = await signInWithGoogle('sam');
    expect(location).toBe(failed('account_suspended'));
    await currentUser(cookie).expect(401);
  });

  it('refuses a callback whose state does not match the session, and a replayed callback, as an expired link', async () => {
    const start = await app.http.get('/auth/google').expect(302);
    const pendingCookie = sessionCookie(start)!;
    provider.nextUser = 'nora';
    const back = await provider.authorize(start.headers.location);
    back.searchParams.set('state', 'forged-state-value-0123456789');
    const forged = await app.http.get(`${back.pathname}${back.search}`).set('Cookie', pendingCookie).expect(302);
    expect(forged.headers.location).toBe(failed('google_expired'));
    await currentUser(sessionCookie(forged) ?? pendingCookie).expect(401);

    const { callbackPath, cookie } = await signInWithGoogle('nora');
    const replay = await app.http.get(callbackPath).set('Cookie', cookie).expect(302);
    expect(replay.headers.location).toBe(failed('google_expired'));
    // The callback without any session (another browser) is refused too.
    expect((await app.http.get(callbackPath).expect(302)).headers.location).toBe(failed('google_expired'));
  });

  it('refuses a sign-in started more than 15 minutes before its callback, as an expired link', async () => {
    const start = await app.http.get('/auth/google').expect(302);
    provider.nextUser = 'nora';
    const back = await provider.authorize(start.headers.location);
    const later = Date.now() + 16 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const callback = await app.http
      .get(`${back.pathname}${back.search}`)
      .set('Cookie', sessionCookie(start)!)
      .expect(302);
    expect(callback.headers.location).toBe(failed('google_expired'));
  });

  it('is served by the api, not the web app, and is not part of the API contract', async () => {
    expect((await app.http.get('/auth').expect(200)).text).toContain('<div id="root">');
    expect((await app.http.get('/auth/google/other').expect(404)).text).toContain('<div id="root">');
    expect((await app.http.get('/auth/google/').expect(302)).headers.location).toMatch(provider.issuer);
    await app.http.get('/api/auth/google').expect(404);
    const { body } = await app.http.get('/api/openapi.json').expect(200);
    expect(Object.keys(body.paths).filter((path) => path.includes('google'))).toEqual([]);
  });

  // Last: it stops the provider.
  it('sends the browser back to the login view when the provider stops answering', async () => {
    const start = await app.http.get('/auth/google').expect(302);
    provider.nextUser = 'nora';
    const back = await provider.authorize(start.headers.location);
    await provider.close();
    const callback = await app.http
      .get(`${back.pathname}${back.search}`)
      .set('Cookie', sessionCookie(start)!)
      .expect(302);
    expect(callback.headers.location).toBe(failed('google_failed'));
  });
});
