import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { AppConfig } from '../../../config/app.config';
import { MailService, OutboxService, StaffAlerts, WebhookEvents } from '../../notifications';
import { PAYABLE_INVOICE_STATUSES } from '../billing.constants';
import type { InvoicePaidPayload } from '../billing.events';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents, formatMoney } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import { SYSTEM_ACTOR } from '../invoices/invoices.service';
import {
  ChargeState,
  PaymentDriver,
  PaymentEvent,
  PaymentProviderRefusal,
} from '../../../infrastructure/payments/payment-driver';
import { invoicePdfUrl, PAYMENT_METHOD_WORDS, PaymentLedger, PROVIDER_ACTOR } from './payment-ledger';
import { paymentAlertMail } from './payment.mails';
import { AutomaticRefundCause, automaticRefundMail } from './refund.mails';
import { RefundsService } from './refunds.service';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/** Why money of a payment goes back on its own, from what the ledger said of it. */
const automaticRefundCause = (paid: InvoicePaidPayload): AutomaticRefundCause =>
  paid.previousStatus === 'cancelled'
    ? 'cancelled'
    : PAYABLE_INVOICE_STATUSES.includes(paid.previousStatus)
      ? 'more_than_due'
      : 'already_paid';

const REFUND_REASONS: Record<AutomaticRefundCause, string> = {
  cancelled: 'Paid after the invoice was cancelled: refunded automatically',
  already_paid: 'The invoice was already paid: refunded automatically',
  more_than_due: 'More than was due: the difference refunded automatically',
  other_currency: "Paid in another currency than the invoice's: refunded automatically",
};

