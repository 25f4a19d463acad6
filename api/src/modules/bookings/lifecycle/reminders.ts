import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, In, IsNull, Not } from 'typeorm';
import { Clock } from '../../../common/clock';
import { formatInZone } from '../../../common/time-zones';
import { AppConfig } from '../../../config/app.config';
import type { DomainEvent } from '../../../infrastructure/events/domain-event';
import { EventBus } from '../../../infrastructure/events/event-bus';
import { UserEntity } from '../../auth';
import { InvoiceCancelled, type InvoiceFacts, InvoicePaid } from '../../billing';
import { MailService, OutboxMessageEntity, OutboxService, type OutgoingMessage, SmsService } from '../../notifications';
import { ConsultationEntity } from '../entities/consultation.entity';
import { ConsultationFees, OwedFee } from '../fees/consultation-fees.service';
import { BookingLinks } from './booking-links';
import {
  consultationMailData,
  consultationReminderMail,
  consultationReminderSms,
  OwedFeeLines,
  ReminderWhen,
} from './consultation-lifecycle.mails';
import { ConsultationReminderEntity, ReminderChannel } from './consultation-reminder.entity';

/** How long before the consultation each reminder goes (24 hours and 1 hour; docs/modules/bookings.md). */
export const REMINDER_OFFSETS_MS: Record<ReminderWhen, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

type Send = (message: OutgoingMessage) => Promise<string>;

/** One reminder: which, by what, and when it goes. */
interface Reminder {
  kind: ReminderWhen;
  channel: ReminderChannel;
  dueAt: Date;
}

/** What the reminders of one consultation say, read once for all of them. */
interface ReminderContent {
  consultation: ConsultationEntity;
  /** The account texts go to (opted in with a verified phone), or null: e-mail only. */
  texted: UserEntity | null;
  owed: OwedFee | null;
  now: Date;
}

/**
 * Reminders of a confirmed consultation, written to the outbox at confirmation with a not-before time
 * (availableAt): they survive restarts and need no scheduler of their own. Each (consultation, kind,
 * channel) exists once (unique key), and cancelling or moving the booking cancels them. A reminder of a
 * consultation whose fee is owed says what is owed, by when, and links to paying it; when the fee's invoice
 * is paid or cancelled, the reminders not sent yet are written again to say what is true then.
 */
