import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app.config';
import { EntityManager, In, IsNull } from 'typeorm';
import { UserEntity } from '../../auth';
import { MailService, OutboxMessageEntity, type OutgoingMessage, SmsService } from '../../notifications';
import type { ConsultationEntity } from '../entities/consultation.entity';
import { BookingLinks } from './booking-links';
import {
  consultationMailData,
  consultationReminderMail,
  consultationReminderSms,
  ReminderWhen,
} from './consultation-lifecycle.mails';
import { ConsultationReminderEntity, ReminderChannel } from './consultation-reminder.entity';

/** How long before the consultation each reminder goes (24 hours and 1 hour; docs/modules/bookings.md). */
export const REMINDER_OFFSETS_MS: Record<ReminderWhen, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

type Send = (message: OutgoingMessage) => Promise<string>;

/**
 * Reminders of a confirmed consultation, written to the outbox at confirmation with a not-before time
 * (availableAt): they survive restarts and need no scheduler of their own. Each (consultation, kind,
 * channel) exists once (unique key), and cancelling or moving the booking cancels them.
 */
@Injectable()
export class ConsultationReminders {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly links: BookingLinks,
    private readonly config: AppConfig,
  ) {}

  /** Writes the reminders still ahead of `now`, in the caller's transaction; answers their kinds and channels. */
  async scheduleIn(manager: EntityManager, send: Send, consultation: ConsultationEntity, now: Date) {
    const scheduled: { kind: ReminderWhen; channel: ReminderChannel; dueAt: Date }[] = [];
    const scheduledAt = consultation.scheduledAt;
    if (!scheduledAt) return scheduled;
    const user = consultation.userId ? await manager.findOneBy(UserEntity, { id: consultation.userId }) : null;
    // Texts only to an account that opted in with a verified phone (the outbox re-checks STOP at send time).
    const texts = Boolean(user?.smsOptIn && user.phoneVerifiedAt && user.phone);
    const mailData = consultationMailData(consultation, {
      timeZone: this.config.BUSINESS_TIME_ZONE,
      slotMinutes: this.config.BOOKING_SLOT_MINUTES,
    });

    for (const kind of Object.keys(REMINDER_OFFSETS_MS) as ReminderWhen[]) {
      const dueAt = new Date(scheduledAt.getTime() - REMINDER_OFFSETS_MS[kind]);
      if (dueAt <= now) continue;
      const later: Send = (message) => send({ ...message, availableAt: dueAt });

      if (await this.claim(manager, consultation.id, kind, 'email', dueAt)) {
        const data = {
          ...mailData,
          cancelUrl: this.links.cancelUrl(consultation, now),
          rescheduleUrl: this.links.rescheduleUrl(consultation, now),
          ahead: kind,
        };
        const messageId = await later(
          this.mail.compose(consultationReminderMail, data, {
            email: consultation.contact.email,
            userId: consultation.userId,
          }),
        );
        await this.link(manager, consultation.id, kind, 'email', messageId);
        scheduled.push({ kind, channel: 'email', dueAt });
      }

      if (texts && (await this.claim(manager, consultation.id, kind, 'sms', dueAt))) {
        const outcome = await this.sms.sendIn(
          manager,
          later,
          consultationReminderSms,
          { ahead: kind, when: mailData.when!, meetingLink: consultation.meetingLink },
          { userId: user!.id },
        );
        if (outcome.status === 'queued') {
          await this.link(manager, consultation.id, kind, 'sms', outcome.outboxMessageId);
          scheduled.push({ kind, channel: 'sms', dueAt });
        }
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

  /** Inserts the reminder's row unless it exists: the unique key lets it be written once. */
  private async claim(
    manager: EntityManager,
    consultationId: string,
    kind: ReminderWhen,
    channel: ReminderChannel,
    dueAt: Date,
  ) {
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

  private link(
    manager: EntityManager,
    consultationId: string,
    kind: ReminderWhen,
    channel: ReminderChannel,
    outboxMessageId: string,
  ) {
    return manager.update(ConsultationReminderEntity, { consultationId, kind, channel }, { outboxMessageId });
  }
}
