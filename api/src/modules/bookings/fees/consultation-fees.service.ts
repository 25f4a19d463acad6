import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, In, LessThanOrEqual } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import {
  DeadlineReminder,
  DunningService,
  formatCents,
  LinkedInvoice,
  LinkedInvoices,
  RefundsService,
  SYSTEM_ACTOR,
} from '../../billing';
import type { OutgoingMessage } from '../../notifications';
import { ConsultationEntity } from '../entities/consultation.entity';
import { ACTIVE_CONSULTATION_STATUSES } from '../lifecycle/status-transitions';
import {
  CONSULTATION_RESCHEDULE_FEE_CENTS,
  deadlineReminderAt,
  paymentDeadline,
  refundsOnCancellation,
  rescheduleFeeDueDate,
  unpaidCancellationAt,
} from './consultation-fee-policy';

type Send = (message: OutgoingMessage) => Promise<string>;

/** The reminder before a consultation's payment deadline, sent by billing's dunning. */
const DEADLINE_REMINDER: DeadlineReminder = {
  key: 'consultation.payment-deadline',
  consequence:
    'Consultations must be paid at least 2 hours before they start: an unpaid consultation is cancelled ' +
    'automatically 30 minutes before its start and its time is offered to others.',
};
/** A rescheduling fee invoice's description, which tells it from the fee of the consultation itself. */
const RESCHEDULE_FEE_DESCRIPTION = 'Consultation rescheduling fee';

/** What a visitor's mail says about paying for a consultation. */
export interface ConsultationPayment {
  /** e.g. "$150.00". */
  amount: string;
  payUrl: string;
  /** When it is due (the invoice's due date); null once paid. */
  dueAt: Date | null;
  paid: boolean;
}

/** What is still owed of a consultation's fee, as its reminders tell it. */
export interface OwedFee {
  /** What is left to pay, e.g. "$150.00". */
  amount: string;
  payUrl: string;
  /** The invoice's due date (2 hours before the start). */
  dueAt: Date | null;
  /** When the booking is cancelled if nothing has been paid by then; null once something was. */
  cancelsAt: Date | null;
}

/** What cancelling a paid consultation did to its fee: a sentence for the visitor. */
export interface FeeSettlement {
  note: string | null;
}

const NOTHING: FeeSettlement = { note: null };

/** Money (or credits) reached the invoice: it can no longer be cancelled, only refunded. */
const receivedMoney = (invoice: LinkedInvoice) => invoice.receivedCents > 0;

/**
 * Paid consultations (CONSULTATION_FEE_CENTS > 0; at 0 every method does nothing): the consultation's fee
 * invoice, billed through billing's LinkedInvoices (linked by consultationId), follows the booking through
 * confirmation, reschedules and cancellation under the paid-consultation rules of docs/modules/bookings.md. Every method runs in the
 * caller's (bookings') transaction, except the refund, which calls the payment provider once the
 * cancellation has committed.
 *
 * A booking holds at most one live fee invoice: a paid fee moves to the new booking of a reschedule, an
 * unpaid one is cancelled (the new time is invoiced when confirmed), and a rescheduling fee is linked to the
 * booking that was moved, which is final, so it is never mistaken for the fee of an active booking. That fee
 * belongs to the booking that carries on: it stays due while the booking is rescheduled again, and is
 * cancelled when unpaid once the booking at the end of the chain is cancelled, declined or released.
 */