@Injectable()
export class ConsultationReminders implements OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly links: BookingLinks,
    private readonly config: AppConfig,
    private readonly fees: ConsultationFees,
    private readonly outbox: OutboxService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    const rewrite = ({ payload }: DomainEvent<InvoiceFacts>, manager: EntityManager) =>
      this.rewriteFor(manager, payload.consultationId);
    this.events.subscribe(InvoicePaid, 'bookings.reminders-on-payment', rewrite);
    this.events.subscribe(InvoiceCancelled, 'bookings.reminders-on-invoice-cancelled', rewrite);
  }

  /** Writes the reminders still ahead of `now`, in the caller's transaction; answers their kinds and channels. */
  async scheduleIn(manager: EntityManager, send: Send, consultation: ConsultationEntity, now: Date) {
    const scheduled: Reminder[] = [];
    const scheduledAt = consultation.scheduledAt;
    if (!scheduledAt) return scheduled;
    const content = await this.contentOf(manager, consultation, now);
    const channels: ReminderChannel[] = content.texted ? ['email', 'sms'] : ['email'];

    for (const kind of Object.keys(REMINDER_OFFSETS_MS) as ReminderWhen[]) {
      const dueAt = new Date(scheduledAt.getTime() - REMINDER_OFFSETS_MS[kind]);
      if (dueAt <= now) continue;
      for (const channel of channels) {
        const reminder = { kind, channel, dueAt };
        if (!(await this.claim(manager, consultation.id, reminder))) continue;
        const messageId = await this.write(manager, send, content, reminder);
        if (!messageId) continue;
        await manager.update(
          ConsultationReminderEntity,
          { consultationId: consultation.id, kind, channel },
          {
            outboxMessageId: messageId,
          },
        );
        scheduled.push(reminder);
      }
    }
    return scheduled;
  }

  /** Cancels the consultation's unsent reminders (booking cancelled or moved), in the caller's transaction. */
  async cancelIn(manager: EntityManager, consultationId: string, now: Date): Promise<void> {
    const reminders = await manager.findBy(ConsultationReminderEntity, { consultationId, cancelledAt: IsNull() });
    if (reminders.length === 0) return;
    await manager.update(ConsultationReminderEntity, { id: In(reminders.map((r) => r.id)) }, { cancelledAt: now });
    const messageIds = reminders.map((r) => r.outboxMessageId).filter((id): id is string => Boolean(id));
    // Only what no worker has claimed yet: the processor sends nothing that is not pending.
    if (messageIds.length) {
      await manager.update(OutboxMessageEntity, { id: In(messageIds), status: 'pending' }, { status: 'cancelled' });
    }
  }

  /**
   * An invoice of `consultationId` was paid or cancelled (billing's events, in the subscriber's transaction):
   * the unsent reminders of the confirmed consultation are written again with what is owed now. Under the
   * consultation's row lock, as its status changes are, so a reminder cancelled meanwhile stays cancelled.
   */
  private async rewriteFor(manager: EntityManager, consultationId: string | null): Promise<void> {
    if (!consultationId) return;
    const consultation = await manager.findOne(ConsultationEntity, {
      where: { id: consultationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (consultation?.status !== 'confirmed') return;
    const reminders = await manager.findBy(ConsultationReminderEntity, {
      consultationId,
      cancelledAt: IsNull(),
      outboxMessageId: Not(IsNull()),
    });
    if (reminders.length === 0) return;
    const now = this.clock.now();
    const content = await this.contentOf(manager, consultation, now);
    const send: Send = (message) => this.outbox.sendIn(manager, message);
    for (const reminder of reminders) {
      // Only what no worker has claimed yet; one being sent goes as it was written.
      const { affected } = await manager.update(
        OutboxMessageEntity,
        { id: reminder.outboxMessageId!, status: 'pending' },
        { status: 'cancelled' },
      );
      if (!affected) continue;
      const messageId = await this.write(manager, send, content, reminder);
      await manager.update(
        ConsultationReminderEntity,
        { id: reminder.id },
        messageId ? { outboxMessageId: messageId } : { cancelledAt: now },
      );
    }
  }

  private async contentOf(
    manager: EntityManager,
    consultation: ConsultationEntity,
    now: Date,
  ): Promise<ReminderContent> {
    const user = consultation.userId ? await manager.findOneBy(UserEntity, { id: consultation.userId }) : null;
    // Texts only to an account that opted in with a verified phone (the outbox re-checks STOP at send time).
    const texted = user?.smsOptIn && user.phoneVerifiedAt && user.phone ? user : null;
    return { consultation, texted, owed: await this.fees.owedIn(manager, consultation), now };
  }

  /** Writes one reminder's message to the outbox (not before its time); answers its id, or null when not sent. */
  private async write(
    manager: EntityManager,
    send: Send,
    { consultation, texted, owed, now }: ReminderContent,
    { kind, channel, dueAt }: Reminder,
  ): Promise<string | null> {
    const later: Send = (message) => send({ ...message, availableAt: dueAt });
    const mailData = consultationMailData(consultation, {
      timeZone: this.config.BUSINESS_TIME_ZONE,
      slotMinutes: this.config.BOOKING_SLOT_MINUTES,
    });
    const owedLines = owed && this.owedLines(owed, dueAt);
    if (channel === 'email') {
      const data = {
        ...mailData,
        cancelUrl: this.links.cancelUrl(consultation, now),
        rescheduleUrl: this.links.rescheduleUrl(consultation, now),
        ahead: kind,
        owed: owedLines,
      };
      return later(
        this.mail.compose(consultationReminderMail, data, {
          email: consultation.contact.email,
          userId: consultation.userId,
        }),
      );
    }
    if (!texted) return null;
    const outcome = await this.sms.sendIn(
      manager,
      later,
      consultationReminderSms,
      { ahead: kind, when: mailData.when!, meetingLink: consultation.meetingLink, owed: owedLines },
      { userId: texted.id },
    );
    return outcome.status === 'queued' ? outcome.outboxMessageId : null;
  }

  /** The owed fee in words, as a reminder going at `sentAt` tells it. */
  private owedLines(owed: OwedFee, sentAt: Date): OwedFeeLines {
    const inZone = (instant: Date) => formatInZone(instant, this.config.BUSINESS_TIME_ZONE);
    return {
      amount: owed.amount,
      payUrl: owed.payUrl,
      due: owed.dueAt && inZone(owed.dueAt),
      overdue: owed.dueAt !== null && owed.dueAt <= sentAt,
      cancelsAt: owed.cancelsAt && inZone(owed.cancelsAt),
    };
  }

  /** Inserts the reminder's row unless it exists: the unique key lets it be written once. */
  private async claim(manager: EntityManager, consultationId: string, { kind, channel, dueAt }: Reminder) {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ConsultationReminderEntity)
      .values({ consultationId, kind, channel, dueAt })
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
