import type { TestApp } from './test-app';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { FakeProvider, RecordedRequest, startFakeProvider } from './fake-provider';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_fake';

interface FakeCharge {
  id: string;
  amount: number;
  currency: string;
  amountRefunded: number;
  paymentIntentId: string;
  /** The number of the card that paid (digits). */
  cardNumber: string;
}

/** The card number `pay` uses unless told another (Stripe's usual test card). */
export const FAKE_STRIPE_TEST_CARD = '4242424242424242';

/** Stripe's fingerprint of a card number, as this fake makes it: one number, one value, 16 characters. */
export const fakeCardFingerprint = (cardNumber: string) =>
  createHash('sha256').update(cardNumber.replace(/\D/g, '')).digest('base64url').replace(/[-_]/g, 'x').slice(0, 16);

interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
}

interface FakeRefund {
  id: string;
  amount: number;
  chargeId: string;
  paymentIntentId: string;
  metadata: Record<string, string>;
}

export interface FakeStripe extends FakeProvider {
  /** The env that points the app's Stripe driver at this fake. */
  env: Record<string, string>;
  sessions: Map<string, FakeSession>;
  /** The requests to one path (e.g. POST /v1/checkout/sessions). */
  calls(method: string, path: string): RecordedRequest[];
  /**
   * The client pays the session on Stripe's page: its payment intent and charge exist from now on. `taken`
   * makes the charge (and the session's amount_total) differ from what the session asked; `card` is the card
   * number typed (FAKE_STRIPE_TEST_CARD by default), whose fingerprint the charge carries.
   */
  pay(
    sessionId: string,
    taken?: { amount?: number; currency?: string; card?: string },
  ): { paymentIntentId: string; chargeId: string; cardFingerprint: string };
  /** Staff refund a charge from Stripe's dashboard. */
  refundAtDashboard(chargeId: string, amount: number): FakeRefund;
  /** Every refund Stripe has made (the idempotency keys of the requests are in `calls('POST', '/v1/refunds')`). */
  refunds(): { id: string; amount: number; paymentIntentId: string; metadata: Record<string, string> }[];
  /** A signed webhook delivery of `event`, as Stripe posts it. */
  signed(event: object, secret?: string): { body: string; signature: string };
  sessionEvent(type: 'checkout.session.completed' | 'checkout.session.expired', sessionId: string): object;
  failedEvent(sessionId: string, message: string): object;
  refundedEvent(chargeId: string): object;
  /**
   * A Stripe outage: every `method` request whose path matches `path` is answered 500 (api_error), the SDK's
   * own retries included, until the returned function ends it.
   */
  outage(method: string, path: RegExp): () => void;
}

const stripe = new Stripe('sk_test_fake');

