import type { PaymentsDriverName } from '../../config/app.config';

/** What a checkout asks the provider for: one line of `amountCents` (the amount due after credits). */
export interface CheckoutRequest {
  invoice: { id: string; invoiceNumber: string; publicId: string; description: string | null };
  paymentId: string;
  amountCents: number;
  currency: string;
  /** The provider's customer (billing's payment_customers), or the e-mail to prefill when the client has no account. */
  customer: { id: string } | { email: string };
  successUrl: string;
  cancelUrl: string;
  /** Carried back by the provider's events (on the session and its payment). */
  metadata: { invoiceId: string; paymentId: string };
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** An account the provider keeps as a customer (its cards, its receipts). */
export interface PaymentCustomer {
  accountId: string;
  email: string;
  name: string | null;
}

/** How an attempt to close a checkout ended: closed, or it had been paid in the meantime. */
export type ExpireOutcome = 'expired' | 'completed';

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** The same key for every attempt at one refund, so a retried call refunds once. */
  idempotencyKey: string;
  metadata: { invoiceId: string; paymentId: string; refundId: string };
}

/** One refund as the provider knows it. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  reason: string | null;
  /** Our refund row's id, from the refund's metadata (null for one made in the provider's dashboard). */
  ourRefundId: string | null;
}

/** The charge of a paid checkout, as the provider knows it now: refunds included, whatever events came first. */
export interface ChargeState {
  paymentIntentId: string;
  chargeId: string | null;
  /** What the charge took, in the smallest unit of `currency` (null when the provider does not say). */
  amountCents: number | null;
  /** ISO 4217, upper case (null when the provider does not say). */
  currency: string | null;
  receiptUrl: string | null;
  /** Money given back so far (the charge's amount_refunded). */
  amountRefundedCents: number;
  /** The refunds that count (pending or succeeded; failed and cancelled ones are left out). */
  refunds: ProviderRefund[];
  /**
   * The provider's fingerprint of the card that paid (Stripe's `payment_method_details.card.fingerprint`: one card
   * number, one value), null when the charge was no card or the provider does not say.
   */
  cardFingerprint: string | null;
}

/**
 * The provider's events the billing module acts on, as each driver translates its own (Stripe's event types
 * and ids are kept; the simulated driver makes the same events). Anything else is `ignored`.
 */
export type PaymentEvent = { id: string } & (
  | {
      type: 'checkout.session.completed';
      sessionId: string;
      paymentId: string | null;
      paymentIntentId: string | null;
      /** false for a session still waiting for an asynchronous payment method. */
      paid: boolean;
      /** What the session took (amount_total, smallest unit of `currency`), as the event says. */
      amountTotalCents: number | null;
      /** ISO 4217, upper case. */
      currency: string | null;
      /**
       * The paying card's fingerprint when the event itself says (the simulated checkout's); Stripe's sessions do
       * not, its charge does (ChargeState.cardFingerprint).
       */
      cardFingerprint?: string | null;
    }
  | { type: 'checkout.session.expired'; sessionId: string; paymentId: string | null }
  | {
      type: 'payment_intent.payment_failed';
      paymentIntentId: string;
      paymentId: string | null;
      failureMessage: string;
    }
  | { type: 'charge.refunded'; chargeId: string; paymentIntentId: string | null }
  | { type: 'ignored'; providerType: string }
);

/** The smallest and largest amount one card payment may be, in the currency's cents. */
export interface CardAmountLimits {
  minCents: number;
  maxCents: number;
}

/**
 * Card payment limits per currency (upper-case ISO code), as Stripe documents them (docs.stripe.com/currencies:
 * at least $0.50, at most eight digits): a checkout outside them is refused, so billing refuses to send an
 * invoice it could not be paid with.
 */
export const CARD_AMOUNT_LIMITS = {
  USD: { minCents: 50, maxCents: 99_999_999 },
} as const satisfies Record<string, CardAmountLimits>;

/** The limit of its currency that `amountCents` is outside of, or null when a card can pay it. */
export function cardAmountLimitBroken(
  amountCents: number,
  currency: string,
): { limit: 'minimum' | 'maximum'; cents: number } | null {
  const limits: CardAmountLimits | undefined = (CARD_AMOUNT_LIMITS as Record<string, CardAmountLimits>)[
    currency.toUpperCase()
  ];
  if (!limits) return null;
  if (amountCents < limits.minCents) return { limit: 'minimum', cents: limits.minCents };
  if (amountCents > limits.maxCents) return { limit: 'maximum', cents: limits.maxCents };
  return null;
}

/** The provider refused a request for good (not a network or availability problem): answered 409. */
export class PaymentProviderRefusal extends Error {}

/** A webhook request whose signature does not verify: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

/**
 * The card-payment provider; chosen by PAYMENTS_DRIVER (payments.factory.ts): Stripe when STRIPE_SECRET_KEY is
 * set, else the simulated test-mode checkout. Calls that create something take an idempotency key derived from
 * our own row ids, so a retry never creates a second one.
 */
export abstract class PaymentDriver {
  abstract readonly provider: PaymentsDriverName;

  abstract createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;

  /** Closes an open checkout so it can no longer be paid. */
  abstract expireCheckout(sessionId: string): Promise<ExpireOutcome>;

  abstract refund(request: RefundRequest): Promise<{ refundId: string }>;

  /** The charge of a payment, fetched now (receipt, refunds). */
  abstract retrieveCharge(paymentIntentId: string): Promise<ChargeState>;

  /**
   * Creates the provider's customer of an account: one customer per account however often (or concurrently) it
   * is asked, the account id being the idempotency key. Null when the provider keeps no customers.
   */
  abstract createCustomer(customer: PaymentCustomer): Promise<string | null>;

  /** Verifies a webhook's signature on its raw bytes and translates it (WebhookSignatureError otherwise). */
  abstract constructEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
