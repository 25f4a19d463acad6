import { randomBytes } from 'node:crypto';
import {
  cardAmountLimitBroken,
  ChargeState,
  CheckoutRequest,
  CheckoutSession,
  ExpireOutcome,
  PaymentDriver,
  PaymentEvent,
  PaymentProviderRefusal,
  RefundRequest,
  WebhookSignatureError,
} from '../payment-driver';

/**
 * Where the simulated checkout page is served (under the api prefix; billing's SimulatedCheckoutController); the
 * form posts to this path itself.
 */
export const SIMULATED_CHECKOUT_PATH = 'billing/simulated-checkout';

/** How long a simulated checkout stays open, as Stripe's shortest. */
const SIMULATED_CHECKOUT_MINUTES = 30;

const randomId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('base64url')}`;

/** A simulated session's payment intent: derived from the session, so a retried "Pay" names the same one. */
export const simulatedPaymentIntentId = (sessionId: string) => sessionId.replace(/^cs_sim_/, 'pi_sim_');

/**
 * The embedded default (PAYMENTS_DRIVER=simulated, or unset with STRIPE_SECRET_KEY unset): a test-mode checkout
 * page served by the api itself (no real card is charged), whose buttons make the same events Stripe would send
 * and hand them to the same handler. Refused in production (the configuration refuses it there, and so does this).
 */
export class SimulatedPaymentDriver extends PaymentDriver {
  readonly provider = 'simulated' as const;

  constructor(
    private readonly publicUrl: string,
    nodeEnv: string,
  ) {
    super();
    if (nodeEnv === 'production') {
      throw new Error('The simulated payment driver never runs in production: set STRIPE_SECRET_KEY');
    }
  }

  /** Refuses an amount outside the card limits in Stripe's words, as production would. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const broken = cardAmountLimitBroken(request.amountCents, request.currency);
    if (broken) {
      const limit = new Intl.NumberFormat('en-US', { style: 'currency', currency: request.currency }).format(
        broken.cents / 100,
      );
      return Promise.reject(
        new PaymentProviderRefusal(
          broken.limit === 'minimum'
            ? `Amount must be at least ${limit} ${request.currency.toLowerCase()}`
            : `Amount must be no more than ${limit}`,
        ),
      );
    }
    const sessionId = randomId('cs');
    return Promise.resolve({
      sessionId,
      url: `${this.publicUrl}/api/${SIMULATED_CHECKOUT_PATH}/${sessionId}`,
      expiresAt: new Date(Date.now() + SIMULATED_CHECKOUT_MINUTES * 60_000),
    });
  }

  /** The page only takes payment for a pending payment row, so closing is the row's business. */
  expireCheckout(_sessionId: string): Promise<ExpireOutcome> {
    return Promise.resolve('expired');
  }

  refund(_request: RefundRequest): Promise<{ refundId: string }> {
    return Promise.resolve({ refundId: randomId('re') });
  }

  /**
   * A simulated charge has no receipt of its own (the invoice's PDF serves) and no refunds but those recorded
   * through this app, which the handler already knows; its card's fingerprint comes with the page's event.
   */
  retrieveCharge(paymentIntentId: string): Promise<ChargeState> {
    return Promise.resolve({
      paymentIntentId,
      chargeId: paymentIntentId.replace(/^pi_/, 'ch_'),
      amountCents: null,
      currency: null,
      receiptUrl: null,
      amountRefundedCents: 0,
      refunds: [],
      cardFingerprint: null,
    });
  }

  /** No customers are kept: the checkout page shows the invoice's client. */
  createCustomer(): Promise<string | null> {
    return Promise.resolve(null);
  }

  constructEvent(): PaymentEvent {
    throw new WebhookSignatureError(
      'Stripe webhooks are not accepted: payments go through the simulated test-mode checkout',
    );
  }

  /**
   * The event of the page's "Pay" button, as Stripe sends it when a checkout is paid (its amount and currency),
   * with the fingerprint of the test card typed on the page (billing's keyed hash of its number).
   */
  completedEvent(
    sessionId: string,
    paymentId: string,
    amount: { cents: number; currency: string },
    cardFingerprint: string | null = null,
  ): PaymentEvent {
    return {
      id: randomId('evt'),
      type: 'checkout.session.completed',
      sessionId,
      paymentId,
      paymentIntentId: simulatedPaymentIntentId(sessionId),
      paid: true,
      amountTotalCents: amount.cents,
      currency: amount.currency,
      cardFingerprint,
    };
  }

  /** The event of the page's "Decline card" button (or a card number that cannot be one), as Stripe sends it. */
  declinedEvent(
    sessionId: string,
    paymentId: string,
    failureMessage = 'Your card was declined (test mode: no real card is charged).',
  ): PaymentEvent {
    return {
      id: randomId('evt'),
      type: 'payment_intent.payment_failed',
      paymentIntentId: simulatedPaymentIntentId(sessionId),
      paymentId,
      failureMessage,
    };
  }
}
