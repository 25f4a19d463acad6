import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { deliverStripeEvent, FakeStripe, startFakeStripe, STRIPE_WEBHOOK_SECRET } from '../../../../test/fake-stripe';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { StripePaymentDriver } from '../../../infrastructure/payments/drivers/stripe-payment.driver';
import { PaymentDriver, RefundRequest } from '../../../infrastructure/payments/payment-driver';
import { UserEntity } from '../../auth';
import { AccountCreditEntity } from '../entities/account-credit.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { OpenCheckouts } from './open-checkouts';
import { RefundsService } from './refunds.service';

const STAFF = 'staff@example.com';
const ANA = 'ana@example.com';
const DAY_MS = 24 * 3_600_000;
const ITEMS = [{ title: 'LLC formation (Delaware)', quantity: 100, unitPriceCents: 15000 }]; // $150.00

/** Time the test moves, for checkouts past their time and refunds whose next try is due. */
class MovableClock extends Clock {
  offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** A process killed right after Stripe made a refund and before it could record it. */
class DriverKilledAfterRefund extends StripePaymentDriver {
  override refund(request: RefundRequest): Promise<{ refundId: string }> {
    return super.refund(request).then(() => new Promise<never>(() => {}));
  }
}

interface SentInvoice {
  id: string;
  publicId: string;
  invoiceNumber: string;
}

describe('payments that must not go wrong: cancelled invoices, amounts paid, declined cards, refunds that survive', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let staff: Browser;
  let anaId: string;
  const clock = new MovableClock();
  const env = () => ({
    ...stripe.env,
    ADMIN_EMAILS: STAFF,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    CHECKOUT_RATE_LIMIT_PER_IP: '1000',
  });

  const invoiceOf = (id: string, on = app) => on.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ id });
  const paymentsOf = (invoiceId: string, on = app) =>
    on.dataSource.getRepository(InvoicePaymentEntity).find({ where: { invoiceId }, order: { createdAt: 'ASC' } });
  const refundsOf = (paymentId: string, on = app) =>
    on.dataSource.getRepository(InvoiceRefundEntity).find({ where: { paymentId }, order: { createdAt: 'ASC' } });
  const credits = () => app.dataSource.getRepository(AccountCreditEntity);
  const giveCredit = (amountCents: number) =>
    credits().save(credits().create({ userId: anaId, amountCents, expiresAt: null, source: 'referral' }));

  const sendInvoice = async (as = staff, userId = anaId): Promise<SentInvoice> => {
    const { body } = await as
      .post('/api/admin/invoices')
      .send({ userId, dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(), items: ITEMS, send: true })
      .expect(201);
    return body;
  };
  const pay = (invoice: SentInvoice, on = app) =>
    on.http.post(`/api/pay-invoice/${invoice.publicId}/checkout`).set('X-Requested-With', 'XMLHttpRequest');
  const sessionOf = (invoice: SentInvoice) =>
    [...stripe.sessions.values()].filter((session) => session.metadata.invoiceId === invoice.id).at(-1)!;
  const deliver = (event: object, on = app) => deliverStripeEvent(on, stripe, event);
  const mailsTo = async (email: string, subject: string, on = app) => {
    await on.queueIdle('domain-events');
    await on.queueIdle('outbox');
    return (await on.mails())
      .filter((eml) => new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'mi').test(eml))
      .map(readableMail)
      .filter((mail) => mail.includes(`Subject: ${subject}`));
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp({ env: env(), overrides: [{ provide: Clock, useValue: clock }] });
    staff = await signInStaff(app, STAFF, 'Sam');
    await signUpVerified(app, ANA, 'Ana');
    anaId = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email: ANA })).id;
  });
  afterEach(() => {
    clock.offsetMs = 0;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  describe('a cancelled invoice is never charged', () => {
    it('closes the open checkout at Stripe and releases its credits before the cancellation commits', async () => {
      const invoice = await sendInvoice();
      const credit = await giveCredit(1000);
      await pay(invoice).expect(200);
      const session = sessionOf(invoice);
      await staff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(200);

      expect(stripe.calls('POST', `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
      expect(session.status).toBe('expired');
      expect((await paymentsOf(invoice.id))[0].status).toBe('expired');
      expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({ status: 'available' });
      await credits().delete({ id: credit.id });
    });

    it('refuses to cancel an invoice paid at Stripe a moment ago, whose completion is on its way', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      stripe.pay(sessionOf(invoice).id);
      const refused = await staff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(409);
      expect(refused.body.code).toBe('PAYMENT_IN_PROGRESS');
      await deliver(stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id)).expect(200);
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paidCents: 15000 });
    });

    it('refunds a payment that still arrives for a cancelled invoice, telling the client and staff', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      const session = sessionOf(invoice);
      await staff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(200);
      const { paymentIntentId } = stripe.pay(session.id); // completed at Stripe all the same
      await deliver(stripe.sessionEvent('checkout.session.completed', session.id)).expect(200);

      await mailsTo(ANA, 'Your payment'); // the refund, carried out after the commit, has settled
      expect(stripe.refunds().filter((refund) => refund.paymentIntentId === paymentIntentId)).toEqual([
        expect.objectContaining({ amount: 15000 }),
      ]);
      expect(await invoiceOf(invoice.id)).toMatchObject({
        status: 'cancelled',
        paidCents: 15000,
        refundedCents: 15000,
      });
      const [payment] = (await paymentsOf(invoice.id)).filter((row) => row.status === 'succeeded');
      expect(await refundsOf(payment.id)).toEqual([
        expect.objectContaining({ way: 'card', status: 'succeeded', amountCents: 15000 }),
      ]);
      const [told] = await mailsTo(ANA, 'Your payment of $150.00 is being refunded');
      expect(told).toContain('had been cancelled before your payment went through');
      expect(await mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toEqual([]);
      const [alert] = await mailsTo(STAFF, `Check this payment: ${invoice.invoiceNumber}`);
      expect(alert).toContain('is being refunded to the card automatically');
    });
  });

  describe('what was paid is compared with what was asked', () => {
    it('records $1.00 taken for a $150.00 checkout as a partial payment, never as paid, and alerts staff', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      stripe.pay(sessionOf(invoice).id, { amount: 100 });
      await deliver(stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id)).expect(200);

      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'sent', paidCents: 100 });
      expect((await paymentsOf(invoice.id))[0]).toMatchObject({ status: 'succeeded', amountCents: 100 });
      const [receipt] = await mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`);
      expect(receipt).toContain('$1.00 paid');
      expect(receipt).not.toContain('$150.00 paid');
      const [alert] = await mailsTo(STAFF, `Check this payment: ${invoice.invoiceNumber}`);
      expect(alert).toContain('The checkout asked $150.00 and $1.00 was paid');
      // The rest can still be paid.
      const { body: rest } = await pay(invoice).expect(200);
      expect(rest.amountCents).toBe(14900);
    });

    it('records a payment in yen as unmatched: not counted on the invoice, refunded, both sides told', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      const { paymentIntentId } = stripe.pay(sessionOf(invoice).id, { amount: 15000, currency: 'jpy' });
      await deliver(stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id)).expect(200);

      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'sent', paidCents: 0, refundedCents: 0 });
      expect((await paymentsOf(invoice.id))[0]).toMatchObject({
        status: 'unmatched',
        currency: 'JPY',
        amountCents: 15000,
        refundedCents: 15000,
      });
      // (Its subject, with the yen sign, is encoded in the header.)
      const told = (await mailsTo(ANA, '')).filter((mail) => mail.includes('We are refunding ¥15,000 to the card'));
      expect(told).toHaveLength(1);
      expect(told[0]).toContain('made in another currency than invoice');
      expect(stripe.refunds().filter((refund) => refund.paymentIntentId === paymentIntentId)).toHaveLength(1);
      const alerts = (await mailsTo(STAFF, '')).filter((mail) => mail.includes(invoice.invoiceNumber));
      expect(alerts).toEqual([expect.stringContaining('The payment came in JPY, not USD')]);
      expect(await mailsTo(ANA, `Receipt for invoice ${invoice.invoiceNumber}`)).toEqual([]);
    });
  });

  describe('checkouts', () => {
    it('keeps the checkout open after a declined card, so the client pays with another on the same page', async () => {
      const invoice = await sendInvoice();
      const credit = await giveCredit(3000);
      await pay(invoice).expect(200);
      const session = sessionOf(invoice);
      await deliver(stripe.failedEvent(session.id, 'Your card was declined.')).expect(200);

      expect(session.status).toBe('open');
      expect(stripe.calls('POST', `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(0);
      expect((await paymentsOf(invoice.id))[0]).toMatchObject({
        status: 'pending',
        failureMessage: 'Your card was declined.',
      });
      expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({ status: 'reserved' });
      const { body: again } = await pay(invoice).expect(200);
      expect(again.checkoutUrl).toContain(session.id);

      stripe.pay(session.id);
      await deliver(stripe.sessionEvent('checkout.session.completed', session.id)).expect(200);
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', creditsAppliedCents: 3000 });
    });

    it('leaves the card at least the $0.50 Stripe accepts when credits cover nearly all of it', async () => {
      const invoice = await sendInvoice();
      await giveCredit(14980);
      const { body } = await pay(invoice).expect(200);
      expect(body).toMatchObject({ outcome: 'checkout', amountCents: 50, creditsCents: 14950 });
      expect(sessionOf(invoice).amount).toBe(50);
      const left = await credits().findBy({ userId: anaId, status: 'available' });
      expect(left.map((row) => row.amountCents)).toEqual([30]);
      await credits().delete({ userId: anaId });
    });

    it('sweeps checkouts past their time: closed at Stripe, their reserved credits available again', async () => {
      const invoice = await sendInvoice();
      const credit = await giveCredit(200);
      await pay(invoice).expect(200);
      const session = sessionOf(invoice);
      const checkouts = app.app.get(OpenCheckouts);
      await checkouts.sweep();
      expect(session.status).toBe('open');
      expect((await paymentsOf(invoice.id))[0].status).toBe('pending');

      clock.offsetMs = 31 * 60_000;
      expect(await checkouts.sweep()).toBeGreaterThanOrEqual(1);
      expect(session.status).toBe('expired');
      expect((await paymentsOf(invoice.id))[0].status).toBe('expired');
      expect(await credits().findOneByOrFail({ id: credit.id })).toMatchObject({ status: 'available' });
      await credits().delete({ id: credit.id });
    });
  });

  describe('events that cannot be acted on, and Stripe outages', () => {
    it('acknowledges a signed event without data.object, and a refund of a payment intent Stripe does not know', async () => {
      const bare = { id: 'evt_bare', object: 'event', type: 'checkout.session.completed', data: {} };
      await deliver(bare).expect(200);
      const unknown = {
        id: 'evt_unknown_intent',
        object: 'event',
        type: 'charge.refunded',
        data: { object: { id: 'ch_nobody', object: 'charge', payment_intent: 'pi_nobody', amount: 100 } },
      };
      await deliver(unknown).expect(200);
    });

    it('answers 503 with Retry-After while Stripe is down, and acts once on the retry', async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      stripe.pay(sessionOf(invoice).id);
      const completed = stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id);
      const endOutage = stripe.outage('GET', /^\/v1\/payment_intents\//);
      const down = await deliver(completed).expect(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'sent', paidCents: 0 });
      endOutage();
      await deliver(completed).expect(200);
      await deliver(completed).expect(200);
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paidCents: 15000 });
      expect(await paymentsOf(invoice.id)).toHaveLength(1);
    });
  });

  describe('refunds are durable jobs', () => {
    const paidInvoice = async () => {
      const invoice = await sendInvoice();
      await pay(invoice).expect(200);
      stripe.pay(sessionOf(invoice).id);
      await deliver(stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id)).expect(200);
      const [payment] = await paymentsOf(invoice.id);
      return { invoice, payment };
    };

    it('keeps a refund Stripe could not take pending and makes it on a later try, once', async () => {
      const { invoice, payment } = await paidInvoice();
      const endOutage = stripe.outage('POST', /^\/v1\/refunds$/);
      await staff
        .post(`/api/admin/invoices/${invoice.id}/refunds`)
        .send({ paymentId: payment.id, amountCents: 5000, reason: 'Scope reduced' })
        .expect(201);
      const [pending] = await refundsOf(payment.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, providerRefundId: null });
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'partially_refunded', refundedCents: 5000 });

      endOutage();
      const refunds = app.app.get(RefundsService);
      expect(await refunds.sweep()).toBe(0); // its next try is a minute away
      clock.offsetMs = 2 * 60_000;
      expect(await refunds.sweep()).toBe(1);
      const [made] = await refundsOf(payment.id);
      expect(made).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) });
      expect(stripe.refunds().filter((refund) => refund.metadata.refundId === made.id)).toHaveLength(1);
    });

    it('records a refund Stripe refuses as failed, counts its money as received again and alerts staff', async () => {
      const { invoice, payment } = await paidInvoice();
      stripe.refundAtDashboard(payment.chargeId!, 15000);
      const refused = await staff
        .post(`/api/admin/invoices/${invoice.id}/refunds`)
        .send({ paymentId: payment.id, amountCents: 2000, reason: 'Goodwill' })
        .expect(409);
      expect(refused.body).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED' });
      expect(refused.body.message).toContain('greater than unrefunded amount');
      expect((await refundsOf(payment.id))[0]).toMatchObject({ status: 'failed', amountCents: 2000 });
      expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
      expect(await mailsTo(STAFF, `Refund failed: ${invoice.invoiceNumber}, $20.00`)).toHaveLength(1);
    });

    it('refunds once after a restart, with one idempotency key, when the process died right after the commit', async () => {
      const killed = new DriverKilledAfterRefund('sk_test_fake', STRIPE_WEBHOOK_SECRET, stripe.url);
      const first = await createTestApp({ env: env(), overrides: [{ provide: PaymentDriver, useValue: killed }] });
      const firstStaff = await signInStaff(first, STAFF, 'Sam');
      const invoice = await sendInvoice(firstStaff, (await signUpVerifiedIn(first)).id);
      await pay(invoice, first).expect(200);
      await firstStaff.post(`/api/admin/invoices/${invoice.id}/cancel`).expect(200);
      const { paymentIntentId } = stripe.pay(sessionOf(invoice).id);
      await deliver(stripe.sessionEvent('checkout.session.completed', sessionOf(invoice).id), first).expect(200);
      const [payment] = (await paymentsOf(invoice.id, first)).filter((row) => row.status === 'succeeded');
      // Stripe made the refund; the process never heard back.
      const waitForStripe = Date.now() + 5000;
      while (stripe.refunds().every((refund) => refund.paymentIntentId !== paymentIntentId)) {
        if (Date.now() > waitForStripe) throw new Error('the refund never reached Stripe');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await refundsOf(payment.id, first))[0]).toMatchObject({ status: 'pending' });

      clock.offsetMs = 2 * 60_000;
      const second = await first.restart({ env: env(), overrides: [{ provide: Clock, useValue: clock }] });
      try {
        expect(await second.app.get(RefundsService).sweep()).toBe(1);
        const [refund] = await refundsOf(payment.id, second);
        expect(refund).toMatchObject({ status: 'succeeded', amountCents: 15000 });
        const made = stripe.refunds().filter((row) => row.paymentIntentId === paymentIntentId);
        expect(made).toEqual([expect.objectContaining({ id: refund.providerRefundId, amount: 15000 })]);
        const keys = stripe
          .calls('POST', '/v1/refunds')
          .filter((call) => new URLSearchParams(call.body).get('payment_intent') === paymentIntentId)
          .map((call) => call.headers['idempotency-key']);
        expect(keys).toHaveLength(2);
        expect(new Set(keys)).toEqual(new Set([`refund-${payment.id}-${refund.id}`]));
        expect(await invoiceOf(invoice.id, second)).toMatchObject({ status: 'cancelled', refundedCents: 15000 });
      } finally {
        await second.close();
      }
    });
  });
});

/** Ana's account in another app of the test (its own database). */
async function signUpVerifiedIn(on: TestApp): Promise<UserEntity> {
  await signUpVerified(on, ANA, 'Ana');
  return on.dataSource.getRepository(UserEntity).findOneByOrFail({ email: ANA });
}
