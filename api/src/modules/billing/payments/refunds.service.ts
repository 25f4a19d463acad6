import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { errorWithCode } from '../../../common/http-exception.filter';
import { afterCommit } from '../../../database/after-commit';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { PaymentDriver, PaymentProviderRefusal } from '../../../infrastructure/payments/payment-driver';
import { OutboxService, StaffAlerts } from '../../notifications';
import { REFUND_RETRY } from '../billing.constants';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatMoney } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import type { InvoiceActor } from '../invoices/invoices.service';
import { PaymentLedger } from './payment-ledger';
import { CreateRefundDto, RefundPolicyDto } from './payments.dto';
import { refundFailedMail } from './refund.mails';
import { RefundRules } from './refund-rules';

/** Pending card refunds the sweep carries out per run. */
const SWEEP_BATCH = 50;

const refundableOf = (payment: InvoicePaymentEntity) =>
  payment.amountCents + payment.creditsCents - payment.refundedCents;

const sum = (refunds: InvoiceRefundEntity[]) => refunds.reduce((total, refund) => total + refund.amountCents, 0);

/** When a card refund whose try number `attempts` did not go through is tried again: 1, 2, 4 ... minutes later. */
const nextAttemptAt = (now: Date, attempts: number) =>
  new Date(now.getTime() + REFUND_RETRY.firstDelayMinutes * 2 ** Math.max(0, attempts - 1) * 60_000);

