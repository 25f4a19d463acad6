import Stripe from 'stripe';
import {
  ChargeState,
  CheckoutRequest,
  CheckoutSession,
  ExpireOutcome,
  PaymentCustomer,
  PaymentDriver,
  PaymentEvent,
  PaymentProviderRefusal,
  RefundRequest,
  WebhookSignatureError,
} from '../payment-driver';

/** How long a Stripe Checkout Session stays open (Stripe's minimum is 30 minutes). */
export const STRIPE_CHECKOUT_MINUTES = 30;

/** Refund statuses that give money back (or will): failed and cancelled refunds do not count. */
const COUNTED_REFUND_STATUSES = new Set(['pending', 'requires_action', 'succeeded']);

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout through the official SDK (STRIPE_SECRET_KEY; STRIPE_API_URL is where the SDK sends its
 * requests, a local fake in tests). Every create carries an idempotency key built from our row ids.
 */
export class StripePaymentDriver extends PaymentDriver {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiUrl: string,
  ) {
    super();
    const url = new URL(apiUrl);
    this.stripe = new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const expiresAt = Math.floor(Date.now() / 1000) + STRIPE_CHECKOUT_MINUTES * 60;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          ...('id' in request.customer
            ? { customer: request.customer.id }
            : { customer_email: request.customer.email }),
          client_reference_id: request.invoice.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: {
                  name: `Invoice ${request.invoice.invoiceNumber}`,
                  ...(request.invoice.description ? { description: request.invoice.description.slice(0, 500) } : {}),
                },
              },
            },
          ],
          metadata: request.metadata,
          // Copied to the payment intent, so its events (payment_failed) name our payment too.
          payment_intent_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      ),
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async expireCheckout(sessionId: string): Promise<ExpireOutcome> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      // Only an open session can be expired: one already closed tells how it ended.
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return 'completed';
      if (session.status === 'expired') return 'expired';
      throw error;
    }
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  /** A payment intent Stripe does not know (404) is a PaymentProviderRefusal, like every request it refuses. */
  async retrieveCharge(paymentIntentId: string): Promise<ChargeState> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    );
    const charge = intent.latest_charge;
    if (!charge || typeof charge === 'string') {
      return {
        paymentIntentId,
        chargeId: idOf(charge),
        amountCents: null,
        currency: null,
        receiptUrl: null,
        amountRefundedCents: 0,
        refunds: [],
        cardFingerprint: null,
      };
    }
    const refunds =
      charge.amount_refunded > 0
        ? await this.call(() =>
            this.stripe.refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 }),
          )
        : [];
    return {
      paymentIntentId,
      chargeId: charge.id,
      amountCents: charge.amount,
      currency: charge.currency ? charge.currency.toUpperCase() : null,
      receiptUrl: charge.receipt_url,
      amountRefundedCents: charge.amount_refunded,
      refunds: refunds
        .filter((refund) => COUNTED_REFUND_STATUSES.has(refund.status ?? ''))
        .map((refund) => ({
          id: refund.id,
          amountCents: refund.amount,
          reason: refund.reason,
          ourRefundId: refund.metadata?.refundId ?? null,
        })),
      // Part of the charge already expanded: no extra request.
      cardFingerprint: charge.payment_method_details?.card?.fingerprint ?? null,
    };
  }

  /** The idempotency key makes concurrent creations for one account return the same customer. */
  async createCustomer({ accountId, email, name }: PaymentCustomer): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email, ...(name ? { name } : {}), metadata: { userId: accountId } },
      { idempotencyKey: `customer-${accountId}` },
    );
    return customer.id;
  }

  /** A refusal that retrying cannot change (bad request, card or idempotency error) becomes PaymentProviderRefusal. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      ) {
        throw new PaymentProviderRefusal(error.message);
      }
      throw error;
    }
  }

  constructEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    // Signed by Stripe yet without the object it is about: nothing to act on (acknowledged, so not resent).
    const object: unknown = event.data?.object;
    if (!object || typeof object !== 'object' || typeof (object as { id?: unknown }).id !== 'string') {
      return { id: event.id, type: 'ignored', providerType: `${event.type} without data.object` };
    }
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          id: event.id,
          type: event.type,
          sessionId: session.id,
          paymentId: session.metadata?.paymentId ?? null,
          paymentIntentId: idOf(session.payment_intent),
          paid: session.payment_status !== 'unpaid',
          amountTotalCents: session.amount_total ?? null,
          currency: session.currency ? session.currency.toUpperCase() : null,
        };
      }
      case 'checkout.session.expired': {
        const session = event.data.object;
        return {
          id: event.id,
          type: event.type,
          sessionId: session.id,
          paymentId: session.metadata?.paymentId ?? null,
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        return {
          id: event.id,
          type: event.type,
          paymentIntentId: intent.id,
          paymentId: intent.metadata?.paymentId ?? null,
          failureMessage: intent.last_payment_error?.message ?? 'The payment failed',
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        return { id: event.id, type: event.type, chargeId: charge.id, paymentIntentId: idOf(charge.payment_intent) };
      }
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }
}
