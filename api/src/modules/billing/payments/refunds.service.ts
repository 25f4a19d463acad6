import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { errorWithCode } from '../../../common/http-exception.filter';
import { OutboxService } from '../../notifications/outbox/outbox.service';
import { ProjectEntity } from '../../projects/entities/project.entity';
import { PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS } from '../billing.constants';
import { AccountCreditsService } from '../credits/account-credits.service';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { formatCents, longDate } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import type { InvoiceActor } from '../invoices/invoices.service';
import { PaymentDriver } from './payment-driver';
import { PaymentLedger } from './payment-ledger';
import { providerFailure } from './payments.service';
import { CreateRefundDto, RefundPolicyDto } from './payments.dto';
import { AppConfig } from '../../../config/app.config';

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
    private readonly config: AppConfig,
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
      await this.ledger.recordRefundTotals(manager, invoice);
      await this.timeline.record(manager, invoice.id, 'refunded', {
        ...actor,
        amountCents: input.amountCents,
        note: `${ways.join(' and ')}: ${input.reason}`,
      });
    });
  }

  /**
   * The refund SPEC.md section 9 proposes: a project deposit before work starts (onboarding not begun) gives
   * back all of it but PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS, nothing once work started; a balance payment
   * nothing; any other invoice everything left to refund.
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
    const project = invoice.projectId
      ? await this.payments.manager.findOneBy(ProjectEntity, { id: invoice.projectId })
      : null;
    const answer = (rule: RefundPolicyDto['rule'], proposedCents: number, reason: string): RefundPolicyDto => ({
      rule,
      proposedCents: Math.max(0, Math.min(refundableCents, proposedCents)),
      refundableCents,
      reason,
      payments,
    });
    if (project?.depositInvoiceId === invoice.id) {
      if (project.onboardingStartedAt) {
        const started = longDate(project.onboardingStartedAt, this.config.BUSINESS_TIME_ZONE);
        return answer(
          'project_deposit_after_work',
          0,
          `Project deposits are non-refundable once work starts (work started on ${started}).`,
        );
      }
      const received = invoice.paidCents + invoice.creditsAppliedCents;
      const fee = formatCents(PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS);
      return answer(
        'project_deposit_before_work',
        received - PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS - invoice.refundedCents,
        `Cancelled before work started: 100% of the deposit minus the ${fee} administrative fee.`,
      );
    }
    if (project?.balanceInvoiceId === invoice.id) {
      return answer('project_balance', 0, 'Balance payments are non-refundable.');
    }
    return answer('none', refundableCents, 'No refund rule applies to this invoice: everything received can go back.');
  }
}
