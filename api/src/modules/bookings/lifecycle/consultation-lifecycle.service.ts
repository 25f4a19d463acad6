import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { errorWithCode } from '../../../common/http-exception.filter';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { UserEntity } from '../../auth';
import { MailService, MailTemplate, OutboxService, OutgoingMessage, StaffAlerts } from '../../notifications';
import { type ConsultationStatus, leadAdminPath } from '../bookings.constants';
import { ConsultationCancelled, type ConsultationCancellationCause, ConsultationRescheduled } from '../bookings.events';
import { formatInZone } from '../../../common/time-zones';
import { ConsultationFees, ConsultationPayment } from '../fees/consultation-fees.service';
import { AvailabilityService, HoldOwner } from '../calendar/availability.service';
import { ConsultationEntity } from '../entities/consultation.entity';
import { holderOf, pendingBookingsOf } from '../pending-bookings';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import { BookingLinks, ReschedulePrefill } from './booking-links';
import { BookingStatusChangeEntity } from './booking-status-change.entity';
import {
  consultationCancelledMail,
  consultationCompletedMail,
  consultationConfirmedMail,
  ConsultationFeeLines,
  consultationDeclinedMail,
  consultationIcs,
  consultationMailData,
  consultationNoShowMail,
  consultationRescheduledMail,
  consultationUnpaidCancelledStaffMail,
  ManageLinks,
} from './consultation-lifecycle.mails';
import type {
  BookingStatusChangeDto,
  ReleaseHoldsDto,
  ReleaseHoldsResultDto,
  ReschedulePrefillDto,
  StatusChangeResultDto,
  StatusTransitionDto,
} from './consultation-lifecycle.dto';
import { ConsultationReminders } from './reminders';
import { FREE_RESCHEDULE_NOTE, rescheduleDecision } from './reschedule-policy';
import { ACTIVE_CONSULTATION_STATUSES, BookingKind, TRANSITIONS, transitionError } from './status-transitions';
import { markLeadAnswered } from './lead-answers';

type Send = (message: OutgoingMessage) => Promise<string>;

const ENTITY_OF: Record<BookingKind, EntityTarget<{ id: string; status: string }>> = {
  consultation: ConsultationEntity,
  service_inquiry: ServiceInquiryEntity,
  general_question: GeneralQuestionEntity,
};
const NAME_OF: Record<BookingKind, string> = {
  consultation: 'Consultation',
  service_inquiry: 'Service inquiry',
  general_question: 'Question',
};

/** Why an unpaid consultation was cancelled, in its history and the visitor's mail. */
export const UNPAID_CANCELLATION_NOTE =
  'The consultation fee was not paid by its deadline (2 hours before the start), so the time was released.';

/** What a reschedule asks: the booking to move and the token of its reschedule link. */
export interface RescheduleRequest {
  oldConsultationId: string;
  token: string | undefined;
  /** The address the new booking names: it must be the old one's, to which the link was sent. */
  email: string;
}

/** What a reschedule did: the new booking and its rescheduling fee, if any (docs/modules/bookings.md). */
export interface RescheduleOutcome<T extends ConsultationEntity = ConsultationEntity> {
  consultation: T;
  previous: ConsultationEntity;
  feeUsd: number;
  feeNote: string | null;
}

/** 409 CONSULTATION_NOT_ACTIVE unless the consultation is pending or confirmed (what a visitor's link may act on). */
function assertActive(status: ConsultationStatus): void {
  if (!ACTIVE_CONSULTATION_STATUSES.includes(status)) {
    throw new ConflictException(
      errorWithCode(`This consultation is already ${status.replace('_', ' ')}.`, 'CONSULTATION_NOT_ACTIVE'),
    );
  }
}

/**
 * The life of a consultation (and the statuses of inquiries and questions): staff's status changes,
 * the visitor's cancel and reschedule through signed links, each change e-mailed in its own transaction
 * and kept in booking_status_changes.
 */
