import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { deliverStripeEvent, fakeCardFingerprint, FakeStripe, startFakeStripe } from '../../../../test/fake-stripe';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { PaymentCards } from './payment-cards';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';

interface SentInvoice {
  id: string;
  publicId: string;
}

/** Staff, three clients and the helpers both drivers' tests share. */
async function startWith(env: Record<string, string>) {
  const app = await createTestApp({ env: { ...env, ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
  const staff = await signInStaff(app, STAFF, 'Sam');
  const ids: Record<string, string> = {};
  for (const [email, name] of [
    ['ana@example.com', 'Ana'],
    ['ben@example.com', 'Ben'],
    ['cara@example.com', 'Cara'],
  ]) {
    await signUpVerified(app, email, name);
    ids[name] = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email })).id;
  }
  return { app, staff, ids };
}

const sendInvoice = async (staff: Browser, userId: string): Promise<SentInvoice> =>
  (
    await staff
      .post('/api/admin/invoices')
      .send({
        userId,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: [{ title: 'LLC formation', quantity: 100, unitPriceCents: 50000 }],
        send: true,
      })
      .expect(201)
  ).body as SentInvoice;

const openCheckout = (app: TestApp, invoice: SentInvoice) =>
  app.http.post(`/api/pay-invoice/${invoice.publicId}/checkout`).set('X-Requested-With', 'XMLHttpRequest').expect(200);

const paymentOf = async (app: TestApp, invoiceId: string) =>
  (await app.dataSource.getRepository(InvoicePaymentEntity).findBy({ invoiceId }))[0];

const sharing = (app: TestApp, userId: string) =>
  app.dataSource.transaction((manager) => app.app.get(PaymentCards).usersSharingACardWith(manager, userId));

describe("card fingerprints through Stripe (the real SDK against a local fake): the charge's card.fingerprint is kept", () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let staff: Browser;
  let ids: Record<string, string>;

  const deliver = (event: object) => deliverStripeEvent(app, stripe, event).expect(200);
  /** The client pays `invoice` with `card` on Stripe's page; answers the charge and the completion event. */
  const payWith = async (invoice: SentInvoice, card: string) => {
    await openCheckout(app, invoice);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    const paid = stripe.pay(session.id, { card });
    return { ...paid, completed: stripe.sessionEvent('checkout.session.completed', session.id) };
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ({ app, staff, ids } = await startWith({ ...stripe.env, CHECKOUT_RATE_LIMIT_PER_IP: '1000' }));
  }, 90_000);
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('stores the fingerprint of the card that paid, once however often or in whatever order the events come', async () => {
    const invoice = await sendInvoice(staff, ids.Ana);
    const { chargeId, cardFingerprint, completed } = await payWith(invoice, VISA);
    expect(cardFingerprint).toBe(fakeCardFingerprint(VISA));
    // A dashboard refund's event first, then the completion twice.
    stripe.refundAtDashboard(chargeId, 1000);
    await deliver(stripe.refundedEvent(chargeId));
    await Promise.all([deliver(completed), deliver(completed)]);
    expect(await paymentOf(app, invoice.id)).toMatchObject({
      status: 'succeeded',
      chargeId,
      cardFingerprint,
      refundedCents: 1000,
    });
  });

  it('fills in a fingerprint missing on a succeeded payment from a later event of its charge, and keeps one known', async () => {
    const invoice = await sendInvoice(staff, ids.Ben);
    const { chargeId, cardFingerprint, completed } = await payWith(invoice, MASTERCARD);
    await deliver(completed);
    const payments = app.dataSource.getRepository(InvoicePaymentEntity);
    // As a payment recorded before fingerprints were kept.
    await payments.update({ invoiceId: invoice.id }, { cardFingerprint: null });
    stripe.refundAtDashboard(chargeId, 500);
    await deliver(stripe.refundedEvent(chargeId));
    expect((await paymentOf(app, invoice.id)).cardFingerprint).toBe(cardFingerprint);

    await payments.update({ invoiceId: invoice.id }, { cardFingerprint: 'fp_kept' });
    stripe.refundAtDashboard(chargeId, 500);
    await deliver(stripe.refundedEvent(chargeId));
    expect((await paymentOf(app, invoice.id)).cardFingerprint).toBe('fp_kept');
    await payments.update({ invoiceId: invoice.id }, { cardFingerprint });
  });

  it("PaymentCards names the other accounts whose succeeded payments used one of a user's cards", async () => {
    // Ana paid with the Visa, Ben with the Mastercard; now Cara pays with Ana's Visa.
    const caras = await sendInvoice(staff, ids.Cara);
    await deliver((await payWith(caras, VISA)).completed);
    expect(await sharing(app, ids.Cara)).toEqual([ids.Ana]);
    expect(await sharing(app, ids.Ana)).toEqual([ids.Cara]);
    expect(await sharing(app, ids.Ben)).toEqual([]);

    // A checkout opened with the Mastercard but never paid is no use of the card.
    const pending = await sendInvoice(staff, ids.Cara);
    await openCheckout(app, pending);
    await app.dataSource
      .getRepository(InvoicePaymentEntity)
      .update({ invoiceId: pending.id }, { cardFingerprint: fakeCardFingerprint(MASTERCARD) });
    expect(await sharing(app, ids.Ben)).toEqual([]);
    // The invoice's account decides whose card it is.
    await app.dataSource.getRepository(InvoiceEntity).update({ id: caras.id }, { userId: ids.Ben });
    expect(await sharing(app, ids.Ben)).toEqual([ids.Ana]);
    await app.dataSource.getRepository(InvoiceEntity).update({ id: caras.id }, { userId: ids.Cara });
  });
});