/**
 * Acts on the payment provider's events: Stripe's webhooks and the simulated checkout's buttons both end
 * here. Each event id is stored (webhook_events) in the same transaction that acts on it: a redelivery
 * changes nothing, and a failure half-way rolls everything back for the provider's retry to complete.
 * Handling is idempotent at the payment too, and correct in any order: a completion fetches its charge and
 * records whatever refunds it already has, so a `charge.refunded` that came first is not lost. The charge is
 * fetched before any row is locked; a provider that does not answer makes the delivery a 503 (Stripe retries
 * it), and an object the provider does not know is acknowledged and logged.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger('PaymentEvents');

  constructor(
    private readonly driver: PaymentDriver,
    private readonly outbox: OutboxService,
    private readonly webhookEvents: WebhookEvents,
    private readonly credits: AccountCreditsService,
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundsService,
    private readonly timeline: InvoiceTimeline,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async handle(event: PaymentEvent): Promise<void> {
    if (event.type === 'ignored') return;
    const charge = await this.chargeOf(event);
    if (charge === 'unknown' && event.type === 'charge.refunded') return;
    const known = charge === 'unknown' ? null : charge;
    await this.outbox.transaction(async (manager) => {
      if (!(await this.webhookEvents.recordOnce(manager, this.driver.provider, event.id))) return;
      switch (event.type) {
        case 'checkout.session.completed':
          return this.completed(manager, event, known);
        case 'checkout.session.expired':
          return this.expired(manager, event);
        case 'payment_intent.payment_failed':
          return this.failed(manager, event);
        case 'charge.refunded':
          return known ? this.refunded(manager, known) : undefined;
      }
    });
  }

  /**
   * The charge an event is about, as the provider knows it now: fetched before the transaction, so no row
   * waits on the provider. `unknown` when the provider has no such payment (logged); a 503 when it does not
   * answer.
   */
  private async chargeOf(event: PaymentEvent): Promise<ChargeState | 'unknown' | null> {
    const paymentIntentId =
      (event.type === 'checkout.session.completed' && event.paid) || event.type === 'charge.refunded'
        ? event.paymentIntentId
        : null;
    if (!paymentIntentId) return null;
    try {
      return await this.driver.retrieveCharge(paymentIntentId);
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        this.logger.warn(`${event.type} ${event.id}: the provider does not know ${paymentIntentId} (${error.message})`);
        return 'unknown';
      }
      this.logger.error(`${event.type} ${event.id}: payment provider unavailable: ${(error as Error).message}`);
      throw new DependencyUnavailableException();
    }
  }

  /**
   * A paid checkout. What the charge (else the session) took is compared with what the checkout asked: the
   * amount received is what is recorded (less is a partial payment, flagged), and money in another currency
   * is `unmatched`: it counts for nothing on the invoice and goes back. Money the invoice did not need (it
   * was cancelled or paid meanwhile, or this is more than was due) is refunded automatically.
   */
  private async completed(
    manager: EntityManager,
    event: EventOf<'checkout.session.completed'>,
    charge: ChargeState | null,
  ) {
    if (!event.paid) return;
    const found = await this.locked(manager, event.paymentId ? { id: event.paymentId } : null, {
      checkoutSessionId: event.sessionId,
    });
    if (!found) return this.logger.warn(`Checkout ${event.sessionId} completed: no payment of ours`);
    const { invoice, payment } = found;
    const cardFingerprint = charge?.cardFingerprint ?? event.cardFingerprint ?? null;
    if (payment.status === 'succeeded' || payment.status === 'unmatched') {
      await this.rememberCard(manager, payment, cardFingerprint);
      if (charge) await this.reconcileRefunds(manager, invoice, payment, charge);
      return;
    }
    const asked = payment.amountCents;
    const receivedCents = charge?.amountCents ?? event.amountTotalCents ?? asked;
    const currency = (charge?.currency ?? event.currency ?? invoice.currency).toUpperCase();
    const unmatched = currency !== invoice.currency;
    // Credits are spent only by the open checkout that reserved them, and never on a cancelled invoice.
    const spendsCredits = payment.status === 'pending' && invoice.status !== 'cancelled' && !unmatched;
    if (spendsCredits) {
      payment.creditsCents = await this.credits.apply(manager, payment.id, invoice.id);
    } else {
      await this.credits.release(manager, payment.id);
      payment.creditsCents = 0;
    }
    Object.assign(payment, {
      status: unmatched ? 'unmatched' : 'succeeded',
      amountCents: receivedCents,
      currency,
      succeededAt: this.clock.now(),
      failureMessage: null,
      paymentIntentId: event.paymentIntentId,
      chargeId: charge?.chargeId ?? null,
      receiptUrl: charge?.receiptUrl ?? invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId),
      // Saved before InvoicePaid is published: referrals compare the cards that paid (PaymentCards).
      cardFingerprint,
    });
    await manager.save(payment);
    if (unmatched) return this.unmatched(manager, invoice, payment);
    const paid = await this.ledger.recordSucceeded(manager, invoice, payment, PROVIDER_ACTOR, {
      askedCents: asked,
      refundSurplus: true,
    });
    if (charge) await this.reconcileRefunds(manager, invoice, payment, charge);
    if (paid.refundingCents > 0) {
      const cause = automaticRefundCause(paid);
      await this.refundAutomatically(manager, invoice, payment, paid.refundingCents, cause);
    }
  }

  /** Money in another currency than the invoice's: recorded as it came, not counted, refunded, both sides told. */
  private async unmatched(manager: EntityManager, invoice: InvoiceEntity, payment: InvoicePaymentEntity) {
    const amount = formatMoney(payment.amountCents, payment.currency);
    await this.timeline.record(manager, invoice.id, 'payment_unmatched', {
      ...PROVIDER_ACTOR,
      note: `${amount} paid by card in ${payment.currency}, not ${invoice.currency}: not counted, refunded automatically`,
    });
    const alert = {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      amount,
      method: PAYMENT_METHOD_WORDS.card,
      attention: `The payment came in ${payment.currency}, not ${invoice.currency}: it does not count on the invoice and is being refunded to the card automatically; the client has been told.`,
    };
    for (const message of this.staffAlerts.messages(paymentAlertMail, alert))
      await this.outbox.sendIn(manager, message);
    await this.refundAutomatically(manager, invoice, payment, payment.amountCents, 'other_currency');
  }

  /** Decides the refund in this transaction (carried out once it commits) and tells the client why. */
  private async refundAutomatically(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    amountCents: number,
    cause: AutomaticRefundCause,
  ) {
    await this.refunds.decideIn(manager, invoice, payment, amountCents, REFUND_REASONS[cause], SYSTEM_ACTOR);
    await this.outbox.sendIn(
      manager,
      this.mail.compose(
        automaticRefundMail,
        {
          clientName: invoice.clientName,
          invoiceNumber: invoice.invoiceNumber,
          publicId: invoice.publicId,
          amount: formatMoney(amountCents, payment.currency),
          cause,
        },
        { email: invoice.clientEmail, userId: invoice.userId },
      ),
    );
  }

  private async expired(manager: EntityManager, event: EventOf<'checkout.session.expired'>) {
    const found = await this.locked(manager, event.paymentId ? { id: event.paymentId } : null, {
      checkoutSessionId: event.sessionId,
    });
    if (!found || found.payment.status !== 'pending') return;
    const { invoice, payment } = found;
    payment.status = 'expired';
    await manager.save(payment);
    await this.credits.release(manager, payment.id);
    await this.timeline.record(manager, invoice.id, 'checkout_expired', {
      ...PROVIDER_ACTOR,
      amountCents: payment.amountCents,
      note: payment.creditsCents > 0 ? `${formatCents(payment.creditsCents)} of credits released` : null,
    });
  }

  /**
   * A declined card. The checkout stays open, its credits reserved, so the client tries another card on the
   * same page, as Stripe Checkout intends; it closes when its time is up or the invoice is cancelled.
   */
  private async failed(manager: EntityManager, event: EventOf<'payment_intent.payment_failed'>) {
    const found = await this.locked(manager, event.paymentId ? { id: event.paymentId } : null, {
      paymentIntentId: event.paymentIntentId,
    });
    if (!found || found.payment.status !== 'pending') return;
    const { invoice, payment } = found;
    payment.failureMessage = event.failureMessage;
    payment.paymentIntentId = event.paymentIntentId;
    await manager.save(payment);
    await this.timeline.record(manager, invoice.id, 'payment_failed', {
      ...PROVIDER_ACTOR,
      amountCents: payment.amountCents,
      note: event.failureMessage,
    });
  }

  /** Refunds of a payment not completed here yet are recorded by its completion (which fetches the charge). */
  private async refunded(manager: EntityManager, charge: ChargeState) {
    const found = await this.locked(manager, null, { paymentIntentId: charge.paymentIntentId });
    if (!found || (found.payment.status !== 'succeeded' && found.payment.status !== 'unmatched')) return;
    await this.rememberCard(manager, found.payment, charge.cardFingerprint);
    await this.reconcileRefunds(manager, found.invoice, found.payment, charge);
  }

  /**
   * The paying card's fingerprint on a payment that succeeded without one (an event that came before the charge
   * had it); one already known is kept.
   */
  private async rememberCard(manager: EntityManager, payment: InvoicePaymentEntity, cardFingerprint: string | null) {
    if (!cardFingerprint || payment.cardFingerprint) return;
    payment.cardFingerprint = cardFingerprint;
    await manager.update(InvoicePaymentEntity, payment.id, { cardFingerprint });
  }

  /**
   * Brings the payment's refunds in line with the charge's: a refund the provider made for one of our pending
   * rows (matched by our id in its metadata) settles that row, even one given up on; one we never asked for
   * (made in the provider's dashboard) is recorded by its id. The payment's refunded total is then the sum of
   * its refunds that were not given up. A charge refunded in full at the provider gives the credits the
   * payment spent back too (as a `refund` credit): its dashboard knows nothing of them.
   */
  private async reconcileRefunds(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    charge: ChargeState,
  ): Promise<void> {
    const recorded = await manager.find(InvoiceRefundEntity, {
      where: { paymentId: payment.id },
      lock: { mode: 'pessimistic_write' },
    });
    const byProviderId = new Map(recorded.map((refund) => [refund.providerRefundId, refund]));
    const byOurId = new Map(recorded.map((refund) => [refund.id, refund]));
    let added = false;
    for (const made of charge.refunds) {
      if (byProviderId.has(made.id)) continue;
      const ours = made.ourRefundId ? byOurId.get(made.ourRefundId) : undefined;
      if (ours) {
        Object.assign(ours, { status: 'succeeded', providerRefundId: made.id, lastError: null, nextAttemptAt: null });
        await manager.save(ours);
        continue;
      }
      added = true;
      recorded.push(
        await manager.save(
          manager.create(InvoiceRefundEntity, {
            paymentId: payment.id,
            amountCents: made.amountCents,
            way: 'card',
            status: 'succeeded',
            providerRefundId: made.id,
            reason: made.reason
              ? `Refunded at the payment provider (${made.reason})`
              : 'Refunded at the payment provider',
          }),
        ),
      );
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...PROVIDER_ACTOR,
        amountCents: made.amountCents,
        note: 'Refunded at the payment provider',
      });
    }
    const counted = recorded.filter((refund) => refund.status !== 'failed');
    const sumOf = (refunds: InvoiceRefundEntity[]) => refunds.reduce((total, refund) => total + refund.amountCents, 0);
    const toCard = sumOf(counted.filter((refund) => refund.way === 'card'));
    const creditsKept = payment.creditsCents - sumOf(counted.filter((refund) => refund.way === 'credit'));
    if (added && toCard >= payment.amountCents && creditsKept > 0 && invoice.userId) {
      counted.push(
        await manager.save(
          manager.create(InvoiceRefundEntity, {
            paymentId: payment.id,
            amountCents: creditsKept,
            way: 'credit',
            status: 'succeeded',
            reason: 'The charge was refunded in full at the payment provider: the credits it spent go back too',
          }),
        ),
      );
      await this.credits.grantRefund(manager, invoice.userId, creditsKept, invoice.id);
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...PROVIDER_ACTOR,
        amountCents: creditsKept,
        note: 'Account credits given back: the charge was refunded in full',
      });
    }
    const refundedCents = Math.min(payment.amountCents + payment.creditsCents, sumOf(counted));
    if (refundedCents === payment.refundedCents) return;
    const refund = { paymentId: payment.id, amountCents: refundedCents - payment.refundedCents };
    payment.refundedCents = refundedCents;
    await manager.save(payment);
    if (payment.status === 'succeeded') await this.ledger.recordRefund(manager, invoice, refund);
  }

  /**
   * The invoice and the payment an event is about, both locked (invoice first, as everywhere), or null when
   * the payment is not ours.
   */
  private async locked(
    manager: EntityManager,
    byId: { id: string } | null,
    byProvider: { checkoutSessionId: string } | { paymentIntentId: string },
  ): Promise<{ invoice: InvoiceEntity; payment: InvoicePaymentEntity } | null> {
    // Our id comes back in the provider's metadata: anything but a uuid is not ours.
    const where = byId && isUUID(byId.id) ? [byId, byProvider] : [byProvider];
    const found = await manager.findOne(InvoicePaymentEntity, { select: { id: true, invoiceId: true }, where });
    if (!found) return null;
    const invoice = await this.ledger.lockInvoice(manager, { id: found.invoiceId });
    const payment = await manager.findOneOrFail(InvoicePaymentEntity, {
      where: { id: found.id },
      lock: { mode: 'pessimistic_write' },
    });
    return { invoice, payment };
  }
}