/**
 * Refunds. Money goes back the way it came: a card payment through the payment driver, an offline payment is
 * recorded as returned by staff (they send the cheque or wire themselves), and what a payment spent in account
 * credits goes back as a new `refund` credit of the client, after the card part.
 *
 * A refund is decided in a transaction (`decideIn`, the invoice and payment locked): its rows, the payment's and
 * the invoice's refunded totals and the timeline are written there. A card refund is written `pending`, a
 * durable job: it is carried out after the commit, outside any lock, with an idempotency key of its row id (so a
 * retry, a second process or a restart after a crash refunds once), then marked succeeded; a scheduled sweep
 * retries what is still pending with backoff. A refusal, or REFUND_RETRY.attempts tries without an answer,
 * fails it: its amount counts as received again and staff are alerted.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');
  /** Card refunds being carried out by this process: a second request for one joins the first. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    @InjectRepository(InvoicePaymentEntity) private readonly payments: Repository<InvoicePaymentEntity>,
    @InjectRepository(InvoiceRefundEntity) private readonly refunds: Repository<InvoiceRefundEntity>,
    private readonly driver: PaymentDriver,
    private readonly outbox: OutboxService,
    private readonly staffAlerts: StaffAlerts,
    private readonly credits: AccountCreditsService,
    private readonly ledger: PaymentLedger,
    private readonly timeline: InvoiceTimeline,
    private readonly rules: RefundRules,
    private readonly clock: Clock,
  ) {}

  /**
   * A staff refund of part or all of a payment. The card part is carried out before answering, so staff see
   * the provider's answer: a refusal is a 409 (the refund is recorded as failed); a provider that does not
   * answer leaves it pending, retried by the sweep.
   */
  async refund(invoiceId: string, input: CreateRefundDto, actor: InvoiceActor): Promise<void> {
    const cardRefunds = await this.outbox.transaction(async (manager) => {
      const invoice = await this.ledger.lockInvoice(manager, { id: invoiceId });
      const payment = await manager.findOne(InvoicePaymentEntity, {
        where: { id: input.paymentId, invoiceId: invoice.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException('No such payment on this invoice');
      if (payment.status !== 'succeeded') {
        throw new ConflictException(
          errorWithCode(`A ${payment.status} payment has nothing to refund`, 'PAYMENT_NOT_REFUNDABLE'),
        );
      }
      const refundable = refundableOf(payment);
      if (input.amountCents > refundable) {
        throw new ConflictException(
          errorWithCode(
            `At most ${formatMoney(refundable, payment.currency)} is left to refund on this payment`,
            'REFUND_EXCEEDS_REFUNDABLE',
          ),
        );
      }
      return this.decideIn(manager, invoice, payment, input.amountCents, input.reason, actor);
    });
    await Promise.all(cardRefunds.map((id) => this.carryOut(id)));
    const refused = await this.refunds.findOneBy({ id: In(cardRefunds), status: 'failed' });
    if (refused) {
      throw new ConflictException(
        errorWithCode(`The payment provider refused: ${refused.lastError}`, 'PAYMENT_PROVIDER_REFUSED'),
      );
    }
  }

  /**
   * Decides a refund of `amountCents` of `payment` in the caller's transaction, the invoice and the payment
   * locked by it (the caller has checked it is refundable): card money first, then credits, or an offline
   * return. Answers the ids of the card refunds, carried out once the transaction commits.
   */
  async decideIn(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    amountCents: number,
    reason: string,
    actor: InvoiceActor,
  ): Promise<string[]> {
    const recorded = await manager.find(InvoiceRefundEntity, {
      where: { paymentId: payment.id, status: Not('failed') },
    });
    const cardRefundable =
      payment.method === 'card' ? payment.amountCents - sum(recorded.filter((refund) => refund.way === 'card')) : 0;
    const toCard = Math.min(amountCents, Math.max(0, cardRefundable));
    const offline = payment.method !== 'card' && payment.method !== 'credit';
    const toCredit = offline ? 0 : amountCents - toCard;
    if (toCredit > 0 && !invoice.userId) {
      throw new ConflictException(
        errorWithCode('This invoice has no client account to give credits back to', 'PAYMENT_NOT_REFUNDABLE'),
      );
    }
    const money = (cents: number) => formatMoney(cents, payment.currency);
    const row = { paymentId: payment.id, reason, createdByUserId: actor.actorUserId };
    const ways: string[] = [];
    const cardRefunds: string[] = [];
    if (toCard > 0) {
      const now = this.clock.now();
      const refund = await manager.save(
        manager.create(InvoiceRefundEntity, {
          ...row,
          amountCents: toCard,
          way: 'card',
          status: 'pending',
          nextAttemptAt: nextAttemptAt(now, 1),
        }),
      );
      cardRefunds.push(refund.id);
      ways.push(`${money(toCard)} to the card`);
    }
    if (toCredit > 0) {
      await manager.insert(InvoiceRefundEntity, { ...row, amountCents: toCredit, way: 'credit', status: 'succeeded' });
      await this.credits.grantRefund(manager, invoice.userId!, toCredit, invoice.id);
      ways.push(`${money(toCredit)} as account credit`);
    }
    if (offline) {
      await manager.insert(InvoiceRefundEntity, { ...row, amountCents, way: 'offline', status: 'succeeded' });
      ways.push(`${money(amountCents)} returned by staff`);
    }
    payment.refundedCents += amountCents;
    await manager.save(payment);
    // Money that never counted on the invoice (another currency) leaves its totals alone.
    if (payment.status === 'succeeded') {
      await this.ledger.recordRefund(manager, invoice, { paymentId: payment.id, amountCents });
    }
    await this.timeline.record(manager, invoice.id, 'refunded', {
      ...actor,
      amountCents,
      note: `${ways.join(' and ')}: ${reason}`,
    });
    if (cardRefunds.length > 0) {
      // Not awaited: a crash or a slow provider leaves the rows pending for the sweep.
      afterCommit(manager, () => void Promise.all(cardRefunds.map((id) => this.carryOut(id))));
    }
    return cardRefunds;
  }

  /**
   * Decides, in the caller's transaction, the refund of everything left to refund on the invoice: each
   * succeeded payment in turn, oldest first, as `refund` would (card money to the card, credits as credits).
   */
  async refundRemainingIn(manager: EntityManager, invoiceId: string, reason: string, actor: InvoiceActor) {
    const invoice = await this.ledger.lockInvoice(manager, { id: invoiceId });
    const payments = await manager.find(InvoicePaymentEntity, {
      where: { invoiceId, status: 'succeeded' },
      order: { createdAt: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    for (const payment of payments) {
      const left = refundableOf(payment);
      if (left > 0) await this.decideIn(manager, invoice, payment, left, reason, actor);
    }
  }

  /** Carries out a pending card refund at the provider (joining a try already under way in this process). */
  carryOut(refundId: string): Promise<void> {
    const running = this.inFlight.get(refundId);
    if (running) return running;
    const run = this.attempt(refundId)
      .catch((error) => this.logger.error(`Refund ${refundId} not settled: ${(error as Error).message}`))
      .finally(() => this.inFlight.delete(refundId));
    this.inFlight.set(refundId, run);
    return run;
  }

  /**
   * Carries out the card refunds whose next try is due: every process runs it each minute, the advisory lock
   * makes each run single.
   */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'refunds' })
  async sweep(): Promise<number> {
    const swept = await withAdvisoryLock(this.refunds.manager.connection, 'cron:refunds', { wait: false }, async () => {
      const due = await this.refunds.find({
        select: { id: true },
        where: { status: 'pending', nextAttemptAt: LessThanOrEqual(this.clock.now()) },
        order: { nextAttemptAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      for (const { id } of due) await this.carryOut(id);
      return due.length;
    });
    return swept ?? 0;
  }

  /**
   * The refund the policy proposes (docs/modules/billing.md): the rule of the module whose record the invoice bills (e.g. a
   * project deposit's, registered by projects), else everything left to refund.
   */
  async policy(invoiceId: string): Promise<RefundPolicyDto> {
    const invoice = await this.payments.manager.findOneBy(InvoiceEntity, { id: invoiceId });
    if (!invoice) throw new NotFoundException('No such invoice');
    const succeeded = await this.payments.find({
      where: { invoiceId, status: 'succeeded' },
      order: { succeededAt: 'DESC', id: 'DESC' },
    });
    const payments = succeeded
      .map((payment) => ({ paymentId: payment.id, method: payment.method, refundableCents: refundableOf(payment) }))
      .filter((payment) => payment.refundableCents > 0);
    const refundableCents = payments.reduce((total, payment) => total + payment.refundableCents, 0);
    const proposal = (await this.rules.propose({
      id: invoice.id,
      consultationId: invoice.consultationId,
      serviceInquiryId: invoice.serviceInquiryId,
      projectId: invoice.projectId,
      receivedCents: invoice.paidCents + invoice.creditsAppliedCents,
      refundedCents: invoice.refundedCents,
    })) ?? {
      rule: 'none',
      proposedCents: refundableCents,
      reason: 'No refund rule applies to this invoice: everything received can go back.',
    };
    return {
      ...proposal,
      proposedCents: Math.max(0, Math.min(refundableCents, proposal.proposedCents)),
      refundableCents,
      payments,
    };
  }

  /** One try: the provider call outside any lock, then the outcome recorded under the invoice's lock. */
  private async attempt(refundId: string): Promise<void> {
    const refund = await this.refunds.findOne({
      where: { id: refundId, status: 'pending' },
      relations: { payment: true },
    });
    if (!refund) return;
    const payment = refund.payment!;
    try {
      const made = await this.driver.refund({
        paymentIntentId: payment.paymentIntentId!,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${payment.id}-${refund.id}`,
        metadata: { invoiceId: payment.invoiceId, paymentId: payment.id, refundId: refund.id },
      });
      await this.settle(refund, (pending) =>
        Object.assign(pending, {
          status: 'succeeded',
          providerRefundId: made.refundId,
          lastError: null,
          nextAttemptAt: null,
        }),
      );
    } catch (error) {
      const message = (error as Error).message;
      const attempts = refund.attempts + 1;
      if (error instanceof PaymentProviderRefusal || attempts >= REFUND_RETRY.attempts) {
        await this.fail(refund, attempts, message);
        return;
      }
      this.logger.warn(`Refund ${refund.id}, try ${attempts}: ${message}`);
      await this.settle(refund, (pending) =>
        Object.assign(pending, {
          attempts,
          lastError: message,
          nextAttemptAt: nextAttemptAt(this.clock.now(), attempts),
        }),
      );
    }
  }

  /**
   * Changes a refund that is still pending, under its invoice's lock (the webhook may have recorded it as made
   * meanwhile: then nothing changes).
   */
  private settle(
    refund: InvoiceRefundEntity,
    change: (pending: InvoiceRefundEntity, manager: EntityManager) => unknown,
  ): Promise<void> {
    return this.outbox.transaction(async (manager) => {
      await this.ledger.lockInvoice(manager, { id: refund.payment!.invoiceId });
      const pending = await manager.findOne(InvoiceRefundEntity, {
        where: { id: refund.id, status: 'pending' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!pending) return;
      await change(pending, manager);
      await manager.save(pending);
    });
  }

  /** A refund that will not be made: its amount counts as received again, and staff are alerted. */
  private fail(refund: InvoiceRefundEntity, attempts: number, error: string): Promise<void> {
    this.logger.error(`Refund ${refund.id} failed after ${attempts} tries: ${error}`);
    return this.settle(refund, async (pending, manager) => {
      Object.assign(pending, { status: 'failed', attempts, lastError: error, nextAttemptAt: null });
      const invoice = await manager.findOneByOrFail(InvoiceEntity, { id: refund.payment!.invoiceId });
      const payment = await manager.findOneOrFail(InvoicePaymentEntity, {
        where: { id: refund.paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      payment.refundedCents -= pending.amountCents;
      await manager.save(payment);
      if (payment.status === 'succeeded') await this.ledger.recountRefunds(manager, invoice);
      const amount = formatMoney(pending.amountCents, payment.currency);
      await this.timeline.record(manager, invoice.id, 'refund_failed', {
        actor: 'provider',
        actorUserId: null,
        amountCents: pending.amountCents,
        note: `${amount} to the card was not refunded: ${error}`,
      });
      const alert = {
        invoiceNumber: invoice.invoiceNumber,
        clientName: invoice.clientName,
        clientEmail: invoice.clientEmail,
        amount,
        reason: pending.reason,
        error,
      };
      for (const message of this.staffAlerts.messages(refundFailedMail, alert)) {
        await this.outbox.sendIn(manager, message);
      }
    });
  }
}