@Injectable()
export class ConsultationLifecycle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    private readonly reminders: ConsultationReminders,
    private readonly clock: Clock,
    private readonly availability: AvailabilityService,
    private readonly config: AppConfig,
    private readonly fees: ConsultationFees,
    private readonly staffAlerts: StaffAlerts,
    private readonly events: EventBus,
  ) {}

  transitions(): StatusTransitionDto[] {
    return (Object.keys(TRANSITIONS) as BookingKind[]).flatMap((kind) =>
      Object.entries(TRANSITIONS[kind]).map(([from, to]) => ({ kind, from, to: [...to] })),
    );
  }

  /**
   * Staff move a lead to `to`; 404 when it does not exist, 409 when the move is not allowed. A paid
   * consultation is invoiced when confirmed, and its paid fee refunded when staff cancel or decline it.
   */
  async changeStatus(
    kind: BookingKind,
    id: string,
    to: string,
    note: string | undefined,
    staffUserId: string,
  ): Promise<StatusChangeResultDto> {
    const result = await this.outbox.transaction(async (manager, send) => {
      const row = await this.lock(manager, kind, id);
      if (!row) throw new NotFoundException(`${NAME_OF[kind]} not found.`);
      const refusal = transitionError(kind, row.status, to);
      if (refusal) throw new ConflictException(errorWithCode(refusal, 'STATUS_TRANSITION_INVALID'));
      await this.record(manager, kind, row, to, note ?? null, staffUserId);
      let visitorNotified = false;
      let remindersScheduled = 0;
      if (kind === 'consultation') {
        const consultation = row as ConsultationEntity;
        const now = this.clock.now();
        const changed = { ...consultation, status: to as ConsultationStatus };
        const payment = to === 'confirmed' ? await this.fees.invoiceIn(manager, send, changed, now) : null;
        const settlement =
          to === 'cancelled' || to === 'declined'
            ? await this.fees.cancellationIn(manager, consultation, now, {
                byVisitor: false,
                reason: `Consultation ${to} by staff`,
              })
            : null;
        if (to === 'cancelled') await this.publishCancelled(manager, consultation, 'staff');
        visitorNotified = await this.notify(send, changed, consultation.status, {
          note: note ?? null,
          byVisitor: false,
          now,
          fee: this.feeLines(payment),
          feeNote: settlement?.note ?? null,
        });
        if (to === 'confirmed') {
          remindersScheduled = (await this.reminders.scheduleIn(manager, send, changed, now)).length;
        } else {
          await this.reminders.cancelIn(manager, consultation.id, now);
        }
      }
      return { id, status: to, allowedNextStatuses: [...TRANSITIONS[kind][to]], visitorNotified, remindersScheduled };
    });
    return result;
  }

  /** The visitor cancels through the signed link of their e-mails; the slot is free once it commits. */
  async cancelByVisitor(id: string, token: string | undefined): Promise<ConsultationEntity> {
    const now = this.clock.now();
    this.links.verify('cancel', token, id, now);
    const cancelled = await this.outbox.transaction(async (manager, send) => {
      const consultation = (await this.lock(manager, 'consultation', id)) as ConsultationEntity | null;
      if (!consultation) throw new NotFoundException('Consultation not found.');
      const from = consultation.status;
      assertActive(from);
      const settlement = await this.fees.cancellationIn(manager, consultation, now, {
        byVisitor: true,
        reason: 'Consultation cancelled by the client more than 24 hours ahead',
      });
      await this.record(manager, 'consultation', consultation, 'cancelled', null, null);
      await this.publishCancelled(manager, consultation, 'visitor');
      await this.reminders.cancelIn(manager, id, now);
      await this.notify(send, { ...consultation, status: 'cancelled' }, from, {
        note: null,
        byVisitor: true,
        now,
        feeNote: settlement.note,
      });
      return { ...consultation, status: 'cancelled' as const };
    });
    return cancelled;
  }

  /**
   * The booked call as a calendar file, from the signed link the booking answer gave the visitor (400 for a
   * wrong link, 410 once the call's time has passed): tentative while staff have not confirmed it, the same
   * event (UID) as the invitation e-mailed on confirmation, so that one replaces it.
   */
  async calendarFile(id: string, token: string | undefined): Promise<string> {
    const now = this.clock.now();
    this.links.verify('calendar', token, id, now);
    const consultation = await this.dataSource.getRepository(ConsultationEntity).findOneBy({ id });
    if (!consultation?.scheduledAt) throw new NotFoundException('Consultation not found.');
    assertActive(consultation.status);
    return consultationIcs(this.mailData(consultation, null), 'PUBLISH', now, consultation.status === 'pending');
  }

  /**
   * What the form of a reschedule link starts from (400 for a wrong link, 410 once expired, 409 for a booking
   * no longer pending or confirmed): the booking's choices, and what the visitor typed only when the link
   * says it may (it went to an address they had proven).
   */
  async reschedulePrefill(id: string, token: string | undefined): Promise<ReschedulePrefillDto> {
    const now = this.clock.now();
    const scope = this.links.reschedulePrefillOf(token, id, now);
    const manager = this.dataSource.manager;
    const consultation = await manager.findOneBy(ConsultationEntity, { id });
    if (!consultation) throw new NotFoundException('Consultation not found.');
    assertActive(consultation.status);
    // The rules are told before a time is picked: a move they refuse is refused here already.
    const decision = await this.rescheduleDecisionIn(manager, consultation, now);
    const { contact } = consultation;
    const typed = scope === 'all';
    return {
      id,
      rescheduleTerms: decision.feeNote ?? FREE_RESCHEDULE_NOTE,
      firstName: typed ? contact.firstName : null,
      lastName: typed ? contact.lastName : null,
      email: contact.email,
      phone: typed ? contact.phone : null,
      country: contact.country,
      businessType: consultation.businessType,
      servicesInterested: consultation.servicesInterested,
      budget: consultation.budget,
      message: typed ? consultation.message : null,
    };
  }

  /**
   * Cancels a consultation whose fee is still unpaid 30 minutes before its start (UnpaidConsultations): its
   * invoice is cancelled, its slot freed and offered again, the visitor and staff are e-mailed. False when it
   * was paid, moved or cancelled meanwhile.
   */
  cancelUnpaid(id: string): Promise<boolean> {
    return this.outbox.transaction(async (manager, send) => {
      const now = this.clock.now();
      const consultation = (await this.lock(manager, 'consultation', id)) as ConsultationEntity | null;
      if (!consultation || !ACTIVE_CONSULTATION_STATUSES.includes(consultation.status)) return false;
      if (!(await this.fees.cancelUnpaidIn(manager, consultation))) return false;
      await this.record(manager, 'consultation', consultation, 'cancelled', UNPAID_CANCELLATION_NOTE, null);
      await this.publishCancelled(manager, consultation, 'unpaid');
      await this.reminders.cancelIn(manager, id, now);
      const cancelled = { ...consultation, status: 'cancelled' as const };
      await this.notify(send, cancelled, consultation.status, {
        note: UNPAID_CANCELLATION_NOTE,
        byVisitor: false,
        now,
      });
      const alert = {
        name: consultation.name,
        email: consultation.contact.email,
        when: this.mailData(consultation, null).when,
        adminPath: leadAdminPath('consultations', consultation.contact.email),
      };
      for (const message of this.staffAlerts.messages(consultationUnpaidCancelledStaffMail, alert)) await send(message);
      return true;
    });
  }

  /**
   * Moves a booking inside the submission's transaction (POST /api/consultations with oldConsultationId):
   * checks the reschedule link and the reschedule rules (docs/modules/bookings.md), marks the old booking rescheduled (freeing its
   * slot and cancelling its reminders), then lets `createNew` store the new booking, links the two and
   * e-mails the visitor with the fee note. A refusal throws before anything is written.
   */
  async rescheduleIn<T extends ConsultationEntity>(
    manager: EntityManager,
    send: Send,
    request: RescheduleRequest,
    createNew: () => Promise<T>,
  ): Promise<RescheduleOutcome<T>> {
    const now = this.clock.now();
    this.links.verify('reschedule', request.token, request.oldConsultationId, now);
    const old = (await this.lock(manager, 'consultation', request.oldConsultationId)) as ConsultationEntity | null;
    if (!old) throw new NotFoundException('The consultation to reschedule was not found.');
    // The link proves the old booking's mailbox only: the notice below must not go to another address.
    if (request.email.toLowerCase() !== old.contact.email.toLowerCase()) {
      throw new BadRequestException(
        errorWithCode(
          'A rescheduled consultation keeps the e-mail address it was booked with. To use another address, ' +
            'book a new consultation.',
          'RESCHEDULE_EMAIL_CHANGED',
        ),
      );
    }
    // Counted under the old booking's row lock: the chain's other bookings are final, so none moves meanwhile.
    const decision = await this.rescheduleDecisionIn(manager, old, now);

    await this.record(manager, 'consultation', old, 'rescheduled', decision.feeNote, null);
    await this.reminders.cancelIn(manager, old.id, now);
    const created = await createNew();
    const link = { rescheduledFromId: old.id, lateReschedule: decision.late };
    await manager.update(ConsultationEntity, { id: created.id }, link);
    const consultation = { ...created, ...link };
    const feeInvoice = await this.fees.rescheduleIn(manager, send, old, consultation, decision.feeUsd > 0, now);
    await this.events.publish(manager, ConsultationRescheduled, {
      consultationId: consultation.id,
      previousConsultationId: old.id,
      userId: consultation.userId,
      scheduledAt: consultation.scheduledAt?.toISOString() ?? null,
      previousScheduledAt: old.scheduledAt?.toISOString() ?? null,
      feeCents: Math.round(decision.feeUsd * 100),
    });

    await send(
      this.mail.compose(
        consultationRescheduledMail,
        {
          ...this.mailData(consultation, null),
          ...this.manageLinks(consultation, now),
          previous: this.mailData(old, null),
          previousWasConfirmed: old.status === 'confirmed',
          feeNote: decision.feeNote,
          feeInvoice: this.feeLines(feeInvoice),
          sentAt: now,
        },
        { email: consultation.contact.email, userId: consultation.userId },
      ),
    );
    return {
      consultation,
      previous: { ...old, status: 'rescheduled' },
      feeUsd: decision.feeUsd,
      feeNote: decision.feeNote,
    };
  }

  /**
   * Staff release every pending booking of one e-mail address or one client address (pendingBookingsOf):
   * consultations are cancelled and inquiries with a call closed, through the usual status change (slot
   * freed, reminders cancelled, history kept with a note). A released consultation's fee goes as on a staff
   * cancellation: an unpaid invoice is cancelled, a paid one (moved with a reschedule) refunded in full once
   * the release has committed. The visitor is not e-mailed: a flood's addresses are seldom the sender's own.
   */
  async releaseHolds(request: ReleaseHoldsDto, staffUserId: string): Promise<ReleaseHoldsResultDto> {
    const holder = holderOf(request);
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const pending = await pendingBookingsOf(manager, holder, now);
      const note = `Released by staff with every pending booking of ${'email' in holder ? holder.email : holder.clientNetwork}.`;
      const release = async (kind: 'consultation' | 'service_inquiry', ids: string[], to: string) => {
        let released = 0;
        for (const id of ids) {
          const row = await this.lock(manager, kind, id);
          if (row?.status !== 'pending') continue; // changed since it was listed
          if (kind === 'consultation') {
            await this.fees.cancellationIn(manager, row as ConsultationEntity, now, {
              byVisitor: false,
              reason: 'Consultation released by staff',
            });
          }
          await this.record(manager, kind, row, to, note, staffUserId);
          if (kind === 'consultation') {
            await this.reminders.cancelIn(manager, id, now);
            await this.publishCancelled(manager, row as ConsultationEntity, 'released');
          }
          released++;
        }
        return released;
      };
      return {
        consultationsCancelled: await release('consultation', pending.consultationIds, 'cancelled'),
        serviceInquiriesClosed: await release('service_inquiry', pending.serviceInquiryIds, 'closed'),
      };
    });
  }

  async history(kind: BookingKind, id: string): Promise<BookingStatusChangeDto[]> {
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(ENTITY_OF[kind], { id }))) throw new NotFoundException(`${NAME_OF[kind]} not found.`);
    const rows = await manager
      .createQueryBuilder(BookingStatusChangeEntity, 'change')
      .leftJoin(UserEntity, 'staff', 'staff.id = change.changedByUserId')
      .select(['change.id', 'change.fromStatus', 'change.toStatus', 'change.note', 'change.createdAt'])
      .addSelect('staff.email', 'staff_email')
      .where('change.bookingKind = :kind AND change.bookingId = :id', { kind, id })
      .orderBy('change.createdAt', 'ASC')
      .getRawAndEntities();
    return rows.entities.map((change, index) => ({
      id: change.id,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      note: change.note,
      changedByEmail: (rows.raw[index] as { staff_email: string | null }).staff_email ?? null,
      createdAt: change.createdAt,
    }));
  }

  /** The reschedule rules applied to moving `consultation` now; 409 RESCHEDULE_REFUSED when they refuse it. */
  private async rescheduleDecisionIn(manager: EntityManager, consultation: ConsultationEntity, now: Date) {
    const decision = rescheduleDecision({
      status: consultation.status,
      scheduledAt: consultation.scheduledAt,
      ...(await this.reschedulesBehind(manager, consultation.id)),
      now,
      timeZone: this.config.BUSINESS_TIME_ZONE,
    });
    if (!decision.allowed) throw new ConflictException(errorWithCode(decision.message, 'RESCHEDULE_REFUSED'));
    return decision;
  }

  /** How many reschedules led to this booking (the chain of rescheduledFromId behind it), and how many late. */
  private async reschedulesBehind(manager: EntityManager, id: string) {
    const [row] = await manager.query<{ total: string; late: string }[]>(
      `WITH RECURSIVE chain(id, previous, late) AS (
         SELECT id, rescheduled_from_id, late_reschedule FROM consultations WHERE id = $1
         UNION ALL
         SELECT c.id, c.rescheduled_from_id, c.late_reschedule FROM consultations c JOIN chain ON c.id = chain.previous
       )
       SELECT count(*) - 1 AS total, count(*) FILTER (WHERE late) AS late FROM chain`,
      [id],
    );
    return { previousReschedules: Number(row.total), previousLateReschedules: Number(row.late) };
  }

  private lock(manager: EntityManager, kind: BookingKind, id: string) {
    return manager.findOne(ENTITY_OF[kind], { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  private async publishCancelled(
    manager: EntityManager,
    consultation: ConsultationEntity,
    cause: ConsultationCancellationCause,
  ): Promise<void> {
    await this.events.publish(manager, ConsultationCancelled, {
      consultationId: consultation.id,
      userId: consultation.userId,
      scheduledAt: consultation.scheduledAt?.toISOString() ?? null,
      cause,
    });
  }

  /** Writes the new status and its history entry. */
  private async record(
    manager: EntityManager,
    kind: BookingKind,
    row: { id: string; status: string },
    to: string,
    note: string | null,
    changedByUserId: string | null,
  ) {
    await manager.update(ENTITY_OF[kind], { id: row.id }, { status: to });
    // Leaving `pending` is the first answer to an inquiry or a question (the dashboard's response times).
    if (row.status === 'pending' && kind !== 'consultation') await markLeadAnswered(manager, kind, row.id);
    // A booking whose status is final (or that moved) no longer holds its slot: it shows as free again.
    const owner: HoldOwner | null =
      kind === 'consultation'
        ? { consultationId: row.id }
        : kind === 'service_inquiry'
          ? { serviceInquiryId: row.id }
          : null;
    if (owner && TRANSITIONS[kind][to]?.length === 0) await this.availability.release(manager, owner);
    await manager.insert(BookingStatusChangeEntity, {
      bookingKind: kind,
      bookingId: row.id,
      fromStatus: row.status,
      toStatus: to,
      note,
      changedByUserId,
    });
  }

  /** E-mails the visitor about `consultation`'s new status (it already carries it); answers whether it did. */
  private async notify(
    send: Send,
    consultation: ConsultationEntity,
    from: ConsultationStatus,
    options: {
      note: string | null;
      byVisitor: boolean;
      now: Date;
      fee?: ConsultationFeeLines | null;
      feeNote?: string | null;
    },
  ): Promise<boolean> {
    const to = { email: consultation.contact.email, userId: consultation.userId };
    const data = this.mailData(consultation, options.note);
    const compose = <D>(template: MailTemplate<D>, templateData: D) => this.mail.compose(template, templateData, to);
    let message: OutgoingMessage;
    switch (consultation.status) {
      case 'confirmed':
        message = compose(consultationConfirmedMail, {
          ...data,
          ...this.manageLinks(consultation, options.now),
          sentAt: options.now,
          fee: options.fee,
        });
        break;
      case 'declined':
        message = compose(consultationDeclinedMail, data);
        break;
      case 'cancelled':
        message = compose(consultationCancelledMail, {
          ...data,
          byVisitor: options.byVisitor,
          wasConfirmed: from === 'confirmed',
          sentAt: options.now,
          feeNote: options.feeNote,
        });
        break;
      case 'completed':
        message = compose(consultationCompletedMail, data);
        break;
      case 'no_show':
        message = compose(consultationNoShowMail, data);
        break;
      default:
        return false;
    }
    await send(message);
    return true;
  }

  /** A paid consultation's fee as the visitor's mails show it (its due time in the business's zone). */
  private feeLines(payment: ConsultationPayment | null): ConsultationFeeLines | null {
    if (!payment) return null;
    return {
      amount: payment.amount,
      payUrl: payment.payUrl,
      due: payment.dueAt ? formatInZone(payment.dueAt, this.config.BUSINESS_TIME_ZONE) : null,
      paid: payment.paid,
    };
  }

  private mailData(consultation: ConsultationEntity, note: string | null) {
    return consultationMailData(
      consultation,
      { timeZone: this.config.BUSINESS_TIME_ZONE, slotMinutes: this.config.BOOKING_SLOT_MINUTES },
      note,
    );
  }

  /** The signed cancel and reschedule links of a visitor's e-mails about `consultation`. */
  manageLinks(
    consultation: ConsultationEntity,
    now: Date = this.clock.now(),
    prefill: ReschedulePrefill = 'all',
  ): ManageLinks {
    return {
      cancelUrl: this.links.cancelUrl(consultation, now),
      rescheduleUrl: this.links.rescheduleUrl(consultation, now, prefill),
    };
  }

  /** The calendar-file link of a booked call, for the answer to the booking (null without a time). */
  calendarUrl(consultation: ConsultationEntity): string | null {
    return consultation.scheduledAt ? this.links.calendarUrl(consultation, this.clock.now()) : null;
  }
}