describe('card fingerprints through the simulated checkout: the test card number typed on its page', () => {
  let app: TestApp;
  let staff: Browser;
  let ids: Record<string, string>;

  /** Opens the checkout and submits its page as a browser would, with `cardNumber` typed (or left as offered). */
  const payOnPage = async (invoice: SentInvoice, cardNumber?: string) => {
    const { body } = await openCheckout(app, invoice);
    const page = await request(app.app.getHttpServer()).get(new URL(body.checkoutUrl).pathname).expect(200);
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    );
    await request(app.app.getHttpServer())
      .post('/api/billing/simulated-checkout')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ ...fields, action: 'pay', ...(cardNumber === undefined ? {} : { cardNumber }) })
      .expect(303);
    return { page: page.text, checkoutUrl: body.checkoutUrl as string };
  };

  beforeAll(async () => {
    ({ app, staff, ids } = await startWith({}));
  }, 90_000);
  afterAll(() => app.close());

  it('offers a labelled test card field, and gives one number one fingerprint however it is typed', async () => {
    const anas = await sendInvoice(staff, ids.Ana);
    const { page } = await payOnPage(anas);
    expect(page).toContain('<label for="card-number">Test card number</label>');
    expect(page).toContain(`id="card-number" name="cardNumber" type="text"`);
    expect(page).toContain(`value="${VISA}"`);
    const offered = (await paymentOf(app, anas.id)).cardFingerprint;
    expect(offered).toMatch(/^sim_[\w-]{32}$/);
    expect(offered).not.toContain('4242');

    const bens = await sendInvoice(staff, ids.Ben);
    await payOnPage(bens, '4242-4242-4242-4242');
    const caras = await sendInvoice(staff, ids.Cara);
    await payOnPage(caras, MASTERCARD);
    expect((await paymentOf(app, bens.id)).cardFingerprint).toBe(offered);
    expect((await paymentOf(app, caras.id)).cardFingerprint).toMatch(/^sim_/);
    expect((await paymentOf(app, caras.id)).cardFingerprint).not.toBe(offered);
    expect(await sharing(app, ids.Ana)).toEqual([ids.Ben]);
    expect(await sharing(app, ids.Cara)).toEqual([]);
  });

  it('declines a number no card could have, back on the page to type another', async () => {
    const invoice = await sendInvoice(staff, ids.Cara);
    const { checkoutUrl } = await payOnPage(invoice, '4242 4242 4242 4241');
    const again = await request(app.app.getHttpServer()).get(new URL(checkoutUrl).pathname).expect(200);
    expect(again.text).toContain('<p role="alert">Your card number is incorrect. Try another card, or cancel.</p>');
    expect(await paymentOf(app, invoice.id)).toMatchObject({ status: 'pending', cardFingerprint: null });
  });
});
