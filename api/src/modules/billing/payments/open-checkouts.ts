import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { errorWithCode } from '../../../common/http-exception.filter';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { PaymentDriver, PaymentProviderRefusal } from '../../../infrastructure/payments/payment-driver';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import type { LedgerActor } from './payment-ledger';

/** Checkouts past their time the sweep closes per run. */
const SWEEP_BATCH = 100;

/** A provider failure as the caller sees it: a refusal is a 409 naming it, anything else a 503 to retry. */
export function providerFailure(error: unknown, logger: Logger): Error {
  if (error instanceof PaymentProviderRefusal) {
    return new ConflictException(
      errorWithCode(`The payment provider refused: ${error.message}`, 'PAYMENT_PROVIDER_REFUSED'),
    );
  }
  logger.error(`Payment provider unavailable: ${(error as Error).message}`);
  return new DependencyUnavailableException();
}

/**
 * The open (pending) card checkout of an invoice: found and closed under the invoice's row lock, at the
 * provider first, so nothing can be paid on it once the transaction commits, and its reserved credits given
 * back. Used by "Pay" (replacing one about to close), an offline payment, a cancellation, and the scheduled
 * sweep of checkouts whose time is up (the simulated driver has no expiry of its own; Stripe's expiry event
 * may never come).
 */
@Injectable()
export class OpenCheckouts {
  private readonly logger = new Logger('Checkouts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly driver: PaymentDriver,
    private readonly credits: AccountCreditsService,
    private readonly timeline: InvoiceTimeline,
    private readonly clock: Clock,
  ) {}

  /** The invoice's open checkout, locked (the invoice row must be locked already). */
  find(manager: EntityManager, invoiceId: string): Promise<InvoicePaymentEntity | null> {
    return manager.findOne(InvoicePaymentEntity, {
      where: { invoiceId, status: 'pending' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Closes the invoice's open checkout, if it has one (see `close`). */
  async closeAny(manager: EntityManager, invoice: InvoiceEntity, actor: LedgerActor, note: string): Promise<void> {
    const open = await this.find(manager, invoice.id);
    if (open) await this.close(manager, invoice, open, actor, note);
  }

  /**
   * Closes an open checkout at the provider and gives its credits back. One paid a moment ago (its
   * completion is on its way) is a 409: the caller tries again once the payment is recorded.
   */
  async close(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    actor: LedgerActor,
    note: string,
  ): Promise<void> {
    if (payment.checkoutSessionId) {
      let outcome;
      try {
        outcome = await this.driver.expireCheckout(payment.checkoutSessionId);
      } catch (error) {
        throw providerFailure(error, this.logger);
      }
      if (outcome === 'completed') {
        throw new ConflictException(
          errorWithCode(
            'A payment of this invoice was just made and is being recorded: try again in a minute',
            'PAYMENT_IN_PROGRESS',
          ),
        );
      }
    }
    payment.status = 'expired';
    await manager.save(payment);
    await this.credits.release(manager, payment.id);
    const released = payment.creditsCents > 0 ? `; ${formatCents(payment.creditsCents)} of credits released` : '';
    await this.timeline.record(manager, invoice.id, 'checkout_expired', {
      ...actor,
      amountCents: payment.amountCents,
      note: `${note}${released}`,
    });
  }

  /**
   * Closes checkouts whose time is up: every process runs it each minute, the advisory lock makes each run
   * single. One the provider says was paid is left to its completion event.
   */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'checkout-expiry' })
  async sweep(): Promise<number> {
    const closed = await withAdvisoryLock(this.dataSource, 'cron:checkout-expiry', { wait: false }, async () => {
      const due = await this.dataSource.getRepository(InvoicePaymentEntity).find({
        select: { id: true, invoiceId: true },
        where: { status: 'pending', expiresAt: LessThan(this.clock.now()) },
        order: { expiresAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      let count = 0;
      for (const { id, invoiceId } of due) {
        try {
          if (await this.expireIfDue(id, invoiceId)) count++;
        } catch (error) {
          this.logger.warn(`Checkout of payment ${id} not closed yet: ${(error as Error).message}`);
        }
      }
      return count;
    });
    return closed ?? 0;
  }

  private expireIfDue(paymentId: string, invoiceId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // The invoice first, as every payment change does.
      const invoice = await manager.findOneOrFail(InvoiceEntity, {
        where: { id: invoiceId },
        lock: { mode: 'pessimistic_write' },
      });
      const payment = await this.find(manager, invoiceId);
      if (payment?.id !== paymentId || !payment.expiresAt || payment.expiresAt >= this.clock.now()) return false;
      await this.close(manager, invoice, payment, { actor: 'system', actorUserId: null }, 'Checkout expired');
      return true;
    });
  }
}
