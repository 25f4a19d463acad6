import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app.config';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { UserEntity } from '../../auth';
import { formatInZone } from '../../../common/time-zones';
import { MailService, OutboxService, OutgoingMessage, StaffAlerts } from '../../notifications';
import { DunningStage, PAYABLE_INVOICE_STATUSES } from '../billing.constants';
import { InvoiceDunningLogEntity } from '../entities/invoice-dunning-log.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { ReminderJobEntity } from '../entities/reminder-job.entity';
import { formatCents, longDate } from '../formatting';
import { InvoiceTimeline } from '../invoices/invoice-timeline';
import { amountDueCents } from '../invoices/invoice-totals';
import { dunningPlan, dunningTemplateKey, stageOfTemplateKey, validZoneOr } from './dunning-plan';
import {
  invoiceOverdueStaffMail,
  paymentDeadlineMail,
  paymentReminderMail,
  PaymentReminderMailData,
} from './dunning.mails';

type Send = (message: OutgoingMessage) => Promise<string>;

/**
 * A module's one-off reminder before an invoice's hard deadline (its due date), e.g. bookings' consultation
 * payment deadline: the reminder_jobs template key, and what happens when the deadline passes unpaid.
 */
export interface DeadlineReminder {
  key: string;
  /** One sentence for the client's mail. */
  consequence: string;
}

/** The stage after which an unpaid invoice is overdue and staff are alerted. */
const LAST_STAGE: DunningStage = 'after_14';
/** Reminders one run sends at most; the next run takes the rest. */
const RUN_BATCH = 200;

/**
 * Dunning: the reminders of an unpaid invoice, planned as reminder_jobs when it is sent (DUNNING_STAGES, at
 * 10:00 on the client's calendar), replanned when its due date moves, stopped when it is paid or cancelled,
 * and sent by a scheduled run under an advisory lock. Each stage goes out once: its invoice_dunning_logs row
 * (unique per invoice and stage) is written in the transaction that queues the mail, after the invoice's
 * status is checked under its row lock, so a payment committed first always wins.
 */
