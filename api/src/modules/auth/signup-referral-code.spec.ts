import { browser, PASSWORD } from '../../../test/auth-helpers';
import { withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { REFERRAL_CODE_COOKIE } from '../../common/referral-code';
import { UserEntity } from './entities/user.entity';

/** Sign-up keeps the referral code a visitor arrived with (docs/modules/auth.md#sign-up). */
describe('sign-up: the referral code', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
  }, 90_000);
  afterAll(() => app.close());

  const codeOf = async (email: string) =>
    (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email })).referredByCode;

  /**
   * POST /api/auth/signup from a browser, with `extra` in the body and `cookie` as its Cookie header, expecting
   * `status`; answers the response body.
   */
  const signUp = async (email: string, extra: object = {}, cookie?: string, status = 201) => {
    const client = browser(app);
    const body = await withBotCheck(client, {
      email,
      password: PASSWORD,
      firstName: 'Rafa',
      lastName: 'Ruiz',
      ...extra,
    });
    const call = client.post('/api/auth/signup');
    return (await (cookie ? call.set('Cookie', cookie) : call).send(body).expect(status)).body as unknown;
  };

  it('stores the code of the body on the new account, in upper case', async () => {
    await signUp('body@example.com', { referralCode: 'k7qm2xpa' });
    expect(await codeOf('body@example.com')).toBe('K7QM2XPA');
  });

  it('stores the code of the referral cookie when the body has none, and prefers the body', async () => {
    await signUp('cookie@example.com', {}, `theme=dark; ${REFERRAL_CODE_COOKIE}=frnd2026`);
    expect(await codeOf('cookie@example.com')).toBe('FRND2026');

    await signUp('both@example.com', { referralCode: 'BODY1' }, `${REFERRAL_CODE_COOKIE}=COOKIE1`);
    expect(await codeOf('both@example.com')).toBe('BODY1');
  });

  it('stores nothing without a code, and ignores a malformed cookie', async () => {
    await signUp('none@example.com');
    expect(await codeOf('none@example.com')).toBeNull();
    await signUp('badcookie@example.com', {}, `${REFERRAL_CODE_COOKIE}=not-a-code!`);
    expect(await codeOf('badcookie@example.com')).toBeNull();
  });

  it('refuses a malformed code in the body with 400 naming the field, and creates no account', async () => {
    const body = await signUp('bad@example.com', { referralCode: 'AB-12' }, undefined, 400);
    expect(body).toEqual({
      statusCode: 400,
      message: 'Invalid request: referralCode',
      errors: [{ field: 'referralCode', message: 'A referral code is 1 to 20 letters or digits' }],
    });
    await signUp('long@example.com', { referralCode: 'A'.repeat(21) }, undefined, 400);
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: 'bad@example.com' })).toBe(0);
  });

  it("never changes an existing account's code, nor gives one to an account that has none", async () => {
    await signUp('first@example.com', { referralCode: 'FIRST1' });
    await signUp('first@example.com', { referralCode: 'SECOND2' });
    await signUp('first@example.com', {}, `${REFERRAL_CODE_COOKIE}=THIRD3`);
    expect(await codeOf('first@example.com')).toBe('FIRST1');

    await signUp('plain@example.com');
    await signUp('plain@example.com', { referralCode: 'LATE1' });
    expect(await codeOf('plain@example.com')).toBeNull();
  });
});
