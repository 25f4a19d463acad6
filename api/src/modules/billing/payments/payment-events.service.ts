import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { OutboxService, WebhookEvents } from '../../notifications';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import { ChargeState, PaymentDriver, PaymentEvent } from '../../../infrastructure/payments/payment-driver';
import { invoicePdfUrl, PaymentLedger, PROVIDER_ACTOR } from './payment-ledger';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * Acts on the payment provider's events: Stripe's webhooks and the simulated checkout's buttons both end
 * here. Each event id is stored (webhook_events) in the same transaction that acts on it: a redelivery
 * changes nothing, and a failure half-way rolls everything back for the provider's retry to complete.
 * Handling is idempotent at the payment too, and correct in any order: a completion fetches its charge and
 * records whatever refunds it already has, so a `charge.refunded` that came first is not lost.
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
    private readonly timeline: InvoiceTimeline,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async handle(event: PaymentEvent): Promise<void> {
    if (event.type === 'ignored') return;
    await this.outbox.transaction(async (manager) => {
      if (!(await this.webhookEvents.recordOnce(manager, this.driver.provider, event.id))) return;
      switch (event.type) {
        case 'checkout.session.completed':
          return this.completed(manager, event);
        case 'checkout.session.expired':
          return this.expired(manager, event);
        case 'payment_intent.payment_failed':
          return this.failed(manager, event);
        case 'charge.refunded':
          return this.refunded(manager, event);
      }
    });
  }

  private async completed(manager: EntityManager, event: EventOf<'checkout.session.completed'>) {
    if (!event.paid) return;
    const found = await this.locked(manager, event.paymentId ? { id: event.paymentId } : null, {
      checkoutSessionId: event.sessionId,
    });
    if (!found) return this.logger.warn(`Checkout ${event.sessionId} completed: no payment of ours`);
    const { invoice, payment } = found;
    const charge = event.paymentIntentId ? await this.driver.retrieveCharge(event.paymentIntentId) : null;
    if (payment.status !== 'succeeded') {
      // Credits are spent only by the open checkout that reserved them, and never on a cancelled invoice.
      if (payment.status === 'pending' && invoice.status !== 'cancelled') {
        payment.creditsCents = await this.credits.apply(manager, payment.id, invoice.id);
      } else {
        await this.credits.release(manager, payment.id);
        payment.creditsCents = 0;
      }
      payment.status = 'succeeded';
      payment.succeededAt = this.clock.now();
      payment.failureMessage = null;
      payment.paymentIntentId = event.paymentIntentId;
      payment.chargeId = charge?.chargeId ?? null;
      payment.receiptUrl = charge?.receiptUrl ?? invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId);
      await manager.save(payment);
      await this.ledger.recordSucceeded(manager, invoice, payment, PROVIDER_ACTOR);
    }
    if (charge) await this.reconcileRefunds(manager, invoice, payment, charge);
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
   * A declined payment ends its checkout: the session is closed at the provider (so it cannot be paid after
   * its credits went back) and the client starts a new one from the pay page.
   */
  private async failed(manager: EntityManager, event: EventOf<'payment_intent.payment_failed'>) {
    const found = await this.locked(manager, event.paymentId ? { id: event.paymentId } : null, {
      paymentIntentId: event.paymentIntentId,
    });
    if (!found || found.payment.status !== 'pending') return;
    const { invoice, payment } = found;
    if (payment.checkoutSessionId && (await this.driver.expireCheckout(payment.checkoutSessionId)) === 'completed') {
      return; // paid with another card meanwhile: its completion follows
    }
    payment.status = 'failed';
    payment.failureMessage = event.failureMessage;
    payment.paymentIntentId = event.paymentIntentId;
    await manager.save(payment);
    await this.credits.release(manager, payment.id);
    await this.timeline.record(manager, invoice.id, 'payment_failed', {
      ...PROVIDER_ACTOR,
      amountCents: payment.amountCents,
      note: event.failureMessage,
    });
  }

  /** Refunds of a payment not completed here yet are recorded by its completion (which fetches the charge). */
  private async refunded(manager: EntityManager, event: EventOf<'charge.refunded'>) {
    if (!event.paymentIntentId) return;
    const found = await this.locked(manager, null, { paymentIntentId: event.paymentIntentId });
    if (!found || found.payment.status !== 'succeeded') return;
    const charge = await this.driver.retrieveCharge(event.paymentIntentId);
    await this.reconcileRefunds(manager, found.invoice, found.payment, charge);
  }

  /**
   * Records the charge's refunds we do not know yet (by their provider id) and sets the payment's refunded
   * total from the charge's amount_refunded, plus what went back as credit. A charge refunded in full at the
   * provider gives the credits the payment spent back too (as a `refund` credit).
   */
  private async reconcileRefunds(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    charge: ChargeState,
  ): Promise<void> {
    const recorded = await manager.find(InvoiceRefundEntity, { where: { paymentId: payment.id } });
    const known = new Set(recorded.map((refund) => refund.providerRefundId));
    const unknown = charge.refunds.filter((refund) => !known.has(refund.id));
    for (const refund of unknown) {
      await manager.insert(InvoiceRefundEntity, {
        paymentId: payment.id,
        amountCents: refund.amountCents,
        providerRefundId: refund.id,
        reason: refund.reason
          ? `Refunded at the payment provider (${refund.reason})`
          : 'Refunded at the payment provider',
      });
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...PROVIDER_ACTOR,
        amountCents: refund.amountCents,
        note: 'Refunded at the payment provider',
      });
    }
    const sum = (refunds: { amountCents: number }[]) =>
      refunds.reduce((total, refund) => total + refund.amountCents, 0);
    const providerRefunds = recorded.filter((refund) => refund.providerRefundId);
    let asCredit = sum(recorded.filter((refund) => !refund.providerRefundId));
    // Never lower: a driver that knows less than we recorded (the simulated one) must not undo a refund.
    const money = Math.max(charge.amountRefundedCents, sum(providerRefunds), sum(charge.refunds));
    const creditsKept = payment.creditsCents - asCredit;
    if (unknown.length > 0 && money >= payment.amountCents && creditsKept > 0 && invoice.userId) {
      // Refunded in full at the provider (its dashboard knows nothing of credits): the whole payment is undone.
      await manager.insert(InvoiceRefundEntity, {
        paymentId: payment.id,
        amountCents: creditsKept,
        reason: 'The charge was refunded in full at the payment provider: the credits it spent go back too',
      });
      await this.credits.grantRefund(manager, invoice.userId, creditsKept, invoice.id);
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...PROVIDER_ACTOR,
        amountCents: creditsKept,
        note: 'Account credits given back: the charge was refunded in full',
      });
      asCredit += creditsKept;
    }
    const refundedCents = Math.min(payment.amountCents + payment.creditsCents, money + asCredit);
    if (refundedCents === payment.refundedCents) return;
    const refund = { paymentId: payment.id, amountCents: refundedCents - payment.refundedCents };
    payment.refundedCents = refundedCents;
    await manager.save(payment);
    await this.ledger.recordRefund(manager, invoice, refund);
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
