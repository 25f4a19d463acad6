import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { errorWithCode } from '../../../common/http-exception.filter';
import { RequestValidationException } from '../../../common/validation';
import { AppConfig } from '../../../config/app.config';
import { UserDirectory } from '../../auth';
import { OutboxService } from '../../notifications';
import { PAYABLE_INVOICE_STATUSES } from '../billing.constants';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import { amountDueCents } from '../invoices/invoice-totals';
import type { InvoiceActor } from '../invoices/invoices.service';
import { PaymentDriver, PaymentProviderRefusal } from '../../../infrastructure/payments/payment-driver';
import { ensurePaymentCustomer } from './payment-customers';
import { invoicePdfUrl, LedgerActor, PaymentLedger } from './payment-ledger';
import { PayInvoiceCheckoutDto, RecordOfflinePaymentDto } from './payments.dto';

/** An open checkout closing sooner than this is replaced rather than handed out. */
const REUSE_MARGIN_MS = 2 * 60_000;

/** Whoever holds the pay link. */
const CLIENT_ACTOR: LedgerActor = { actor: 'client', actorUserId: null };

/** Where the provider sends the browser back: the pay page, told how the checkout ended. */
export const checkoutReturnUrls = (publicUrl: string, publicId: string) => ({
  successUrl: `${publicUrl}/pay-invoice/${publicId}?checkout=success`,
  cancelUrl: `${publicUrl}/pay-invoice/${publicId}?checkout=cancelled`,
});

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
 * Paying invoices: the client's checkout (credits reserved, the rest by card through the PaymentDriver, or
 * paid by credits alone) and staff's offline payments. Every change locks the invoice row first, so
 * concurrent clicks share one open checkout and credits are reserved once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly driver: PaymentDriver,
    private readonly outbox: OutboxService,
    private readonly credits: AccountCreditsService,
    private readonly ledger: PaymentLedger,
    private readonly timeline: InvoiceTimeline,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly users: UserDirectory,
  ) {}

  /**
   * The checkout of the invoice behind a pay link: the open one when there is one, else a new one with the
   * client's credits reserved and the rest to pay by card; an invoice the credits cover is paid at once.
   */
  async startCheckout(publicId: string): Promise<PayInvoiceCheckoutDto> {
    return this.outbox.transaction(async (manager) => {
      const invoice = await this.ledger.lockInvoice(manager, { publicId });
      if (invoice.status === 'draft') throw new NotFoundException('No such invoice');
      this.assertPayable(invoice);
      const now = this.clock.now();
      const open = await this.openCheckout(manager, invoice.id);
      if (open?.expiresAt && open.checkoutUrl && open.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS) {
        return this.checkoutOf(open);
      }
      if (open) await this.closeCheckout(manager, invoice, open, { actor: 'system', actorUserId: null });

      const due = amountDueCents(invoice);
      const payment = await manager.save(
        manager.create(InvoicePaymentEntity, {
          invoiceId: invoice.id,
          method: 'card',
          provider: this.driver.provider,
          status: 'pending',
          amountCents: due,
          creditsCents: 0,
        }),
      );
      const credits = invoice.userId ? await this.credits.reserve(manager, invoice.userId, payment.id, due) : 0;
      if (credits === due) {
        Object.assign(payment, {
          method: 'credit',
          provider: null,
          status: 'succeeded',
          amountCents: 0,
          creditsCents: await this.credits.apply(manager, payment.id, invoice.id),
          succeededAt: now,
          receiptUrl: invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId),
        });
        await manager.save(payment);
        await this.ledger.recordSucceeded(manager, invoice, payment, CLIENT_ACTOR);
        return { outcome: 'paid', checkoutUrl: null, expiresAt: null, amountCents: 0, creditsCents: credits };
      }

      payment.amountCents = due - credits;
      payment.creditsCents = credits;
      const user = invoice.userId
        ? (await this.users.people([invoice.userId], manager)).get(invoice.userId)
        : undefined;
      try {
        const customerId = user ? await ensurePaymentCustomer(manager, this.driver, user) : null;
        const session = await this.driver.createCheckout({
          invoice,
          paymentId: payment.id,
          amountCents: payment.amountCents,
          currency: invoice.currency,
          customer: customerId ? { id: customerId } : { email: invoice.clientEmail },
          ...checkoutReturnUrls(this.config.PUBLIC_URL, invoice.publicId),
          metadata: { invoiceId: invoice.id, paymentId: payment.id },
        });
        payment.checkoutSessionId = session.sessionId;
        payment.checkoutUrl = session.url;
        payment.expiresAt = session.expiresAt;
      } catch (error) {
        throw providerFailure(error, this.logger);
      }
      await manager.save(payment);
      await this.timeline.record(manager, invoice.id, 'checkout_started', {
        ...CLIENT_ACTOR,
        amountCents: payment.amountCents,
        note: credits > 0 ? `${formatCents(credits)} of account credits reserved` : null,
      });
      return this.checkoutOf(payment);
    });
  }

  /**
   * Staff record money received outside the site: a succeeded payment (the invoice paid once covered), with
   * who recorded it. An open checkout is closed first, so the card cannot pay what was just received.
   */
  async recordOffline(invoiceId: string, input: RecordOfflinePaymentDto, actor: InvoiceActor): Promise<void> {
    const now = this.clock.now();
    const paidAt = input.paidAt ? new Date(input.paidAt) : now;
    if (paidAt > now) {
      throw new RequestValidationException(
        [{ field: 'paidAt', message: 'paidAt must not be in the future' }],
        'paidAt must not be in the future',
      );
    }
    await this.outbox.transaction(async (manager) => {
      const invoice = await this.ledger.lockInvoice(manager, { id: invoiceId });
      this.assertPayable(invoice);
      const due = amountDueCents(invoice);
      if (input.amountCents > due) {
        throw new ConflictException(
          errorWithCode(`Only ${formatCents(due)} is due on this invoice`, 'PAYMENT_EXCEEDS_DUE'),
        );
      }
      const open = await this.openCheckout(manager, invoice.id);
      if (open) await this.closeCheckout(manager, invoice, open, actor);
      const payment = await manager.save(
        manager.create(InvoicePaymentEntity, {
          invoiceId: invoice.id,
          method: input.method,
          provider: null,
          status: 'succeeded',
          amountCents: input.amountCents,
          creditsCents: 0,
          note: input.note || null,
          recordedByUserId: actor.actorUserId,
          succeededAt: paidAt,
          receiptUrl: invoicePdfUrl(this.config.PUBLIC_URL, invoice.publicId),
        }),
      );
      await this.ledger.recordSucceeded(manager, invoice, payment, actor);
    });
  }

  private assertPayable(invoice: InvoiceEntity): void {
    if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status)) {
      throw new ConflictException(
        errorWithCode(
          invoice.status === 'cancelled'
            ? 'This invoice was cancelled: there is nothing to pay'
            : `This invoice is ${invoice.status.replace('_', ' ')}: there is nothing to pay`,
          'INVOICE_NOT_PAYABLE',
        ),
      );
    }
    if (amountDueCents(invoice) === 0) {
      throw new ConflictException(errorWithCode('Nothing is left to pay on this invoice', 'INVOICE_NOTHING_DUE'));
    }
  }

  private openCheckout(manager: EntityManager, invoiceId: string): Promise<InvoicePaymentEntity | null> {
    return manager.findOne(InvoicePaymentEntity, {
      where: { invoiceId, status: 'pending' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Closes an open checkout at the provider and gives its credits back. One paid a moment ago (its
   * completion is on its way) is a 409: the client reloads the pay page and sees it paid.
   */
  private async closeCheckout(
    manager: EntityManager,
    invoice: InvoiceEntity,
    payment: InvoicePaymentEntity,
    actor: LedgerActor,
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
            'A payment of this invoice was just made and is being recorded: reload in a minute',
            'PAYMENT_IN_PROGRESS',
          ),
        );
      }
    }
    payment.status = 'expired';
    await manager.save(payment);
    await this.credits.release(manager, payment.id);
    await this.timeline.record(manager, invoice.id, 'checkout_expired', {
      ...actor,
      amountCents: payment.amountCents,
      note: 'Checkout closed',
    });
  }

  private checkoutOf(payment: InvoicePaymentEntity): PayInvoiceCheckoutDto {
    return {
      outcome: 'checkout',
      checkoutUrl: payment.checkoutUrl,
      expiresAt: payment.expiresAt?.toISOString() ?? null,
      amountCents: payment.amountCents,
      creditsCents: payment.creditsCents,
    };
  }
}
