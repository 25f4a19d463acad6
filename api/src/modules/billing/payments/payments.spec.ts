import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { deliverStripeEvent, FakeStripe, startFakeStripe } from '../../../../test/fake-stripe';
import { pdfText } from '../../../../test/pdf-text';
import { mailAttachment, readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { WebhookEventEntity } from '../../notifications/webhooks/webhook-event.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';
import { AccountCreditEntity } from '../entities/account-credit.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const BEN = 'ben@example.com';
const DAY_MS = 24 * 3_600_000;
const ITEMS = [
  { title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 50000 },
  { title: 'Consulting', quantity: 150, unitPriceCents: 12000 },
]; // $680.00

interface SentInvoice {
  id: string;
  publicId: string;
  invoiceNumber: string;
}

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('payments through Stripe (the real SDK against a local fake)', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let staff: Browser;
  let ana: Browser;
  let ben: Browser;
  let anaId: string;

  const invoices = () => app.dataSource.getRepository(InvoiceEntity);
  const paymentsOf = (invoiceId: string) =>
    app.dataSource.getRepository(InvoicePaymentEntity).find({ where: { invoiceId }, order: { createdAt: 'ASC' } });
  const credits = () => app.dataSource.getRepository(AccountCreditEntity);

  const sendInvoice = async (changes: object = {}): Promise<SentInvoice> => {
    const { body } = await staff
      .post('/api/admin/invoices')
      .send({
        userId: anaId,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: ITEMS,
        send: true,
        ...changes,
      })
      .expect(201);
    return body;
  };
  const giveCredit = (amountCents: number, expiresAt: Date | null = null) =>
    credits().save(credits().create({ userId: anaId, amountCents, expiresAt, source: 'referral' }));
  const pay = (invoice: SentInvoice) =>
    app.http.post(`/api/pay-invoice/${invoice.publicId}/checkout`).set('X-Requested-With', 'XMLHttpRequest');
  const deliver = (event: object, secret?: string) => deliverStripeEvent(app, stripe, event, secret);
  /** Mails to `email` whose subject starts with `subject`, once the events and then the outbox are idle. */
  const mailsTo = async (email: string, subject: string) => {
    await app.queueIdle('domain-events');
    await app.queueIdle('outbox');
    return (await app.mails())
      .filter((eml) => new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'mi').test(eml))
      .filter((eml) => readableMail(eml).includes(`Subject: ${subject}`));
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp({
      env: { ...stripe.env, ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000', CHECKOUT_RATE_LIMIT_PER_IP: '1000' },
    });
    staff = await signInStaff(app, STAFF, 'Sam');
    ana = await signUpVerified(app, ANA, 'Ana');
    ben = await signUpVerified(app, BEN, 'Ben');
    anaId = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: ANA })).id;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it.each([1, 2, 3])(
    'records one payment, one receipt and the credits once for 5 shuffled deliveries of a completion with its refund (run %i)',
    async () => {
      const invoice = await sendInvoice();
      const credit = await giveCredit(2500);
      const { body: checkout } = await pay(invoice).expect(200);
      expect(checkout).toMatchObject({ outcome: 'checkout', amountCents: 65500, creditsCents: 2500 });
      const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
      expect(checkout.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
      expect(session).toMatchObject({ amount: 65500, metadata: { invoiceId: invoice.id } });

      const { chargeId } = stripe.pay(session.id);
      const completed = stripe.sessionEvent('checkout.session.completed', session.id);
      stripe.refundAtDashboard(chargeId, 65500);
      const refunded = stripe.refundedEvent(chargeId);
      const deliveries = shuffled([completed, completed, completed, completed, completed, refunded]);
      const responses = await Promise.all(deliveries.map((event) => deliver(event)));
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));

      const payments = await paymentsOf(invoice.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        status: 'succeeded',
        amountCents: 65500,
        creditsCents: 2500,
        chargeId,
        receiptUrl: `https://pay.stripe.test/receipts/${chargeId}`,
        refundedCents: 68000,
      });
      const refunds = await app.dataSource.getRepository(InvoiceRefundEntity).findBy({ paymentId: payments[0].id });
      expect(refunds.map((refund) => refund.amountCents).sort()).toEqual([2500, 65500]);
      expect(await invoices().findOneByOrFail({ id: invoice.id })).toMatchObject({
        status: 'refunded',
        paidCents: 65500,
        creditsAppliedCents: 2500,
        refundedCents: 68000,
      });
      // The credit was spent once, then given back in full as a refund credit.
      expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({
        status: 'applied',
        appliedInvoiceId: invoice.id,
      });
      expect(await credits().countBy({ userId: anaId, source: 'refund', relatedInvoiceId: invoice.id })).toBe(1);
      await credits().delete({ userId: anaId, source: 'refund' });

      const receipts = await mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`);
      expect(receipts).toHaveLength(1);
      const receipt = readableMail(receipts[0]);
      expect(receipt).toContain(`https://pay.stripe.test/receipts/${chargeId}`);
      expect(receipt).toContain('$680.00');
      const pdf = pdfText(mailAttachment(receipts[0], `${invoice.invoiceNumber}.pdf`));
      expect(pdf).toContain(invoice.invoiceNumber);
      expect(pdf).toContain('PAID');
      expect(await mailsTo(STAFF, `Payment received: ${invoice.invoiceNumber}`)).toHaveLength(1);
    },
  );

  it('refuses a bad signature with a 400 and changes nothing', async () => {
    const invoice = await sendInvoice();
    await pay(invoice).expect(200);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    stripe.pay(session.id);
    const event = stripe.sessionEvent('checkout.session.completed', session.id);
    const forged = await deliver(event, 'whsec_someone_else').expect(400);
    expect(forged.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    const { body } = stripe.signed(event);
    await app.http
      .post('/api/billing/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', stripe.signed({ ...event, id: 'evt_other' }).signature)
      .send(body)
      .expect(400);
    await app.http.post('/api/billing/stripe/webhook').set('Content-Type', 'application/json').send(body).expect(400);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(['pending']);
    expect((await invoices().findOneByOrFail({ id: invoice.id })).status).toBe('sent');
    expect(
      await app.dataSource.getRepository(WebhookEventEntity).countBy({ eventId: (event as { id: string }).id }),
    ).toBe(0);
    // The genuine delivery then goes through.
    await deliver(event).expect(200);
    expect((await invoices().findOneByOrFail({ id: invoice.id })).status).toBe('paid');
  });

  it("completes a checkout.session.completed delivery that failed half-way (Stripe down, then a database write) on Stripe's retry, doing everything once", async () => {
    const invoice = await sendInvoice();
    const credit = await giveCredit(2500);
    await pay(invoice).expect(200);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    const { paymentIntentId, chargeId } = stripe.pay(session.id);
    const completed = stripe.sessionEvent('checkout.session.completed', session.id) as { id: string };
    const storedEvents = () => app.dataSource.getRepository(WebhookEventEntity).countBy({ eventId: completed.id });
    const receipts = () => mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`);
    const paidEvents = async () => {
      const { body } = await staff.get(`/api/admin/invoices/${invoice.id}`).expect(200);
      return body.timeline.filter((event: { kind: string }) => event.kind === 'paid');
    };
    /** A failed delivery leaves no trace: not even its event id, or Stripe's retry would be skipped. */
    const nothingDone = async () => {
      expect(await storedEvents()).toBe(0);
      expect(await paymentsOf(invoice.id)).toEqual([
        expect.objectContaining({ status: 'pending', creditsCents: 2500, succeededAt: null, chargeId: null }),
      ]);
      expect(await invoices().findOneByOrFail({ id: invoice.id })).toMatchObject({
        status: 'sent',
        paidCents: 0,
        creditsAppliedCents: 0,
      });
      expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({ status: 'reserved' });
      expect(await paidEvents()).toHaveLength(0);
      expect(await receipts()).toHaveLength(0);
    };

    // 1. Stripe answers 500 when the handler fetches the charge: a 503, for Stripe to retry.
    const chargeCalls = () => stripe.calls('GET', `/v1/payment_intents/${paymentIntentId}`).length;
    const endOutage = stripe.outage('GET', /^\/v1\/payment_intents\//);
    try {
      await deliver(completed).expect(503);
    } finally {
      endOutage();
    }
    expect(chargeCalls()).toBe(3); // the SDK's own two retries failed too
    await nothingDone();

    // 2. Stripe answers, but the last write fails: the InvoicePaid event (which the receipt follows), after the
    // payment, the credits, the invoice and its timeline were written.
    await app.dataSource.query(
      `CREATE FUNCTION fail_paid_event() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`,
    );
    await app.dataSource.query(
      `CREATE TRIGGER fail_paid_event BEFORE INSERT ON domain_events
       FOR EACH ROW WHEN (NEW.name = 'billing.invoice-paid') EXECUTE FUNCTION fail_paid_event()`,
    );
    try {
      await deliver(completed).expect(500);
    } finally {
      await app.dataSource.query(`DROP TRIGGER fail_paid_event ON domain_events`);
      await app.dataSource.query(`DROP FUNCTION fail_paid_event()`);
    }
    expect(chargeCalls()).toBe(4);
    await nothingDone();

    // 3. Stripe's next retry completes it; a late redelivery changes nothing.
    await deliver(completed).expect(200);
    await deliver(completed).expect(200);
    expect(await storedEvents()).toBe(1);
    const payments = await paymentsOf(invoice.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'succeeded',
      amountCents: 65500,
      creditsCents: 2500,
      paymentIntentId,
      chargeId,
      receiptUrl: `https://pay.stripe.test/receipts/${chargeId}`,
      refundedCents: 0,
    });
    expect(await invoices().findOneByOrFail({ id: invoice.id })).toMatchObject({
      status: 'paid',
      paidCents: 65500,
      creditsAppliedCents: 2500,
      refundedCents: 0,
    });
    expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({
      status: 'applied',
      amountCents: 2500,
      appliedInvoiceId: invoice.id,
    });
    expect(await credits().countBy({ appliedInvoiceId: invoice.id })).toBe(1);
    expect(await paidEvents()).toEqual([expect.objectContaining({ amountCents: 68000 })]);
    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    expect(readableMail(receipt)).toContain(`https://pay.stripe.test/receipts/${chargeId}`);
    expect(await mailsTo(STAFF, `Payment received: ${invoice.invoiceNumber}`)).toHaveLength(1);
  });

  it('gives 20 concurrent "Pay" clicks one open checkout, with the credits reserved once', async () => {
    await app.dataSource.query(`DELETE FROM payment_customers WHERE user_id = $1`, [anaId]);
    const invoice = await sendInvoice();
    const credit = await giveCredit(10000);
    const sessionsBefore = stripe.calls('POST', '/v1/checkout/sessions').length;
    const customersBefore = stripe.calls('POST', '/v1/customers').length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(invoice)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body.checkoutUrl)).size).toBe(1);
    expect(responses.every((response) => response.body.creditsCents === 10000)).toBe(true);
    expect(stripe.calls('POST', '/v1/checkout/sessions').length - sessionsBefore).toBe(1);
    expect(stripe.calls('POST', '/v1/customers').length - customersBefore).toBe(1);
    const payments = await paymentsOf(invoice.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'pending', amountCents: 58000, creditsCents: 10000 });
    expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({
      status: 'reserved',
      paymentId: payments[0].id,
    });
    // The Stripe customer was created once, kept on the account and named in the session.
    const [customer] = await app.dataSource.query(`SELECT customer_id FROM payment_customers WHERE user_id = $1`, [
      anaId,
    ]);
    expect(customer.customer_id).toMatch(/^cus_/);
    const created = new URLSearchParams(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.body);
    expect(created.get('customer')).toBe(customer.customer_id);
    expect(created.get('mode')).toBe('payment');
    expect(created.get('client_reference_id')).toBe(invoice.id);
    expect(created.get('metadata[paymentId]')).toBe(payments[0].id);
    expect(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.headers['idempotency-key']).toBe(
      `checkout-${payments[0].id}`,
    );

    // Expiry gives the credits back; the next click opens a new checkout and reserves them again.
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    await deliver(stripe.sessionEvent('checkout.session.expired', session.id)).expect(200);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(['expired']);
    expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({ status: 'available', paymentId: null });
    const { body: again } = await pay(invoice).expect(200);
    expect(again).toMatchObject({ outcome: 'checkout', amountCents: 58000, creditsCents: 10000 });
    expect(again.checkoutUrl).not.toBe(responses[0].body.checkoutUrl);
    const { body: detail } = await staff.get(`/api/admin/invoices/${invoice.id}`).expect(200);
    const checkoutEvents = detail.timeline
      .map((event: { kind: string }) => event.kind)
      .filter((kind: string) => kind.startsWith('checkout_'));
    expect(checkoutEvents).toEqual(['checkout_started', 'checkout_expired', 'checkout_started']);
    await credits().delete({ id: credit.id });
  });

  it('pays an invoice the credits cover with no card, spending the soonest-expiring first and splitting the last', async () => {
    const invoice = await sendInvoice();
    const expired = await giveCredit(50000, new Date(Date.now() - DAY_MS));
    const later = await giveCredit(60000, new Date(Date.now() + 60 * DAY_MS));
    const never = await giveCredit(5000, null);
    const sooner = await giveCredit(20000, new Date(Date.now() + 10 * DAY_MS));
    const sessionsBefore = stripe.calls('POST', '/v1/checkout/sessions').length;
    const { body } = await pay(invoice).expect(200);
    expect(body).toEqual({ outcome: 'paid', checkoutUrl: null, expiresAt: null, amountCents: 0, creditsCents: 68000 });
    expect(stripe.calls('POST', '/v1/checkout/sessions').length).toBe(sessionsBefore);
    expect(await invoices().findOneByOrFail({ id: invoice.id })).toMatchObject({
      status: 'paid',
      creditsAppliedCents: 68000,
      paidCents: 0,
    });
    expect((await paymentsOf(invoice.id))[0]).toMatchObject({ method: 'credit', status: 'succeeded', amountCents: 0 });
    expect(await credits().findOneByOrFail({ id: expired.id })).toMatchObject({ status: 'expired' });
    expect(await credits().findOneByOrFail({ id: sooner.id })).toMatchObject({ status: 'applied', amountCents: 20000 });
    expect(await credits().findOneByOrFail({ id: later.id })).toMatchObject({
      status: 'available',
      amountCents: 12000,
    });
    expect(await credits().findOneByOrFail({ id: never.id })).toMatchObject({ status: 'available', amountCents: 5000 });
    expect(await credits().findOneByOrFail({ splitFromId: later.id })).toMatchObject({
      status: 'applied',
      amountCents: 48000,
      appliedInvoiceId: invoice.id,
    });
    expect(await mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toHaveLength(1);

    // The portal shows what is left, soonest-expiring first, and the payment with its receipt; Ben sees none of it.
    const { body: left } = await ana.get('/api/portal/billing/credits').expect(200);
    expect(left).toMatchObject({ total: 2, totalAvailableCents: 17000 });
    expect(left.items.map((item: { amountCents: number }) => item.amountCents)).toEqual([12000, 5000]);
    const { body: history } = await ana.get('/api/portal/billing/payments').expect(200);
    expect(history.items[0]).toMatchObject({ invoiceId: invoice.id, method: 'credit', creditsCents: 68000 });
    expect(history.items[0].invoicePdfPath).toBe(`/api/portal/invoices/${invoice.id}/pdf`);
    expect((await ben.get('/api/portal/billing/credits').expect(200)).body).toMatchObject({
      items: [],
      total: 0,
      totalAvailableCents: 0,
    });
    expect((await ben.get('/api/portal/billing/payments').expect(200)).body).toMatchObject({ items: [], total: 0 });
    await app.http.get('/api/portal/billing/payments').expect(401);
    await credits().delete({ userId: anaId, status: 'available' });

    await pay(invoice).expect(409);
  });

  describe('refunds and offline payments', () => {
    it('refunds part then the rest through Stripe, refusing more than what is left', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
      const { chargeId } = stripe.pay(session.id);
      await deliver(stripe.sessionEvent('checkout.session.completed', session.id)).expect(200);
      const [payment] = await paymentsOf(invoice.id);

      const refund = (amountCents: number) =>
        staff
          .post(`/api/admin/invoices/${invoice.id}/refunds`)
          .send({ paymentId: payment.id, amountCents, reason: 'Scope reduced' });
      const { body: partial } = await refund(18000).expect(201);
      expect(partial).toMatchObject({ status: 'partially_refunded', refundedCents: 18000 });
      const created = stripe.calls('POST', '/v1/refunds').at(-1)!;
      expect(new URLSearchParams(created.body).get('amount')).toBe('18000');
      expect(created.headers['idempotency-key']).toMatch(new RegExp(`^refund-${payment.id}-`));

      const over = await refund(50001).expect(409);
      expect(over.body).toMatchObject({ statusCode: 409, code: 'REFUND_EXCEEDS_REFUNDABLE' });
      const bad = await refund(-5).expect(400);
      expect(bad.body.errors.map((error: { field: string }) => error.field)).toContain('amountCents');

      // Stripe's notice of the refund we made changes nothing more.
      await deliver(stripe.refundedEvent(chargeId)).expect(200);
      expect(await invoices().findOneByOrFail({ id: invoice.id })).toMatchObject({ refundedCents: 18000 });

      const { body: full } = await refund(50000).expect(201);
      expect(full).toMatchObject({ status: 'refunded', refundedCents: 68000 });
      expect(full.refunds).toHaveLength(2);
      expect(full.timeline.filter((event: { kind: string }) => event.kind === 'refunded')).toHaveLength(2);
      await refund(1).expect(409);
    });

    it('proposes the deposit policy: all but the $100 fee before work starts, nothing after', async () => {
      const projects = app.dataSource.getRepository(ProjectEntity);
      const project = await projects.save(projects.create({ userId: anaId, title: 'Online store' }));
      const invoice = await sendInvoice({ projectId: project.id });
      await projects.update(project.id, { depositInvoiceId: invoice.id });
      await staff
        .post(`/api/admin/invoices/${invoice.id}/payments`)
        .send({ method: 'wire', amountCents: 68000, note: 'Wire ref. 8841' })
        .expect(201);
      const { body: before } = await staff.get(`/api/admin/invoices/${invoice.id}/refund-policy`).expect(200);
      expect(before).toMatchObject({
        rule: 'project_deposit_before_work',
        proposedCents: 58000,
        refundableCents: 68000,
      });
      expect(before.reason).toContain('$100.00');
      expect(before.payments).toEqual([expect.objectContaining({ method: 'wire', refundableCents: 68000 })]);
      await projects.update(project.id, { onboardingStartedAt: new Date() });
      const { body: after } = await staff.get(`/api/admin/invoices/${invoice.id}/refund-policy`).expect(200);
      expect(after).toMatchObject({ rule: 'project_deposit_after_work', proposedCents: 0 });
      await projects.update(project.id, { depositInvoiceId: null, balanceInvoiceId: invoice.id });
      expect((await staff.get(`/api/admin/invoices/${invoice.id}/refund-policy`).expect(200)).body).toMatchObject({
        rule: 'project_balance',
        proposedCents: 0,
      });
      await ana.get(`/api/admin/invoices/${invoice.id}/refund-policy`).expect(403);
    });

    it('marks an invoice paid offline, partially then fully, with who recorded it', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200); // an open checkout, closed by the offline payment
      const record = (body: object) => staff.post(`/api/admin/invoices/${invoice.id}/payments`).send(body);
      const { body: partial } = await record({ method: 'cheque', amountCents: 30000, note: 'Cheque 0042' }).expect(201);
      expect(partial).toMatchObject({ status: 'sent', paidCents: 30000, amountDueCents: 38000 });
      expect(partial.payments.map((payment: { status: string }) => payment.status)).toEqual(['expired', 'succeeded']);
      const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
      expect(session.status).toBe('expired');

      const too = await record({ method: 'wire', amountCents: 38001 }).expect(409);
      expect(too.body.code).toBe('PAYMENT_EXCEEDS_DUE');
      await record({ method: 'barter', amountCents: 100 }).expect(400);
      await record({ method: 'wire', amountCents: 100, paidAt: new Date(Date.now() + DAY_MS).toISOString() }).expect(
        400,
      );
      const { body: paid } = await record({ method: 'wire', amountCents: 38000 }).expect(201);
      expect(paid).toMatchObject({ status: 'paid', amountDueCents: 0 });
      const last = paid.timeline.at(-1);
      expect(last).toMatchObject({ kind: 'paid', actor: 'staff', actorUser: { email: STAFF }, amountCents: 38000 });
      await ana.post(`/api/admin/invoices/${invoice.id}/payments`).send({ method: 'cash', amountCents: 1 }).expect(403);
      await record({ method: 'cash', amountCents: 1 }).expect(409);
    });
  });
});