@Injectable()
export class ConsultationFees implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invoices: LinkedInvoices,
    private readonly dunning: DunningService,
    private readonly refunds: RefundsService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.dunning.registerDeadline(DEADLINE_REMINDER);
  }

  get enabled(): boolean {
    return this.config.CONSULTATION_FEE_CENTS > 0;
  }

  /**
   * A consultation is confirmed: its fee is invoiced and sent at once, due 2 hours before its start, with a
   * reminder before that deadline. A fee already paid (a reschedule's) is not invoiced again. Null when there
   * is nothing to pay for (free consultations, or no time booked).
   */
  async invoiceIn(
    manager: EntityManager,
    send: Send,
    consultation: ConsultationEntity,
    now: Date,
  ): Promise<ConsultationPayment | null> {
    // No time booked, no invoice: the policy (docs/modules/bookings.md) dates the fee (and the auto-cancellation) by the appointment.
    if (!this.enabled || !consultation.scheduledAt) return null;
    const existing = await this.feeInvoiceOf(manager, consultation.id);
    if (existing && (existing.paid || receivedMoney(existing))) return this.paymentOf(existing);
    if (existing) await this.invoices.cancelIn(manager, existing.id, SYSTEM_ACTOR);
    const deadline = paymentDeadline(consultation.scheduledAt, now);
    const invoice = await this.invoices.createIn(
      manager,
      send,
      {
        ...this.clientOf(consultation),
        consultationId: consultation.id,
        description: 'Consultation fee',
        items: [{ title: 'Consultation', quantity: 100, unitPriceCents: this.config.CONSULTATION_FEE_CENTS }],
        dueDate: deadline.toISOString(),
        send: true,
      },
      SYSTEM_ACTOR,
    );
    await this.dunning.planDeadlineIn(manager, invoice.id, DEADLINE_REMINDER, deadlineReminderAt(deadline, now));
    return this.paymentOf(invoice);
  }

  /**
   * A consultation is cancelled, declined or released by staff: an unpaid fee invoice is cancelled, and so
   * are the unpaid rescheduling fees of the moves that led to it; a paid fee is refunded in full when we call
   * it off or the visitor cancels more than 24 hours ahead, else kept. The refund is decided in the same
   * transaction and carried out by billing once it commits (retried until made, staff alerted if it cannot
   * be: docs/modules/billing.md#refunds). Answers the sentence for the visitor's mail.
   */
  async cancellationIn(
    manager: EntityManager,
    consultation: ConsultationEntity,
    now: Date,
    cause: { byVisitor: boolean; reason: string },
  ): Promise<FeeSettlement> {
    if (!this.enabled) return NOTHING;
    const settlement = await this.consultationFeeCancellationIn(manager, consultation, now, cause);
    const rescheduleFees = await this.cancelRescheduleFeesIn(manager, consultation);
    if (rescheduleFees === 0) return settlement;
    const rescheduleNote = `The unpaid ${formatCents(rescheduleFees)} rescheduling fee is cancelled: there is nothing to pay.`;
    return { ...settlement, note: settlement.note ? `${settlement.note} ${rescheduleNote}` : rescheduleNote };
  }

  /** `cancellationIn` for the consultation's own fee invoice. */
  private async consultationFeeCancellationIn(
    manager: EntityManager,
    consultation: ConsultationEntity,
    now: Date,
    { byVisitor, reason }: { byVisitor: boolean; reason: string },
  ): Promise<FeeSettlement> {
    const invoice = await this.feeInvoiceOf(manager, consultation.id);
    if (!invoice) return NOTHING;
    if (!receivedMoney(invoice)) {
      if (invoice.payable) await this.invoices.cancelIn(manager, invoice.id, SYSTEM_ACTOR);
      return NOTHING;
    }
    // Nothing more is asked of a client whose consultation is off, whatever happens to the money.
    await this.dunning.stopIn(manager, invoice.id);
    const paid = formatCents(invoice.receivedCents - invoice.refundedCents);
    if (refundsOnCancellation(consultation.scheduledAt, now, byVisitor)) {
      await this.refunds.refundRemainingIn(manager, invoice.id, reason, SYSTEM_ACTOR);
      return {
        note: `The ${paid} you paid for it will be refunded in full; refunds take 5-10 business days to arrive.`,
      };
    }
    return {
      note:
        `As it was cancelled less than 24 hours before its start, the ${paid} you paid for it is not refundable ` +
        '(our refund policy).',
    };
  }

  /**
   * A consultation is moved to `moved` (a new booking): its paid fee goes with it, an unpaid fee invoice is
   * cancelled, and when the reschedule rules (docs/modules/bookings.md) charge for the move (`feeDue`) a rescheduling fee is invoiced and
   * sent. Answers that invoice's payment, if any.
   */
  async rescheduleIn(
    manager: EntityManager,
    send: Send,
    old: ConsultationEntity,
    moved: ConsultationEntity,
    feeDue: boolean,
    now: Date,
  ): Promise<ConsultationPayment | null> {
    if (!this.enabled) return null;
    const invoice = await this.feeInvoiceOf(manager, old.id);
    if (invoice && receivedMoney(invoice)) {
      await this.invoices.relinkIn(
        manager,
        invoice.id,
        { consultationId: moved.id },
        SYSTEM_ACTOR,
        'Moved with its consultation, rescheduled by the client',
      );
    } else if (invoice?.payable) {
      await this.invoices.cancelIn(manager, invoice.id, SYSTEM_ACTOR);
    }
    if (!feeDue) return null;
    const fee = await this.invoices.createIn(
      manager,
      send,
      {
        ...this.clientOf(old),
        consultationId: old.id,
        description: RESCHEDULE_FEE_DESCRIPTION,
        items: [
          {
            title: 'Consultation rescheduling fee',
            description: 'A second reschedule, or one made less than 24 hours ahead (our refund policy)',
            quantity: 100,
            unitPriceCents: CONSULTATION_RESCHEDULE_FEE_CENTS,
          },
        ],
        dueDate: rescheduleFeeDueDate(moved.scheduledAt, now).toISOString(),
        send: true,
      },
      SYSTEM_ACTOR,
    );
    return this.paymentOf(fee);
  }

  /**
   * What is still owed of the consultation's fee invoice, in the caller's transaction (the invoice locked);
   * null when nothing is (free consultations, no time booked, paid, or no invoice the client can pay). A
   * booking of which nothing was paid is the one the scheduled run cancels (`cancelsAt`).
   */
  async owedIn(manager: EntityManager, consultation: ConsultationEntity): Promise<OwedFee | null> {
    if (!this.enabled || !consultation.scheduledAt) return null;
    const invoice = await this.feeInvoiceOf(manager, consultation.id);
    if (!invoice?.payable) return null;
    return {
      amount: formatCents(invoice.amountDueCents),
      payUrl: invoice.payUrl,
      dueAt: invoice.dueDate,
      cancelsAt: receivedMoney(invoice) ? null : unpaidCancellationAt(consultation.scheduledAt),
    };
  }

  /** Active consultations starting by `horizon` whose fee is still wholly unpaid, soonest first. */
  async unpaidStartingBy(horizon: Date): Promise<string[]> {
    if (!this.enabled) return [];
    const unpaid = await this.invoices.withNothingReceived('consultationId');
    if (unpaid.length === 0) return [];
    const consultations = await this.dataSource.getRepository(ConsultationEntity).find({
      select: { id: true },
      where: {
        id: In(unpaid),
        status: In([...ACTIVE_CONSULTATION_STATUSES]),
        scheduledAt: LessThanOrEqual(horizon),
      },
      order: { scheduledAt: 'ASC', id: 'ASC' },
    });
    return consultations.map((consultation) => consultation.id);
  }

  /**
   * Cancels the still unpaid fee invoice of a consultation being cancelled for it, with the unpaid
   * rescheduling fees of the moves that led to it, in the caller's transaction; false when it was paid
   * meanwhile (the payment committed first and wins).
   */
  async cancelUnpaidIn(manager: EntityManager, consultation: ConsultationEntity): Promise<boolean> {
    const invoice = await this.feeInvoiceOf(manager, consultation.id);
    if (!invoice || receivedMoney(invoice) || !invoice.payable) return false;
    await this.invoices.cancelIn(manager, invoice.id, SYSTEM_ACTOR);
    await this.cancelRescheduleFeesIn(manager, consultation);
    return true;
  }

  /**
   * The consultation is off: the rescheduling fees of the moves that led to it are asked for no more. An
   * unpaid one is cancelled (its reminders with it); one that received money keeps it, without reminders.
   * Answers the amount cancelled.
   */
  private async cancelRescheduleFeesIn(manager: EntityManager, consultation: ConsultationEntity): Promise<number> {
    let cancelledCents = 0;
    for (const fee of await this.rescheduleFeesOf(manager, consultation)) {
      if (receivedMoney(fee)) {
        await this.dunning.stopIn(manager, fee.id);
      } else if (fee.open) {
        await this.invoices.cancelIn(manager, fee.id, SYSTEM_ACTOR);
        cancelledCents += fee.amountCents;
      }
    }
    return cancelledCents;
  }

  /**
   * The live rescheduling fees of the moves that led to `consultation`, locked: each is linked to the booking
   * it moved, so they are those of the bookings behind it in its chain of reschedules.
   */
  private async rescheduleFeesOf(manager: EntityManager, consultation: ConsultationEntity): Promise<LinkedInvoice[]> {
    if (!consultation.rescheduledFromId) return [];
    const chain = await manager.query<{ id: string }[]>(
      `WITH RECURSIVE chain(id, previous) AS (
         SELECT id, rescheduled_from_id FROM consultations WHERE id = $1
         UNION ALL
         SELECT c.id, c.rescheduled_from_id FROM consultations c JOIN chain ON c.id = chain.previous
       )
       SELECT id FROM chain`,
      [consultation.rescheduledFromId],
    );
    const invoices = await this.invoices.liveIn(
      manager,
      'consultationId',
      chain.map((row) => row.id),
    );
    return invoices.filter((invoice) => invoice.description === RESCHEDULE_FEE_DESCRIPTION);
  }

  /** The consultation's live (not cancelled) fee invoice, locked. */
  private feeInvoiceOf(manager: EntityManager, consultationId: string): Promise<LinkedInvoice | null> {
    return this.invoices.newestLiveIn(manager, 'consultationId', consultationId);
  }

  /** The invoice's client: the visitor's account when signed in, and the booking's name and address. */
  private clientOf(consultation: ConsultationEntity) {
    return {
      userId: consultation.userId,
      clientName: consultation.name,
      clientEmail: consultation.contact.email,
      clientPhone: consultation.contact.phone,
      clientCountry: consultation.contact.country,
    };
  }

  private paymentOf(invoice: LinkedInvoice): ConsultationPayment {
    return {
      amount: formatCents(invoice.paid ? invoice.amountCents : invoice.amountDueCents),
      payUrl: invoice.payUrl,
      dueAt: invoice.paid ? null : invoice.dueDate,
      paid: invoice.paid,
    };
  }
}
