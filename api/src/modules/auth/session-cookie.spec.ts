import request from 'supertest';
import { createTestApp, productionEnv, TestApp } from '../../../test/test-app';
import { SESSION_COOKIE } from './auth.constants';
import { UserEntity } from './entities/user.entity';
import { hashPassword } from './passwords';

const EMAIL = 'owner@example.com';
const PASSWORD = 'blue-harbor-lantern';

/** The Set-Cookie lines of the session cookie in a response. */
const sessionCookies = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).filter((line) => line.startsWith(`${SESSION_COOKIE}=`));

describe('the session cookie of a production site on https', () => {
  let app: TestApp;
  const signIn = (headers: Record<string, string>) =>
    request(app.app.getHttpServer())
      .post('/api/auth/email-login')
      .set(headers)
      .send({ email: EMAIL, password: PASSWORD });

  afterEach(() => app.close());

  /** A production app behind `trustProxy`, with a verified account to sign in to. */
  async function start(trustProxy: string) {
    app = await createTestApp({ env: { ...productionEnv(), TRUST_PROXY: trustProxy } });
    await app.dataSource.getRepository(UserEntity).insert({
      email: EMAIL,
      password: await hashPassword(PASSWORD),
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Lopez',
    });
  }

  it('is Secure when the proxy named in TRUST_PROXY says the request came over HTTPS', async () => {
    await start('loopback');
    const response = await signIn({ 'X-Forwarded-Proto': 'https' }).expect(200);
    expect(sessionCookies(response)).toEqual([expect.stringMatching(/; Secure/)]);
  });

  it('is never sent without Secure, even when TRUST_PROXY leaves out the proxy in front', async () => {
    // nginx in front (TLS ends before it), but TRUST_PROXY left at 0: the api sees plain http.
    await start('0');
    const response = await signIn({ 'X-Forwarded-Proto': 'https' });
    for (const line of sessionCookies(response)) expect(line).toMatch(/; Secure/);
  });
});
