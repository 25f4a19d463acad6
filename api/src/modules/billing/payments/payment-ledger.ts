import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { PAID_INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES, type PaymentMethod } from '../billing.constants';
import { InvoicePaid, type InvoicePaidPayload, InvoiceRefunded } from '../billing.events';
import { DunningService } from '../dunning/dunning.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { invoiceFacts } from '../invoices/invoice-facts';
import { InvoiceEventDetails, InvoiceTimeline } from '../invoices/invoice-timeline';
import { amountDueCents } from '../invoices/invoice-totals';

/** Who recorded a payment or refund, for the timeline. */
export type LedgerActor = Pick<InvoiceEventDetails, 'actor' | 'actorUserId'>;

/** The payment provider (webhooks and the simulated checkout). */
export const PROVIDER_ACTOR: LedgerActor = { actor: 'provider', actorUserId: null };

/** How each method reads in e-mails and the timeline. */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  card: 'card',
  credit: 'account credits',
  cheque: 'cheque',
  wire: 'wire transfer',
  cash: 'cash',
  other: 'another method',
};

/** The PDF of an invoice by its pay link: the receipt of payments the provider gives none for. */
export const invoicePdfUrl = (publicUrl: string, publicId: string) => `${publicUrl}/api/pay-invoice/${publicId}/pdf`;

/** What staff should know of a payment that did not come as asked; null when it did. */
export function paymentAttention(
  paid: Pick<InvoicePaidPayload, 'previousStatus' | 'amountCents' | 'excessCents' | 'shortCents' | 'refundingCents'>,
): string | null {
  const refunding = formatCents(paid.refundingCents);
  if (!PAYABLE_INVOICE_STATUSES.includes(paid.previousStatus)) {
    const what =
      paid.previousStatus === 'cancelled'
        ? 'This invoice was cancelled before the payment completed'
        : `This invoice was already ${paid.previousStatus.replace('_', ' ')}: the client paid twice`;
    return paid.refundingCents > 0
      ? `${what}. ${refunding} is being refunded to the card automatically; the client has been told.`
      : `${what}: refund this payment.`;
  }
  if (paid.excessCents > 0) {
    return paid.refundingCents > 0
      ? `This is ${formatCents(paid.excessCents)} more than was due: ${refunding} is being refunded to the card automatically; the client has been told.`
      : `This is ${formatCents(paid.excessCents)} more than was due: refund the difference.`;
  }
  if (paid.shortCents > 0) {
    return `The checkout asked ${formatCents(paid.amountCents + paid.shortCents)} and ${formatCents(paid.amountCents)} was paid: the invoice is not paid in full, the rest is still due.`;
  }
  return null;
}