/**
 * A small, stateful stand-in for Stripe's API (checkout sessions, payment intents with their charge, refunds,
 * customers), answering in Stripe's shapes and honouring Idempotency-Key like Stripe does.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const outages = new Set<{ method: string; path: RegExp }>();

  const sessionJson = (session: FakeSession) => ({
    id: session.id,
    object: 'checkout.session',
    status: session.status,
    url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
    expires_at: Math.floor(Date.now() / 1000) + 1800,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: session.paymentIntentId,
    amount_total: session.amount,
    currency: session.currency,
    metadata: session.metadata,
  });
  const chargeJson = (charge: FakeCharge) => ({
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    currency: charge.currency,
    amount_refunded: charge.amountRefunded,
    refunded: charge.amountRefunded >= charge.amount,
    payment_intent: charge.paymentIntentId,
    receipt_url: `https://pay.stripe.test/receipts/${charge.id}`,
    payment_method_details: {
      type: 'card',
      card: {
        brand: 'visa',
        last4: charge.cardNumber.slice(-4),
        exp_month: 12,
        exp_year: 2034,
        fingerprint: fakeCardFingerprint(charge.cardNumber),
      },
    },
  });
  const refundJson = (refund: FakeRefund) => ({
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    charge: refund.chargeId,
    payment_intent: refund.paymentIntentId,
    status: 'succeeded',
    reason: null,
    metadata: refund.metadata,
  });
  const metadataOf = (form: URLSearchParams) =>
    Object.fromEntries(
      [...form.entries()].filter(([key]) => /^metadata\[/.test(key)).map(([key, value]) => [key.slice(9, -1), value]),
    );
  const refund = (charge: FakeCharge, amount: number, metadata: Record<string, string>) => {
    const created = { id: next('re'), amount, chargeId: charge.id, paymentIntentId: charge.paymentIntentId, metadata };
    charge.amountRefunded += amount;
    refunds.push(created);
    return created;
  };

  const answer = (request: RecordedRequest): { status: number; body: unknown } => {
    const url = new URL(request.url, 'http://stripe.test');
    const form = new URLSearchParams(request.body);
    const path = url.pathname;
    const notFound = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } };
    if (request.method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: next('cus'), object: 'customer', email: form.get('email') } };
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: FakeSession = {
        id: next('cs'),
        status: 'open',
        amount: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        metadata: metadataOf(form),
        paymentIntentId: null,
      };
      sessions.set(session.id, session);
      return { status: 200, body: sessionJson(session) };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session) return notFound;
      if (sessionPath[2]) {
        if (session.status !== 'open') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: `Session is ${session.status}` } },
          };
        }
        session.status = 'expired';
      }
      return { status: 200, body: sessionJson(session) };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (intentPath) {
      const charge = [...charges.values()].find((candidate) => candidate.paymentIntentId === intentPath[1]);
      if (!charge) return notFound;
      return {
        status: 200,
        body: { id: intentPath[1], object: 'payment_intent', status: 'succeeded', latest_charge: chargeJson(charge) },
      };
    }
    if (path === '/v1/refunds' && request.method === 'GET') {
      const data = refunds.filter((candidate) => candidate.chargeId === url.searchParams.get('charge'));
      return { status: 200, body: { object: 'list', data: data.map(refundJson), has_more: false, url: '/v1/refunds' } };
    }
    if (path === '/v1/refunds' && request.method === 'POST') {
      const charge = [...charges.values()].find(
        (candidate) => candidate.paymentIntentId === form.get('payment_intent'),
      );
      if (!charge) return notFound;
      const amount = Number(form.get('amount'));
      if (charge.amountRefunded + amount > charge.amount) {
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount' },
          },
        };
      }
      return { status: 200, body: refundJson(refund(charge, amount, metadataOf(form))) };
    }
    return notFound;
  };

  const provider = await startFakeProvider((request, _index, response: ServerResponse) => {
    const path = request.url.split('?')[0];
    if ([...outages].some((outage) => outage.method === request.method && outage.path.test(path))) {
      // Not kept for the idempotency key: the request never ran.
      response.writeHead(500, { 'Content-Type': 'application/json', 'Request-Id': next('req') });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on our end' } }));
      return;
    }
    const key = request.headers['idempotency-key'];
    const keyed = typeof key === 'string' ? `${request.method} ${request.url} ${key}` : null;
    const result = (keyed && idempotent.get(keyed)) || answer(request);
    if (keyed) idempotent.set(keyed, result);
    response.writeHead(result.status, { 'Content-Type': 'application/json', 'Request-Id': next('req') });
    response.end(JSON.stringify(result.body));
  });

  const event = (type: string, object: object) => ({
    id: next('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

  return {
    ...provider,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: provider.url,
    },
    sessions,
    calls: (method, path) =>
      provider.requests.filter((request) => request.method === method && request.url.split('?')[0] === path),
    pay: (sessionId, taken = {}) => {
      const session = sessions.get(sessionId)!;
      const paymentIntentId = next('pi');
      const amount = taken.amount ?? session.amount;
      const currency = taken.currency ?? session.currency;
      const cardNumber = (taken.card ?? FAKE_STRIPE_TEST_CARD).replace(/\D/g, '');
      const charge = { id: next('ch'), amount, currency, amountRefunded: 0, paymentIntentId, cardNumber };
      charges.set(charge.id, charge);
      Object.assign(session, { status: 'complete', paymentIntentId, amount, currency });
      return { paymentIntentId, chargeId: charge.id, cardFingerprint: fakeCardFingerprint(cardNumber) };
    },
    refunds: () =>
      refunds.map(({ id, amount, paymentIntentId, metadata }) => ({ id, amount, paymentIntentId, metadata })),
    refundAtDashboard: (chargeId, amount) => refund(charges.get(chargeId)!, amount, {}),
    signed: (payload, secret = STRIPE_WEBHOOK_SECRET) => {
      const body = JSON.stringify(payload);
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    sessionEvent: (type, sessionId) => event(type, sessionJson(sessions.get(sessionId)!)),
    failedEvent: (sessionId, message) => {
      const session = sessions.get(sessionId)!;
      return event('payment_intent.payment_failed', {
        id: session.paymentIntentId ?? `pi_for_${session.id}`,
        object: 'payment_intent',
        metadata: session.metadata,
        last_payment_error: { message, type: 'card_error' },
      });
    },
    refundedEvent: (chargeId) => event('charge.refunded', chargeJson(charges.get(chargeId)!)),
    outage: (method, path) => {
      const outage = { method, path };
      outages.add(outage);
      return () => void outages.delete(outage);
    },
  };
}

/** Posts `event` to `app`'s webhook as Stripe does: the raw JSON body, signed with `secret` (the app's by default). */
export function deliverStripeEvent(app: Pick<TestApp, 'http'>, stripe: FakeStripe, event: object, secret?: string) {
  const { body, signature } = stripe.signed(event, secret);
  return app.http
    .post('/api/billing/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(body);
}
