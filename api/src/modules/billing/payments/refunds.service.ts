import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { errorWithCode } from '../../../common/http-exception.filter';
import { OutboxService } from '../../notifications';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import type { InvoiceActor } from '../invoices/invoices.service';
import { PaymentDriver } from '../../../infrastructure/payments/payment-driver';
import { PaymentLedger } from './payment-ledger';
import { providerFailure } from './payments.service';
import { CreateRefundDto, RefundPolicyDto } from './payments.dto';
import { RefundRules } from './refund-rules';

const refundableOf = (payment: InvoicePaymentEntity) =>
  payment.amountCents + payment.creditsCents - payment.refundedCents;

const sum = (refunds: InvoiceRefundEntity[]) => refunds.reduce((total, refund) => total + refund.amountCents, 0);

/**
 * Staff refunds. Money goes back the way it came: a card payment through the payment driver (a refund
 * with an idempotency key, recorded by its provider id), an offline payment is recorded as returned by staff
 * (they send the cheque or wire themselves). What a payment spent in account credits goes back as a new
 * `refund` credit of the client, after the card part: a refund of a card payment takes the money first.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectRepository(InvoicePaymentEntity) private readonly payments: Repository<InvoicePaymentEntity>,
    private readonly driver: PaymentDriver,
    private readonly outbox: OutboxService,
    private readonly credits: AccountCreditsService,
    private readonly ledger: PaymentLedger,
    private readonly timeline: InvoiceTimeline,
    private readonly rules: RefundRules,
  ) {}

  async refund(invoiceId: string, input: CreateRefundDto, actor: InvoiceActor): Promise<void> {
    await this.outbox.transaction(async (manager) => {
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
            `At most ${formatCents(refundable)} is left to refund on this payment`,
            'REFUND_EXCEEDS_REFUNDABLE',
          ),
        );
      }
      const recorded = await manager.find(InvoiceRefundEntity, { where: { paymentId: payment.id } });
      const cardRefundable =
        payment.method === 'card' ? payment.amountCents - sum(recorded.filter((refund) => refund.providerRefundId)) : 0;
      const toCard = Math.min(input.amountCents, Math.max(0, cardRefundable));
      const offline = payment.method !== 'card' && payment.method !== 'credit';
      const toCredit = offline ? 0 : input.amountCents - toCard;
      if (toCredit > 0 && !invoice.userId) {
        throw new ConflictException(
          errorWithCode('This invoice has no client account to give credits back to', 'PAYMENT_NOT_REFUNDABLE'),
        );
      }
      const ways: string[] = [];
      if (toCard > 0) {
        const refund = await manager.save(
          manager.create(InvoiceRefundEntity, {
            paymentId: payment.id,
            amountCents: toCard,
            reason: input.reason,
            createdByUserId: actor.actorUserId,
          }),
        );
        try {
          const { refundId } = await this.driver.refund({
            paymentIntentId: payment.paymentIntentId!,
            amountCents: toCard,
            idempotencyKey: `refund-${payment.id}-${refund.id}`,
            metadata: { invoiceId: invoice.id, paymentId: payment.id, refundId: refund.id },
          });
          refund.providerRefundId = refundId;
        } catch (error) {
          throw providerFailure(error, this.logger);
        }
        await manager.save(refund);
        ways.push(`${formatCents(toCard)} to the card`);
      }
      if (toCredit > 0) {
        await manager.insert(InvoiceRefundEntity, {
          paymentId: payment.id,
          amountCents: toCredit,
          reason: input.reason,
          createdByUserId: actor.actorUserId,
        });
        await this.credits.grantRefund(manager, invoice.userId!, toCredit, invoice.id);
        ways.push(`${formatCents(toCredit)} as account credit`);
      }
      if (offline) {
        await manager.insert(InvoiceRefundEntity, {
          paymentId: payment.id,
          amountCents: input.amountCents,
          reason: input.reason,
          createdByUserId: actor.actorUserId,
        });
        ways.push(`${formatCents(input.amountCents)} returned by staff`);
      }
      payment.refundedCents += input.amountCents;
      await manager.save(payment);
      await this.ledger.recordRefund(manager, invoice, { paymentId: payment.id, amountCents: input.amountCents });
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...actor,
        amountCents: input.amountCents,
        note: `${ways.join(' and ')}: ${input.reason}`,
      });
    });
  }

  /**
   * Gives back everything left to refund on the invoice: each succeeded payment in turn, oldest first, as
   * `refund` would (card money to the card, credits as credits). Throws at the first payment that fails.
   */
  async refundRemaining(invoiceId: string, reason: string, actor: InvoiceActor): Promise<void> {
    const payments = await this.payments.find({
      where: { invoiceId, status: 'succeeded' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const payment of payments) {
      const left = refundableOf(payment);
      if (left > 0) await this.refund(invoiceId, { paymentId: payment.id, amountCents: left, reason }, actor);
    }
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
}