/**
 * Writes what money did to an invoice, in the caller's transaction (the invoice row locked by it): a
 * succeeded payment (totals, paid status, timeline) and refunds (refunded total and status), each published
 * as an event in the same transaction (InvoicePaid, InvoiceRefunded) for what follows it: the receipt and
 * the staff alert (PaymentNotices), and other modules' subscribers. Card, credits-only and offline payments
 * all go through here.
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly timeline: InvoiceTimeline,
    private readonly dunning: DunningService,
    private readonly events: EventBus,
  ) {}

  /** The invoice row, locked until the transaction ends. Every payment change takes it first. */
  async lockInvoice(manager: EntityManager, where: { id: string } | { publicId: string }): Promise<InvoiceEntity> {
    const invoice = await manager.findOne(InvoiceEntity, { where, lock: { mode: 'pessimistic_write' } });
    if (!invoice) throw new NotFoundException('No such invoice');
    return invoice;
  }

  /**
   * Adds a payment that just succeeded (its money and the credits it spent) to its invoice, which becomes
   * paid once nothing is due. Money that came where it should not (a cancelled or already paid invoice, or
   * more than was due) is recorded all the same and flagged; with `refundSurplus` (a card payment) the
   * answer's `refundingCents` says how much of it the caller refunds at once. `askedCents`: what the card
   * checkout asked, when the provider took a different amount.
   */
  async recordSucceeded(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    actor: LedgerActor,
    options: { askedCents?: number; refundSurplus?: boolean } = {},
  ): Promise<InvoicePaidPayload> {
    const previousStatus = invoice.status;
    const payable = PAYABLE_INVOICE_STATUSES.includes(previousStatus);
    const dueBefore = amountDueCents(invoice);
    const received = payment.amountCents + payment.creditsCents;
    const excessCents = payable ? Math.max(0, received - dueBefore) : 0;
    invoice.paidCents += payment.amountCents;
    invoice.creditsAppliedCents += payment.creditsCents;
    if (payable && amountDueCents(invoice) === 0) {
      invoice.status = 'paid';
      invoice.paymentDate = payment.succeededAt;
      await this.dunning.stopIn(manager, invoice.id);
    }
    if (payment.paymentIntentId) {
      invoice.paymentIntentId = payment.paymentIntentId;
      invoice.paymentStatus = 'succeeded';
    }
    if (payment.receiptUrl) invoice.receiptUrl = payment.receiptUrl;
    await manager.save(invoice);

    const paid: InvoicePaidPayload = {
      ...invoiceFacts(invoice),
      paymentId: payment.id,
      method: payment.method,
      amountCents: payment.amountCents,
      creditsCents: payment.creditsCents,
      currency: invoice.currency,
      invoiceStatus: invoice.status,
      previousStatus,
      excessCents,
      shortCents: Math.max(0, (options.askedCents ?? payment.amountCents) - payment.amountCents),
      refundingCents: options.refundSurplus
        ? payable
          ? Math.min(excessCents, payment.amountCents)
          : payment.amountCents
        : 0,
    };
    const method = PAYMENT_METHOD_WORDS[payment.method];
    const credits = payment.creditsCents > 0 ? ` and ${formatCents(payment.creditsCents)} of account credits` : '';
    await this.timeline.record(manager, invoice.id, 'paid', {
      ...actor,
      amountCents: received,
      note: [`${formatCents(payment.amountCents)} by ${method}${credits}`, payment.note, paymentAttention(paid)]
        .filter(Boolean)
        .join('. '),
    });
    await this.events.publish(manager, InvoicePaid, paid);
    return paid;
  }

  /**
   * A refund of `refund.paymentId` (its refundedCents already raised by `refund.amountCents`): the invoice's
   * refunded total from its payments' refunds, and its status: refunded once everything received went back,
   * partially refunded before (a paid invoice only; others keep their status).
   */
  async recordRefund(
    manager: EntityManager,
    invoice: InvoiceEntity,
    refund: { paymentId: string; amountCents: number },
  ): Promise<void> {
    await this.recountRefunds(manager, invoice);
    await this.events.publish(manager, InvoiceRefunded, {
      ...invoiceFacts(invoice),
      ...refund,
      refundedCents: invoice.refundedCents,
      invoiceStatus: invoice.status,
    });
  }

  /**
   * The invoice's refunded total from its payments' (pending card refunds included), and its status: still
   * paid while what is kept covers the total (a second payment or an excess given back), refunded once
   * everything received went back, partially refunded between (a paid invoice only; others keep theirs).
   */
  async recountRefunds(manager: EntityManager, invoice: InvoiceEntity): Promise<void> {
    const [{ total }] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(SUM(refunded_cents), 0)::int AS total FROM invoice_payments
       WHERE invoice_id = $1 AND status = 'succeeded'`,
      [invoice.id],
    );
    invoice.refundedCents = total;
    if (PAID_INVOICE_STATUSES.includes(invoice.status)) {
      const received = invoice.paidCents + invoice.creditsAppliedCents;
      invoice.status =
        received - total >= invoice.amountCents ? 'paid' : total >= received ? 'refunded' : 'partially_refunded';
    }
    await manager.save(invoice);
  }
}
