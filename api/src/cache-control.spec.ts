import { Browser, signInStaff, signUpVerified } from '../test/auth-helpers';
import { createTestApp, TestApp } from '../test/test-app';
import { UserEntity } from './modules/auth/entities/user.entity';
import { CONTENT_CACHE_CONTROL } from './modules/content/cache/content-cache';
import { ContentSeeder } from './modules/content/content.seeder';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';

/**
 * No browser or proxy keeps an answer of the API for later (`no-store`): an account, a client's invoices and
 * their PDFs, a pay link's invoice, an export. The public content reads alone say otherwise.
 */
describe('Cache-Control of the API', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let invoice: { id: string; publicId: string };

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await app.app.get(ContentSeeder).seed();
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, ANA, 'Ana');
    const anaId = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: ANA })).id;
    ({ body: invoice } = await staff
      .post('/api/admin/invoices')
      .send({
        userId: anaId,
        send: true,
        dueDate: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
        items: [{ title: 'LLC formation', quantity: 100, unitPriceCents: 50000 }],
      })
      .expect(201));
  });
  afterAll(() => app.close());

  it('is no-store on personal answers: the account, the portal, invoice PDFs', async () => {
    for (const path of [
      '/api/auth/user',
      '/api/portal/invoices',
      `/api/portal/invoices/${invoice.id}`,
      `/api/portal/invoices/${invoice.id}/pdf`,
      '/api/portal/billing/payments',
    ]) {
      const response = await ana.get(path).expect(200);
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
  });

  it('is no-store on what a link opens and on exports', async () => {
    const answers = [
      await app.http.get(`/api/pay-invoice/${invoice.publicId}`).expect(200),
      await app.http.get(`/api/pay-invoice/${invoice.publicId}/pdf`).expect(200),
      await staff.get('/api/admin/invoices/export?format=csv').expect(200),
      await staff.get('/api/admin/users/export?format=xlsx').expect(200),
    ];
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(Array(4).fill('no-store'));
  });

  it('is no-store on refusals and errors', async () => {
    expect((await app.http.get('/api/auth/user').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await app.http.get('/api/pay-invoice/AAAAAAAAAAAAAAAAAAAAAA').expect(404)).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await app.http.get('/api/no-such-thing').expect(404)).headers['cache-control']).toBe('no-store');
  });

  it("keeps the public content's own caching, answered by Nest or from memory", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await app.http.get('/api/services').expect(200);
      expect(response.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
      expect(response.headers.etag).toBeDefined();
    }
    expect((await app.http.get('/api/bookings/options').expect(200)).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });
});
