import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { UserEntity } from '../auth';
import { AccountCreditEntity } from '../billing';
import { ReferralVisitEntity } from './entities/referral-visit.entity';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;

/** Staff's side of referrals (docs/modules/referrals.md#staff): the table, a code's page, adjustments, deactivation. */
describe('admin referrals: figures, adjustments, deactivation and the timeline', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let anaId: string;
  let anaCode: string;
  let anaReferralId: string;
  let people = 0;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
    ana = await signUpVerified(app, 'ana.lopez@example.com', 'Ana');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
    anaCode = (await ana.get('/api/portal/referrals/me').expect(200)).body.code;
  }, 90_000);
  afterAll(() => app.close());

  /** A new client who signed up with `code` (stored on the account as sign-up does). */
  const referredClient = async (code: string, email = `friend${++people}@example.com`) => {
    const client = await signUpVerified(app, email, 'Friend');
    const id = (await client.get('/api/auth/user').expect(200)).body.id as string;
    await app.dataSource.getRepository(UserEntity).update(id, { referredByCode: code });
    return { client, id };
  };
  const settle = async () => {
    await app.queueIdle(QUEUES.events);
    await app.queueIdle(QUEUES.outbox);
  };
  /** A referred client's first invoice, sent and paid in full offline: the conversion. */
  const paysFirstInvoice = async (userId: string) => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send({
        userId,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: [{ title: 'LLC formation', quantity: 100, unitPriceCents: 50000 }],
        send: true,
      })
      .expect(201);
    const { body: paid } = await staff
      .post(`/api/admin/invoices/${body.id}/payments`)
      .send({ method: 'wire', amountCents: 50000 })
      .expect(201);
    await settle();
    return {
      id: body.id as string,
      invoiceNumber: body.invoiceNumber as string,
      paymentId: paid.payments[0].id as string,
    };
  };
  const visit = (code: string, visitor: string) =>
    app.dataSource
      .getRepository(ReferralVisitEntity)
      .insert({ referralCode: code, visitorHash: visitor.repeat(64), visitedOn: '2026-11-02' });
  const rowOf = async (search: string) => {
    const { body } = await staff.get('/api/admin/referrals').query({ search }).expect(200);
    expect(body.items).toHaveLength(1);
    return body.items[0];
  };
  const credits = () => app.dataSource.getRepository(AccountCreditEntity).find({ where: { userId: anaId } });

  it("lists a code's figures: visits, sign-ups, conversions and credits, counted by the database", async () => {
    await visit(anaCode, 'a');
    await visit(anaCode, 'b');
    const first = await referredClient(anaCode, 'carl@example.com');
    const second = await referredClient(anaCode, 'dina@example.com');
    await referredClient(anaCode, 'ed@example.com'); // signed up, never paid
    const invoice = await paysFirstInvoice(first.id);
    await paysFirstInvoice(second.id);

    const row = await rowOf(anaCode);
    anaReferralId = row.id;
    expect(row).toEqual({
      id: expect.any(String),
      code: anaCode,
      isActive: true,
      referrer: { id: anaId, email: 'ana.lopez@example.com', name: 'Ana Lopez' },
      visits: 2,
      signUps: 3,
      conversions: 2,
      creditsEarnedCents: 20000,
      creditsAvailableCents: 20000,
      currency: 'USD',
      createdAt: expect.any(String),
    });

    const { body: detail } = await staff.get(`/api/admin/referrals/${row.id}`).expect(200);
    expect(detail.conversionList).toHaveLength(2);
    expect(detail.conversionList).toContainEqual(
      expect.objectContaining({
        referredEmail: 'carl@example.com',
        firstInvoiceId: invoice.id,
        firstInvoiceNumber: invoice.invoiceNumber,
        amountCents: 50000,
        status: 'awarded',
        rejectedReason: null,
        creditCents: 10000,
      }),
    );
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'conversion_awarded',
      'conversion_awarded',
    ]);
    expect(detail.timeline[0]).toMatchObject({ amountCents: 10000, actorName: null });
  }, 30_000);

  it('searches by code, e-mail or name, filters by active, sorts and pages', async () => {
    const bea = await signUpVerified(app, 'bea.stone@example.com', 'Beatrice');
    const beaCode = (await bea.get('/api/portal/referrals/me').expect(200)).body.code;

    expect((await rowOf(anaCode.toLowerCase())).code).toBe(anaCode);
    expect((await rowOf('bea.stone@')).code).toBe(beaCode);
    expect((await rowOf('Beatrice')).code).toBe(beaCode);
    const { body: none } = await staff.get('/api/admin/referrals').query({ search: 'nobody-at-all' }).expect(200);
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });

    const page = (page: number) =>
      staff
        .get('/api/admin/referrals')
        .query({ page, pageSize: 1, sortBy: 'conversions', sortOrder: 'desc' })
        .expect(200);
    const [one, two] = [(await page(1)).body, (await page(2)).body];
    expect(one.total).toBe(2);
    expect(one.items.map((row: { code: string }) => row.code)).toEqual([anaCode]);
    expect(two.items.map((row: { code: string }) => row.code)).toEqual([beaCode]);

    const { body: inactive } = await staff.get('/api/admin/referrals').query({ isActive: false }).expect(200);
    expect(inactive.total).toBe(0);
    await staff.get('/api/admin/referrals').query({ isActive: 'maybe' }).expect(400);
  }, 30_000);

  it('grants and takes back credit with a reason, on the timeline with who did it', async () => {
    const adjust = (body: object) => staff.post(`/api/admin/referrals/${anaReferralId}/adjustments`).send(body);

    const missing = await adjust({ amountCents: 2500 }).expect(400);
    expect(missing.body.message).toBe('Invalid request: reason');
    const blank = await adjust({ amountCents: 2500, reason: '   a  ' }).expect(400);
    expect(blank.body.errors.map((error: { field: string }) => error.field)).toEqual(['reason']);
    const zero = await adjust({ amountCents: 0, reason: 'Nothing at all' }).expect(400);
    expect(zero.body.errors.map((error: { field: string }) => error.field)).toEqual(['amountCents']);
    await adjust({ amountCents: 1_000_001, reason: 'Too generous' }).expect(400);

    const { body: granted } = await adjust({ amountCents: 2500, reason: '  Goodwill for the delay ' }).expect(200);
    expect(granted.creditsAvailableCents).toBe(22500);
    expect(granted.timeline[0]).toMatchObject({
      kind: 'credit_adjusted',
      amountCents: 2500,
      reason: 'Goodwill for the delay',
      actorName: 'Sam Lopez',
    });
    expect(await credits()).toContainEqual(
      expect.objectContaining({
        source: 'adjustment',
        amountCents: 2500,
        status: 'available',
        reason: 'Goodwill for the delay',
      }),
    );

    // 150.00 back: one $100.00 referral credit whole, and $50.00 split off the next (soonest-expiring first).
    const { body: taken } = await adjust({ amountCents: -15000, reason: 'Duplicate account' }).expect(200);
    expect(taken.creditsAvailableCents).toBe(7500);
    expect(taken.timeline[0]).toMatchObject({ kind: 'credit_adjusted', amountCents: -15000, actorName: 'Sam Lopez' });
    const revoked = (await credits()).filter((credit) => credit.status === 'revoked');
    expect(revoked.map((credit) => credit.amountCents).sort()).toEqual([10000, 5000]);
    expect(revoked.every((credit) => credit.reason === 'Duplicate account')).toBe(true);
    // What the client can spend shrinks too.
    expect((await ana.get('/api/portal/referrals/me').expect(200)).body.creditsAvailableCents).toBe(5000);
  });

  it('refuses to take back more than is available and changes nothing', async () => {
    const before = await credits();
    const { body: detailBefore } = await staff.get(`/api/admin/referrals/${anaReferralId}`).expect(200);

    const { body } = await staff
      .post(`/api/admin/referrals/${anaReferralId}/adjustments`)
      .send({ amountCents: -7501, reason: 'Too much' })
      .expect(409);
    expect(body).toMatchObject({
      code: 'NOT_ENOUGH_CREDIT',
      message: 'Only $75.00 of credit is available to take back.',
    });

    expect(await credits()).toEqual(before);
    const { body: detailAfter } = await staff.get(`/api/admin/referrals/${anaReferralId}`).expect(200);
    expect(detailAfter.timeline).toEqual(detailBefore.timeline);
    expect(detailAfter.creditsAvailableCents).toBe(7500);
  });

  it('deactivates a code with a reason (a later conversion is rejected inactive_code) and reactivates it', async () => {
    const deactivate = (body: object) => staff.post(`/api/admin/referrals/${anaReferralId}/deactivate`).send(body);
    const missing = await deactivate({}).expect(400);
    expect(missing.body.message).toBe('Invalid request: reason');

    const { body: off } = await deactivate({ reason: 'Posted on a coupon site' }).expect(200);
    expect(off.isActive).toBe(false);
    expect(off.timeline[0]).toMatchObject({
      kind: 'code_deactivated',
      reason: 'Posted on a coupon site',
      actorName: 'Sam Lopez',
    });
    const again = await deactivate({ reason: 'Twice' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'STATUS_TRANSITION_INVALID',
      message: 'The referral code is already deactivated',
    });
    const { body: inactive } = await staff.get('/api/admin/referrals').query({ isActive: false }).expect(200);
    expect(inactive.items.map((row: { code: string }) => row.code)).toEqual([anaCode]);

    const late = await referredClient(anaCode, 'late@example.com');
    await paysFirstInvoice(late.id);
    const { body: after } = await staff.get(`/api/admin/referrals/${anaReferralId}`).expect(200);
    expect(after.conversionList[0]).toMatchObject({
      referredEmail: 'late@example.com',
      status: 'rejected',
      rejectedReason: 'inactive_code',
      creditCents: null,
    });
    expect(after.timeline[0]).toMatchObject({ kind: 'conversion_rejected', reason: 'inactive_code' });
    expect(after).toMatchObject({ conversions: 2, creditsAvailableCents: 7500 });

    const { body: on } = await staff.post(`/api/admin/referrals/${anaReferralId}/reactivate`).send({}).expect(200);
    expect(on.isActive).toBe(true);
    expect(on.timeline[0]).toMatchObject({ kind: 'code_reactivated', actorName: 'Sam Lopez' });
    await staff.post(`/api/admin/referrals/${anaReferralId}/reactivate`).send({}).expect(409);
  }, 30_000);

  it('records a reversal on the timeline with what was left of the credit after a take-back', async () => {
    const gil = await signUpVerified(app, 'gil@example.com', 'Gil');
    const code = (await gil.get('/api/portal/referrals/me').expect(200)).body.code;
    const { id: friend } = await referredClient(code);
    const invoice = await paysFirstInvoice(friend);
    const { id } = await rowOf(code);
    await staff
      .post(`/api/admin/referrals/${id}/adjustments`)
      .send({ amountCents: -4000, reason: 'Part of it was a mistake' })
      .expect(200);

    await staff
      .post(`/api/admin/invoices/${invoice.id}/refunds`)
      .send({ paymentId: invoice.paymentId, amountCents: 50000, reason: 'Cancelled' })
      .expect(201);
    await settle();
    const { body } = await staff.get(`/api/admin/referrals/${id}`).expect(200);
    expect(body).toMatchObject({ conversions: 0, creditsEarnedCents: 0, creditsAvailableCents: 0 });
    expect(body.conversionList).toMatchObject([{ status: 'reversed' }]);
    expect(
      body.timeline.map((event: { kind: string; amountCents: number }) => [event.kind, event.amountCents]),
    ).toEqual([
      ['conversion_reversed', -6000],
      ['credit_adjusted', -4000],
      ['conversion_awarded', 10000],
    ]);
  }, 30_000);

  it('answers 404 for an unknown code', async () => {
    const unknown = '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43';
    await staff.get(`/api/admin/referrals/${unknown}`).expect(404);
    await staff.post(`/api/admin/referrals/${unknown}/deactivate`).send({ reason: 'Abuse seen' }).expect(404);
  });

  it('refuses a customer', async () => {
    await ana.get('/api/admin/referrals').expect(403);
    await ana.get(`/api/admin/referrals/${anaReferralId}`).expect(403);
    await ana
      .post(`/api/admin/referrals/${anaReferralId}/adjustments`)
      .send({ amountCents: 100000, reason: 'Myself' })
      .expect(403);
    await ana.post(`/api/admin/referrals/${anaReferralId}/reactivate`).send({}).expect(403);
    expect((await ana.get('/api/portal/referrals/me').expect(200)).body.creditsAvailableCents).toBe(5000);
  });
});
