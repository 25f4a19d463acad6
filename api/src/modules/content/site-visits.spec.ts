import { createTestApp, TestApp } from '../../../test/test-app';
import { Clock } from '../../common/clock';
import { SiteVisitEntity } from './entities/site-visit.entity';

const DAY_MS = 24 * 3_600_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36';
const LIMIT = 4;

/** The public site's daily visitors, without a cookie (docs/modules/content.md#visits). */
describe('content: site visits', () => {
  let app: TestApp;
  // 23:30 in New York: the next hour is the next day there.
  let now = new Date('2026-11-30T04:30:00Z');
  const clock = { now: () => new Date(now) };
  let nextIp = 1;
  const newClient = () => `198.51.100.${nextIp++}`;

  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: '1', VISIT_RATE_LIMIT_PER_IP: String(LIMIT) },
      overrides: [{ provide: Clock, useValue: clock }],
    });
  }, 90_000);
  afterAll(() => app.close());

  const visit = (path: unknown, ip: string, userAgent = FIREFOX) =>
    app.http
      .post('/api/visits')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': userAgent, 'X-Requested-With': 'XMLHttpRequest' })
      .send({ path });
  const rows = () =>
    app.dataSource.getRepository(SiteVisitEntity).find({ order: { visitedOn: 'ASC', landingPath: 'ASC' } });

  it('counts a visitor once a New York day, keeping the first landing path without its query', async () => {
    const ip = newClient();
    await visit('/services?utm_source=mail#top', ip).expect(204);
    await visit('/blog', ip).expect(204);
    expect(await rows()).toEqual([
      { visitedOn: '2026-11-29', visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/), landingPath: '/services' },
    ]);

    await visit('/about', ip, CHROME).expect(204);
    now = new Date(now.getTime() + DAY_MS / 24);
    await visit('/contact', ip).expect(204);
    const all = await rows();
    expect(all.map((row) => [row.visitedOn, row.landingPath])).toEqual([
      ['2026-11-29', '/about'],
      ['2026-11-29', '/services'],
      ['2026-11-30', '/contact'],
    ]);
    expect(JSON.stringify(all)).not.toContain(ip);
  });

  it.each([
    ['not a path', 'https://evil.example/'],
    ['another host', '//evil.example/x'],
    ['with spaces', '/a b'],
    ['too long', `/${'a'.repeat(255)}`],
    ['missing', undefined],
  ])('refuses a path %s with 400 naming the field, counting nothing', async (_name, path) => {
    const before = (await rows()).length;
    const { body } = await visit(path, newClient()).expect(400);
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid request: path' });
    expect((await rows()).length).toBe(before);
  });

  it('needs no cookie but the CSRF rules of every write: a plain HTML form is refused', async () => {
    const { body } = await app.http
      .post('/api/visits')
      .set('X-Forwarded-For', newClient())
      .type('form')
      .send('path=/x')
      .expect(403);
    expect(body.statusCode).toBe(403);
  });

  it('limits visit pings per client address, site and referral visits together', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMIT / 2; i++) {
      await visit('/', ip).expect(204);
      await app.http
        .post('/api/referrals/visits')
        .set({ 'X-Forwarded-For': ip, 'X-Requested-With': 'XMLHttpRequest' })
        .send({ code: 'ABC' })
        .expect(204);
    }
    const { body } = await visit('/', ip).expect(429);
    expect(body.message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
    await visit('/', newClient()).expect(204);
  });
});
