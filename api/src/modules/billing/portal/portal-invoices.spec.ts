import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';

const STAFF = 'staff@example.com';
const CLEO = 'cleo@example.com';
const DAN = 'dan@example.com';
const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const item = (unitPriceCents: number) => [{ title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents }];

/**
 * The client's invoices in the portal and what they owe (the dashboard): an invoice sent to the client's
 * address before they had an account is theirs once the address is verified, as their bookings are.
 */
describe('portal invoices: what a client owes', () => {
  let app: TestApp;
  let staff: Browser;
  let cleo: Browser;
  let dan: Browser;
  let beforeSignUp: { id: string; publicId: string; invoiceNumber: string; dueDate: string };
  let ofAccount: { id: string; publicId: string; invoiceNumber: string; dueDate: string };

  const send = (body: object) =>
    staff
      .post('/api/admin/invoices')
      .send({ send: true, ...body })
      .expect(201)
      .then((response) => response.body);

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF, 'Sam');
    // Billed (a consultation's fee, say) while Cleo had no account yet: the invoice has her address only.
    beforeSignUp = await send({
      clientName: 'Cleo Park',
      clientEmail: CLEO,
      dueDate: inDays(10),
      items: item(25000),
      send: false,
    });
    cleo = await signUpVerified(app, CLEO, 'Cleo');
    await staff.post(`/api/admin/invoices/${beforeSignUp.id}/send`).expect(200);
    dan = await signUpVerified(app, DAN, 'Dan');
    const cleoId = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: CLEO })).id;
    ofAccount = await send({ userId: cleoId, dueDate: inDays(30), items: item(68000) });
    // Neither a draft nor a cancelled invoice is owed.
    await staff
      .post('/api/admin/invoices')
      .send({ userId: cleoId, dueDate: inDays(5), items: item(1000) })
      .expect(201);
    const cancelled = await send({ userId: cleoId, dueDate: inDays(3), items: item(2000) });
    await staff.post(`/api/admin/invoices/${cancelled.id}/cancel`).expect(200);
  });
  afterAll(() => app.close());

  it('lists an invoice sent to the client’s address before they signed up, with its PDF', async () => {
    const { body } = await cleo.get('/api/portal/invoices').expect(200);
    expect(body.items.map((invoice: { id: string }) => invoice.id)).toContain(beforeSignUp.id);
    await cleo.get(`/api/portal/invoices/${beforeSignUp.id}`).expect(200);
    await cleo.get(`/api/portal/invoices/${beforeSignUp.id}/pdf`).expect(200);
    // Nobody else's.
    await dan.get(`/api/portal/invoices/${beforeSignUp.id}`).expect(404);
  });

  it('adds up what the client owes on the server: the total, the soonest due date, each invoice to pay', async () => {
    const { body } = await cleo.get('/api/portal/invoices/owed').expect(200);
    expect(body).toEqual({
      amountDueCents: 93000,
      currency: 'USD',
      nextDueDate: beforeSignUp.dueDate,
      hasInvoices: true,
      invoices: [
        {
          id: beforeSignUp.id,
          publicId: beforeSignUp.publicId,
          invoiceNumber: beforeSignUp.invoiceNumber,
          status: 'sent',
          description: null,
          amountDueCents: 25000,
          currency: 'USD',
          dueDate: beforeSignUp.dueDate,
        },
        expect.objectContaining({ id: ofAccount.id, publicId: ofAccount.publicId, amountDueCents: 68000 }),
      ],
    });
  });

  it('owes nothing for a client without invoices, and refuses visitors', async () => {
    const { body } = await dan.get('/api/portal/invoices/owed').expect(200);
    expect(body).toEqual({ amountDueCents: 0, currency: 'USD', nextDueDate: null, invoices: [], hasInvoices: false });
    await app.http.get('/api/portal/invoices/owed').expect(401);
  });
});
