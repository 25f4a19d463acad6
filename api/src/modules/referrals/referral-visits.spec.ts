import { browser, Browser, PASSWORD, signUpVerified } from '../../../test/auth-helpers';
import { withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { Clock } from '../../common/clock';
import { REFERRAL_CODE_COOKIE } from '../../common/referral-code';
import { ReferralVisitEntity } from './entities/referral-visit.entity';
import { ReferralEntity } from './entities/referral.entity';

const DAY_MS = 24 * 3_600_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1';

/** Visits through referral links and sign-ups with a code, as the referrer's figures show them (docs/modules/referrals.md#visits). */
describe('referrals: visits through a link and sign-ups with its code', () => {
  let app: TestApp;
  let ana: Browser;
  let anaCode: string;
  // The real time until a test moves it: the sign-ups' anti-robot challenges expire by the real clock.
  let now: Date | null = null;
  const clock = { now: () => (now ? new Date(now) : new Date()) };
  /** A day as the visits table keeps it: in the business time zone. */
  const newYorkDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);

  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '1000', VISIT_RATE_LIMIT_PER_IP: '1000' },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    ana = await signUpVerified(app, 'ana@example.com', 'Ana');
    anaCode = (await ana.get('/api/portal/referrals/me').expect(200)).body.code;
  }, 90_000);
  afterAll(() => app.close());
  afterEach(() => {
    now = null;
  });

  /** What the site sends on a page opened with `?ref=code`, from client address `ip` with browser `userAgent`. */
  const visit = (code: unknown, ip = '203.0.113.10', userAgent = FIREFOX) =>
    app.http
      .post('/api/referrals/visits')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': userAgent, 'X-Requested-With': 'XMLHttpRequest' })
      .send({ code });
  const figures = async () => (await ana.get('/api/portal/referrals/me').expect(200)).body;
  const visitsOf = (referralCode: string) =>
    app.dataSource.getRepository(ReferralVisitEntity).find({ where: { referralCode }, order: { createdAt: 'ASC' } });

  it('counts a visitor once per code and day: again the same day is nothing, another browser or the next day counts', async () => {
    const today = new Date();
    now = today;
    await visit(anaCode).expect(204);
    await visit(anaCode.toLowerCase()).expect(204);
    expect((await figures()).visits).toBe(1);

    await visit(anaCode, '203.0.113.10', SAFARI).expect(204);
    expect((await figures()).visits).toBe(2);

    const tomorrow = new Date(today.getTime() + DAY_MS);
    now = tomorrow;
    await visit(anaCode).expect(204);
    await visit(anaCode).expect(204);
    expect((await figures()).visits).toBe(3);

    const rows = await visitsOf(anaCode);
    expect(rows.map((row) => row.visitedOn)).toEqual([newYorkDay(today), newYorkDay(today), newYorkDay(tomorrow)]);
    expect(rows.map((row) => row.userAgent)).toEqual([FIREFOX, SAFARI, FIREFOX]);
    // Keyed hashes, never the address; the same visitor's hash changes with the day.
    for (const row of rows) expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[2].visitorHash).not.toBe(rows[0].visitorHash);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.10');
  });

  it('counts a code no client has, and creates nothing else for it', async () => {
    await visit('nobody42', '198.51.100.7').expect(204);
    expect(await visitsOf('NOBODY42')).toHaveLength(1);
    expect(await app.dataSource.getRepository(ReferralEntity).countBy({ code: 'NOBODY42' })).toBe(0);
  });

  it('keeps at most 512 characters of a user agent', async () => {
    await visit('LONGUA', '198.51.100.8', `Bot/${'x'.repeat(2000)}`).expect(204);
    expect((await visitsOf('LONGUA'))[0].userAgent).toHaveLength(512);
  });

  it.each([
    ['with letters and dashes', 'AB-12'],
    ['of 21 characters', 'A'.repeat(21)],
    ['empty', ''],
    ['a number', 12345],
    ['missing', undefined],
  ])('refuses a code %s with 400 in the one error shape, and counts nothing', async (_name, code) => {
    const before = await app.dataSource.getRepository(ReferralVisitEntity).count();
    const { body } = await visit(code, '198.51.100.9').expect(400);
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid request: code' });
    expect(body.errors).toContainEqual({ field: 'code', message: 'A referral code is 1 to 20 letters or digits' });
    expect(await app.dataSource.getRepository(ReferralVisitEntity).count()).toBe(before);
  });

  it("shows sign-ups with the code, from the sign-up's body or the referral cookie, in the referrer's figures", async () => {
    const signUp = async (email: string, referralCode?: string, cookie?: string) => {
      const client = browser(app);
      const body = await withBotCheck(client, { email, password: PASSWORD, firstName: 'Friend', lastName: 'Lee' });
      const call = client.post('/api/auth/signup');
      await (cookie ? call.set('Cookie', cookie) : call)
        .send(referralCode ? { ...body, referralCode } : body)
        .expect(201);
    };
    expect((await figures()).signUps).toBe(0);
    await signUp('friend1@example.com', anaCode.toLowerCase());
    await signUp('friend2@example.com', undefined, `${REFERRAL_CODE_COOKIE}=${anaCode}`);
    await signUp('stranger@example.com', 'NOBODY42');
    const mine = await figures();
    expect(mine).toMatchObject({ signUps: 2, conversions: 0 });
  });
});
