import { randomUUID } from 'node:crypto';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { readableMail } from '../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../test/test-app';
import type { DomainEvent } from '../../infrastructure/events/domain-event';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { UserEntity } from '../auth';
import { AccountCreditEntity, InvoicePaid, type InvoicePaidPayload } from '../billing';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralVisitEntity } from './entities/referral-visit.entity';
import { ReferralEntity } from './entities/referral.entity';
import { ReferralConversions } from './referral-conversions';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;

/** The referral programme, server side (docs/modules/referrals.md). */
describe('referrals: codes, conversions on a first paid invoice, fraud rules and reversal', () => {
  let app: TestApp;
  let staff: Browser;
  let ana: Browser;
  let anaId: string;
  let anaCode: string;
  let people = 0;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
    ana = await signUpVerified(app, 'ana.lopez@gmail.com', 'Ana');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
    anaCode = (await ana.get('/api/portal/referrals/me').expect(200)).body.code;
  }, 90_000);
  afterAll(() => app.close());

  /** A new client who signed up with `code` (written directly; sign-up storing it: referral-visits.spec.ts). */
  const referredClient = async (code: string, email = `friend${++people}@example.com`) => {
    const client = await signUpVerified(app, email, 'Friend');
    const id = (await client.get('/api/auth/user').expect(200)).body.id as string;
    await app.dataSource.getRepository(UserEntity).update(id, { referredByCode: code });
    return { client, id };
  };
  const sentInvoice = async (userId: string, unitPriceCents = 50000) => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send({
        userId,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: [{ title: 'LLC formation', quantity: 100, unitPriceCents }],
        send: true,
      })
      .expect(201);
    return body.id as string;
  };
  const payOffline = (invoiceId: string, amountCents: number) =>
    staff.post(`/api/admin/invoices/${invoiceId}/payments`).send({ method: 'wire', amountCents }).expect(201);
  const settle = async () => {
    await app.queueIdle(QUEUES.events);
    await app.queueIdle(QUEUES.outbox);
  };
  const conversionsOf = (referredUserId: string) =>
    app.dataSource.getRepository(ReferralConversionEntity).findBy({ referredUserId });
  const creditsOf = (userId: string) =>
    app.dataSource.getRepository(AccountCreditEntity).findBy({ userId, source: 'referral' });
  const creditMails = async (to: string) =>
    (await app.mails()).map(readableMail).filter((mail) => mail.includes(`To: ${to}`) && mail.includes('in credit'));

  it("gives a client one code, made on the first call, even when two first calls race, and the code's figures", async () => {
    const bea = await signUpVerified(app, 'bea@example.com', 'Bea');
    const [first, second] = await Promise.all([
      bea.get('/api/portal/referrals/me').expect(200),
      bea.get('/api/portal/referrals/me').expect(200),
    ]);
    expect(first.body.code).toEqual(second.body.code);
    expect(first.body.code).toMatch(/^[A-Z2-9]{8}$/);
    const beaId = (await bea.get('/api/auth/user').expect(200)).body.id;
    expect(await app.dataSource.getRepository(ReferralEntity).countBy({ referrerUserId: beaId })).toBe(1);
    expect(first.body).toEqual({
      code: first.body.code,
      shareUrl: `http://localhost:3000/?ref=${first.body.code}`,
      isActive: true,
      visits: 0,
      signUps: 0,
      conversions: 0,
      creditsEarnedCents: 0,
      creditsAvailableCents: 0,
      rewardCents: 10000,
      creditMonths: 12,
      currency: 'USD',
    });
    expect((await ana.get('/api/portal/referrals/me').expect(200)).body.code).toBe(anaCode);
    expect(anaCode).not.toBe(first.body.code);
  });

  it('asks the client to sign in', async () => {
    await app.http.get('/api/portal/referrals/me').expect(401);
  });

  it('credits the referrer once when the referred client pays two invoices at once, and e-mails them', async () => {
    const { id } = await referredClient(anaCode);
    const [one, two] = [await sentInvoice(id), await sentInvoice(id)];
    // A part payment is not a paid invoice: nothing yet.
    await payOffline(one, 10000);
    await settle();
    expect(await conversionsOf(id)).toEqual([]);

    await Promise.all([payOffline(one, 40000), payOffline(two, 50000)]);
    await settle();
    const conversions = await conversionsOf(id);
    expect(conversions).toHaveLength(1);
    expect(conversions[0]).toMatchObject({ status: 'awarded', creditCents: 10000, firstPaidAmountCents: 50000 });
    const credits = await creditsOf(anaId);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ id: conversions[0].accountCreditId, amountCents: 10000, status: 'available' });
    // Expires after REFERRAL_CREDIT_MONTHS (12).
    const months = (credits[0].expiresAt!.getTime() - Date.now()) / (30.4 * DAY_MS);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);

    const [mail, ...more] = await creditMails('ana.lopez@gmail.com');
    expect(more).toEqual([]);
    expect(mail).toContain('You earned $100.00 in credit');
    expect(mail).toContain('Someone you referred has paid their first invoice');

    await app.dataSource
      .getRepository(ReferralVisitEntity)
      .insert({ referralCode: anaCode, visitorHash: 'a'.repeat(64), visitedOn: '2026-11-02' });
    const { body } = await ana.get('/api/portal/referrals/me').expect(200);
    expect(body).toMatchObject({ visits: 1, signUps: 1, conversions: 1, creditsEarnedCents: 10000 });
    expect(body.creditsAvailableCents).toBe(10000);
  });

  it('converts once when the subscriber runs for two paid invoices in two transactions at the same time', async () => {
    // Paid before the code is on the account, so the bus converts nothing; then both runs race on the unique index.
    const { id } = await referredClient(anaCode);
    await app.dataSource.getRepository(UserEntity).update(id, { referredByCode: null });
    const invoices = [await sentInvoice(id), await sentInvoice(id)];
    for (const invoiceId of invoices) await payOffline(invoiceId, 50000);
    await settle();
    await app.dataSource.getRepository(UserEntity).update(id, { referredByCode: anaCode });
    const before = (await creditsOf(anaId)).length;

    const conversions = app.app.get(ReferralConversions);
    const event = (invoiceId: string): DomainEvent<InvoicePaidPayload> => ({
      id: randomUUID(),
      name: InvoicePaid.name,
      occurredAt: new Date(),
      payload: {
        invoiceId,
        invoiceNumber: 'INV-TEST',
        userId: id,
        consultationId: null,
        serviceInquiryId: null,
        projectId: null,
        paymentId: randomUUID(),
        method: 'wire',
        amountCents: 50000,
        creditsCents: 0,
        currency: 'USD',
        invoiceStatus: 'paid',
        previousStatus: 'sent',
        excessCents: 0,
        shortCents: 0,
        refundingCents: 0,
      },
    });
    await Promise.all(
      invoices.map((invoiceId) =>
        app.dataSource.transaction((manager) => conversions['convert'](event(invoiceId), manager)),
      ),
    );
    expect(await conversionsOf(id)).toMatchObject([{ status: 'awarded' }]);
    expect(await creditsOf(anaId)).toHaveLength(before + 1);
  });

  it('gives nothing for a self-referral', async () => {
    await app.dataSource.getRepository(UserEntity).update(anaId, { referredByCode: anaCode });
    const before = (await creditsOf(anaId)).length;
    try {
      await payOffline(await sentInvoice(anaId), 50000);
      await settle();
      expect(await conversionsOf(anaId)).toMatchObject([{ status: 'rejected', rejectedReason: 'self_referral' }]);
      expect(await creditsOf(anaId)).toHaveLength(before);
    } finally {
      await app.dataSource.getRepository(UserEntity).update(anaId, { referredByCode: null });
    }
  });

  it("gives nothing for the referrer's second account: the same e-mail once normalised, or the same verified phone", async () => {
    const before = (await creditsOf(anaId)).length;
    const { id: sameMailbox } = await referredClient(anaCode, 'Ana.Lopez+second@googlemail.com');
    await payOffline(await sentInvoice(sameMailbox), 50000);
    const { id: samePhone } = await referredClient(anaCode, 'someone.else@example.com');
    const users = app.dataSource.getRepository(UserEntity);
    await users.update(anaId, { phone: '+12025550123', phoneVerifiedAt: new Date() });
    await users.update(samePhone, { phone: '(202) 555-0123', phoneVerifiedAt: new Date() });
    await payOffline(await sentInvoice(samePhone), 50000);
    await settle();
    expect(await conversionsOf(sameMailbox)).toMatchObject([{ status: 'rejected', rejectedReason: 'same_person' }]);
    expect(await conversionsOf(samePhone)).toMatchObject([{ status: 'rejected', rejectedReason: 'same_person' }]);
    expect(await creditsOf(anaId)).toHaveLength(before);
  });

  it('gives nothing for the same person referred twice through two accounts', async () => {
    const before = (await creditsOf(anaId)).length;
    const { id: first } = await referredClient(anaCode, 'carl@example.com');
    await payOffline(await sentInvoice(first), 50000);
    const { id: again } = await referredClient(anaCode, 'Carl+again@example.com');
    await payOffline(await sentInvoice(again), 50000);
    await settle();
    expect(await conversionsOf(first)).toMatchObject([{ status: 'awarded' }]);
    expect(await conversionsOf(again)).toMatchObject([{ status: 'rejected', rejectedReason: 'same_person' }]);
    expect(await creditsOf(anaId)).toHaveLength(before + 1);
  });

  it('gives nothing through an inactive code', async () => {
    const dora = await signUpVerified(app, 'dora@example.com', 'Dora');
    const code = (await dora.get('/api/portal/referrals/me').expect(200)).body.code;
    await app.dataSource.getRepository(ReferralEntity).update({ code }, { isActive: false });
    const { id } = await referredClient(code);
    await payOffline(await sentInvoice(id), 50000);
    await settle();
    expect(await conversionsOf(id)).toMatchObject([{ status: 'rejected', rejectedReason: 'inactive_code' }]);
    expect((await dora.get('/api/portal/referrals/me').expect(200)).body).toMatchObject({
      isActive: false,
      conversions: 0,
      creditsAvailableCents: 0,
    });
  });

  it('reverses the conversion on a full refund of the first invoice and revokes the unused credit; a part refund changes nothing', async () => {
    const eve = await signUpVerified(app, 'eve@example.com', 'Eve');
    const eveId = (await eve.get('/api/auth/user').expect(200)).body.id;
    const code = (await eve.get('/api/portal/referrals/me').expect(200)).body.code;
    const { id } = await referredClient(code);
    const invoiceId = await sentInvoice(id);
    const { body: paid } = await payOffline(invoiceId, 50000);
    await settle();
    const paymentId = paid.payments[0].id as string;
    const refund = (amountCents: number) =>
      staff
        .post(`/api/admin/invoices/${invoiceId}/refunds`)
        .send({ paymentId, amountCents, reason: 'Cancelled' })
        .expect(201);

    await refund(20000);
    await settle();
    expect(await conversionsOf(id)).toMatchObject([{ status: 'awarded' }]);
    await refund(30000);
    await settle();
    expect(await conversionsOf(id)).toMatchObject([{ status: 'reversed' }]);
    expect(await creditsOf(eveId)).toMatchObject([{ status: 'revoked' }]);
    expect((await eve.get('/api/portal/referrals/me').expect(200)).body).toMatchObject({
      conversions: 0,
      creditsEarnedCents: 0,
      creditsAvailableCents: 0,
    });
    // A later invoice is not a first one.
    await payOffline(await sentInvoice(id), 50000);
    await settle();
    expect(await conversionsOf(id)).toMatchObject([{ status: 'reversed' }]);
  });

  it('keeps a credit already spent when the first invoice is refunded', async () => {
    const finn = await signUpVerified(app, 'finn@example.com', 'Finn');
    const finnId = (await finn.get('/api/auth/user').expect(200)).body.id;
    const code = (await finn.get('/api/portal/referrals/me').expect(200)).body.code;
    const { id } = await referredClient(code);
    const invoiceId = await sentInvoice(id);
    const { body: paid } = await payOffline(invoiceId, 50000);
    await settle();
    // Finn spends part of the credit on an invoice of his own, paid by card for the rest.
    const own = await sentInvoice(finnId, 2000);
    const { body: ownInvoice } = await staff.get(`/api/admin/invoices/${own}`).expect(200);
    await app.http
      .post(`/api/pay-invoice/${ownInvoice.publicId}/checkout`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    await settle();

    await staff
      .post(`/api/admin/invoices/${invoiceId}/refunds`)
      .send({ paymentId: paid.payments[0].id, amountCents: 50000, reason: 'Cancelled' })
      .expect(201);
    await settle();
    expect(await conversionsOf(id)).toMatchObject([{ status: 'reversed' }]);
    const credits = await creditsOf(finnId);
    expect(credits.map((credit) => credit.status).sort()).toEqual(['applied', 'available']);
  });
});