@Injectable()
export class DunningService {
  private readonly logger = new Logger('Dunning');
  /** Deadline reminders by template key (registerDeadline). */
  private readonly deadlineConsequences = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly timeline: InvoiceTimeline,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Plans the stages still ahead for a sent invoice (idempotent: one live job per stage), in the caller's transaction. */
  async planIn(manager: EntityManager, invoice: InvoiceEntity): Promise<void> {
    if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status) || !invoice.dueDate) return;
    const client = await this.clientOf(manager, invoice);
    const sent = await manager.find(InvoiceDunningLogEntity, {
      select: { stage: true },
      where: { invoiceId: invoice.id },
    });
    const plan = dunningPlan(
      invoice.dueDate,
      client.timeZone,
      this.clock.now(),
      sent.map((log) => log.stage),
    );
    for (const { stage, at } of plan) await this.insertJob(manager, invoice.id, dunningTemplateKey(stage), at);
  }

  /** The due date moved: the unsent reminders are cancelled and the stages planned again from the new date. */
  async replanIn(manager: EntityManager, invoice: InvoiceEntity): Promise<void> {
    await this.cancelUnsent(manager, invoice.id, (templateKey) => stageOfTemplateKey(templateKey) !== null);
    await this.planIn(manager, invoice);
  }

  /** The invoice is paid or cancelled: nothing more is sent about it. */
  stopIn(manager: EntityManager, invoiceId: string): Promise<void> {
    return this.cancelUnsent(manager, invoiceId, () => true);
  }

  /**
   * Plans (or moves) the one-off reminder `key` before the invoice's deadline, in the caller's transaction;
   * none when `at` is already past.
   */
  async planDeadlineIn(manager: EntityManager, invoiceId: string, reminder: DeadlineReminder, at: Date): Promise<void> {
    // Every process must know it to send it (registerDeadline at start-up), not only the one that plans it.
    if (!this.deadlineConsequences.has(reminder.key))
      throw new Error(`Deadline reminder ${reminder.key} is not registered`);
    await this.cancelUnsent(manager, invoiceId, (templateKey) => templateKey === reminder.key);
    if (at.getTime() > this.clock.now().getTime()) await this.insertJob(manager, invoiceId, reminder.key, at);
  }

  /**
   * Makes a deadline reminder known to this process, so it can send one planned by any replica: called from
   * the owning module's onModuleInit.
   */
  registerDeadline({ key, consequence }: DeadlineReminder): void {
    this.deadlineConsequences.set(key, consequence);
  }

  /** Sends the reminders that are due; every process runs it, the advisory lock makes each run single. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'dunning' })
  async run(): Promise<number> {
    const sent = await withAdvisoryLock(this.dataSource, 'cron:dunning', { wait: false }, async () => {
      const due = await this.dataSource.getRepository(ReminderJobEntity).find({
        select: { id: true, invoiceId: true },
        where: { isCancelled: false, sentAt: IsNull(), scheduledFor: LessThanOrEqual(this.clock.now()) },
        order: { scheduledFor: 'ASC', id: 'ASC' },
        take: RUN_BATCH,
      });
      let count = 0;
      for (const job of due) {
        try {
          if (await this.sendJob(job)) count++;
        } catch (error) {
          // One bad job must not hold back the others; it stays due and is tried again next run.
          this.logger.error(`Reminder ${job.id} of invoice ${job.invoiceId} failed: ${(error as Error).message}`);
        }
      }
      return count;
    });
    return sent ?? 0;
  }

  /** Sends one due reminder in its own transaction; answers whether a reminder went out. */
  private sendJob(due: Pick<ReminderJobEntity, 'id' | 'invoiceId'>): Promise<boolean> {
    return this.outbox.transaction(async (manager, send) => {
      // The invoice first, as payments and cancellation lock it: they commit before or after, never between.
      const invoice = await manager.findOne(InvoiceEntity, {
        where: { id: due.invoiceId },
        lock: { mode: 'pessimistic_write' },
      });
      const job = await manager.findOne(ReminderJobEntity, {
        where: { id: due.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invoice || !job || job.isCancelled || job.sentAt) return false;
      if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status) || amountDueCents(invoice) === 0) {
        await this.stopIn(manager, invoice.id);
        return false;
      }
      const now = this.clock.now();
      const stage = stageOfTemplateKey(job.templateKey);
      const consequence = this.deadlineConsequences.get(job.templateKey);
      if (!stage && consequence === undefined) {
        this.logger.error(`Reminder ${job.id} has an unknown template ${job.templateKey}: cancelled`);
        await manager.update(ReminderJobEntity, { id: job.id }, { isCancelled: true });
        return false;
      }
      if (stage && !(await this.logStage(manager, invoice.id, stage, now))) {
        // Sent already under an earlier plan (the due date moved since): never twice.
        await manager.update(ReminderJobEntity, { id: job.id }, { isCancelled: true });
        return false;
      }
      await manager.update(ReminderJobEntity, { id: job.id }, { sentAt: now });

      const client = await this.clientOf(manager, invoice);
      const data = this.mailData(invoice, client.timeZone);
      const to = { email: invoice.clientEmail, userId: invoice.userId };
      const emailed = client.wantsReminders;
      if (emailed) {
        await send(
          stage
            ? this.mail.compose(paymentReminderMail, { ...data, stage }, to)
            : this.mail.compose(
                paymentDeadlineMail,
                {
                  ...data,
                  deadline: formatInZone(invoice.dueDate!, client.timeZone),
                  consequence: consequence!,
                },
                to,
              ),
        );
      }
      await this.timeline.record(manager, invoice.id, 'reminded', {
        actor: 'system',
        note: `${stage ?? job.templateKey}${emailed ? '' : ' (not e-mailed: the client turned reminders off)'}`,
      });
      if (stage === LAST_STAGE) await this.markOverdue(manager, send, invoice, data);
      return true;
    });
  }

  /** After the last stage: the invoice is overdue, on its timeline, and staff are alerted. */
  private async markOverdue(manager: EntityManager, send: Send, invoice: InvoiceEntity, data: PaymentReminderMailData) {
    await manager.update(InvoiceEntity, { id: invoice.id }, { status: 'overdue' });
    await this.timeline.record(manager, invoice.id, 'overdue', { actor: 'system' });
    const staffData = {
      ...data,
      dueDate: longDate(invoice.dueDate!, this.config.BUSINESS_TIME_ZONE),
      clientEmail: invoice.clientEmail,
    };
    for (const alert of this.staffAlerts.messages(invoiceOverdueStaffMail, staffData)) await send(alert);
  }

  /** Writes the stage's log row unless it exists (unique invoice + stage); answers whether this call wrote it. */
  private async logStage(manager: EntityManager, invoiceId: string, stage: DunningStage, sentAt: Date) {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(InvoiceDunningLogEntity)
      .values({ invoiceId, stage, sentAt })
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** One live job per invoice and key (a partial unique index): planning twice writes it once. */
  private async insertJob(manager: EntityManager, invoiceId: string, templateKey: string, scheduledFor: Date) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReminderJobEntity)
      .values({ invoiceId, templateKey, scheduledFor })
      .orIgnore()
      .execute();
  }

  private async cancelUnsent(manager: EntityManager, invoiceId: string, which: (templateKey: string) => boolean) {
    const live = await manager.find(ReminderJobEntity, {
      select: { id: true, templateKey: true },
      where: { invoiceId, isCancelled: false, sentAt: IsNull() },
    });
    const ids = live.filter((job) => which(job.templateKey)).map((job) => job.id);
    if (ids.length) await manager.update(ReminderJobEntity, ids, { isCancelled: true });
  }

  /** The client's time zone (their account's, else the business's) and whether they want reminders. */
  private async clientOf(manager: EntityManager, invoice: InvoiceEntity) {
    const user = invoice.userId
      ? await manager.findOne(UserEntity, {
          select: { timezone: true, wantsReminders: true },
          where: { id: invoice.userId },
        })
      : null;
    return {
      timeZone: validZoneOr(user?.timezone, this.config.BUSINESS_TIME_ZONE),
      wantsReminders: user?.wantsReminders ?? true,
    };
  }

  private mailData(invoice: InvoiceEntity, timeZone: string): PaymentReminderMailData {
    return {
      clientName: invoice.clientName,
      invoiceNumber: invoice.invoiceNumber,
      publicId: invoice.publicId,
      amountDue: formatCents(amountDueCents(invoice)),
      dueDate: longDate(invoice.dueDate!, timeZone),
    };
  }
}
