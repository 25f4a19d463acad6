import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
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
import { amountDueCents, partialPaymentRange } from '../invoices/invoice-totals';
import type { InvoiceActor } from '../invoices/invoices.service';
import { cardAmountLimitBroken, PaymentDriver } from '../../../infrastructure/payments/payment-driver';
import { OpenCheckouts, providerFailure } from './open-checkouts';
import { ensurePaymentCustomer } from './payment-customers';
import { invoicePdfUrl, LedgerActor, PaymentLedger } from './payment-ledger';
import { PayInvoiceCheckoutDto, RecordOfflinePaymentDto, StartInvoiceCheckoutDto } from './payments.dto';

/** An open checkout closing sooner than this is replaced rather than handed out. */
const REUSE_MARGIN_MS = 2 * 60_000;

/** Whoever holds the pay link. */
const CLIENT_ACTOR: LedgerActor = { actor: 'client', actorUserId: null };

const SYSTEM_LEDGER_ACTOR: LedgerActor = { actor: 'system', actorUserId: null };

/** Where the provider sends the browser back: the pay page, told how the checkout ended. */
export const checkoutReturnUrls = (publicUrl: string, publicId: string) => ({
  successUrl: `${publicUrl}/pay-invoice/${publicId}?checkout=success`,
  cancelUrl: `${publicUrl}/pay-invoice/${publicId}?checkout=cancelled`,
});

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
    private readonly checkouts: OpenCheckouts,
  ) {}

  /**
   * The checkout of the invoice behind a pay link for `amountCents` (default: the amount due; part of it when
   * the invoice allows it): the open one when it is for that amount, else a new one with the client's credits
   * reserved and the rest to pay by card; an amount the credits cover is paid at once.
   */
  async startCheckout(publicId: string, { amountCents }: StartInvoiceCheckoutDto = {}): Promise<PayInvoiceCheckoutDto> {
    return this.outbox.transaction(async (manager) => {
      const invoice = await this.ledger.lockInvoice(manager, { publicId });
      if (invoice.status === 'draft') throw new NotFoundException('No such invoice');
      this.assertPayable(invoice);
      const due = amountDueCents(invoice);
      const amount = this.checkoutAmount(invoice, amountCents ?? due);
      const now = this.clock.now();
      const open = await this.checkouts.find(manager, invoice.id);
      if (
        open?.expiresAt &&
        open.checkoutUrl &&
        open.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS &&
        open.amountCents + open.creditsCents === amount
      ) {
        return this.checkoutOf(open);
      }
      if (open) await this.checkouts.close(manager, invoice, open, SYSTEM_LEDGER_ACTOR, 'Checkout replaced');

      const payment = await manager.save(
        manager.create(InvoicePaymentEntity, {
          invoiceId: invoice.id,
          method: 'card',
          provider: this.driver.provider,
          status: 'pending',
          amountCents: amount,
          creditsCents: 0,
        }),
      );
      const credits = invoice.userId
        ? await this.reserveCredits(manager, invoice.userId, invoice.currency, payment.id, amount)
        : 0;
      if (credits === amount) {
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

      payment.amountCents = amount - credits;
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
        note:
          [
            amount < due ? `Part payment of ${formatCents(amount)} (${formatCents(due)} due)` : null,
            credits > 0 ? `${formatCents(credits)} of account credits reserved` : null,
          ]
            .filter(Boolean)
            .join('. ') || null,
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
      await this.checkouts.closeAny(manager, invoice, actor, 'Checkout closed: a payment was recorded offline');
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

  /**
   * Reserves the client's credits for a checkout of `amount`: all of it when they cover it, else as much as
   * leaves a card part the provider accepts (CARD_AMOUNT_LIMITS: Stripe takes no card payment under $0.50).
   */
  private async reserveCredits(
    manager: EntityManager,
    userId: string,
    currency: string,
    paymentId: string,
    amount: number,
  ): Promise<number> {
    const reserved = await this.credits.reserve(manager, userId, paymentId, amount);
    const card = amount - reserved;
    if (card === 0 || !cardAmountLimitBroken(card, currency)) return reserved;
    await this.credits.release(manager, paymentId);
    const cardMinimum = cardAmountLimitBroken(0, currency)!.cents;
    return this.credits.reserve(manager, userId, paymentId, Math.max(0, amount - cardMinimum));
  }

  /**
   * What a checkout settles: the amount due, or part of it within the invoice's partialPaymentRange. 409 for
   * more than is due, a part of an invoice that must be paid in full, and a part outside the range.
   */
  private checkoutAmount(invoice: InvoiceEntity, requested: number): number {
    const due = amountDueCents(invoice);
    if (requested === due) return requested;
    if (requested > due) {
      throw new ConflictException(
        errorWithCode(`Only ${formatCents(due)} is due on this invoice`, 'PAYMENT_EXCEEDS_DUE'),
      );
    }
    if (!invoice.allowPartialPayment) {
      throw new ConflictException(
        errorWithCode(
          `This invoice is paid in full: pay ${formatCents(due)}, not part of it`,
          'PARTIAL_PAYMENT_NOT_ALLOWED',
        ),
      );
    }
    const range = partialPaymentRange(invoice);
    if (!range || requested < range.minCents || requested > range.maxCents) {
      throw new ConflictException(
        errorWithCode(
          range
            ? `Pay from ${formatCents(range.minCents)} to ${formatCents(range.maxCents)}, or the full ${formatCents(due)}`
            : `Only the full ${formatCents(due)} can be paid now`,
          'PAYMENT_AMOUNT_OUT_OF_RANGE',
        ),
      );
    }
    return requested;
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
