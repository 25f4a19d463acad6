import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app.config';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { formatCents, longDate } from '../billing';
import { MailService, OutboxService, StaffAlerts } from '../notifications';
import { ProposalEntity } from './entities/proposal.entity';
import { ProposalSealing } from './proposal-sealing';
import { ProposalTimeline } from './proposal-timeline';
import { OPEN_PROPOSAL_STATUSES, PROPOSAL_REMINDER_DAYS_BEFORE } from './proposals.constants';
import { proposalExpiredStaffMail, proposalReminderMail } from './proposals.mails';

const DAY_MS = 24 * 3_600_000;
/** Proposals handled per kind and tick; the next tick takes the rest. */
const RUN_BATCH = 100;

/**
 * Proposals' scheduled work (docs/modules/proposals.md), each minute under an advisory lock so that N replicas
 * run each tick once: sent or viewed proposals past validUntil expire (staff alerted); the one reminder goes
 * PROPOSAL_REMINDER_DAYS_BEFORE days before (its `reminded` event is unique: sent once); an accepted proposal
 * whose sealing did not happen after its acceptance is sealed.
 */
@Injectable()
export class ProposalSchedule {
  private readonly logger = new Logger(ProposalSchedule.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly timeline: ProposalTimeline,
    private readonly sealing: ProposalSealing,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'proposals' })
  async run(): Promise<{ expired: number; reminded: number; sealed: number } | undefined> {
    return withAdvisoryLock(this.dataSource, 'cron:proposals', { wait: false }, async () => ({
      expired: await this.expire(),
      reminded: await this.remind(),
      sealed: await this.sealPending(),
    }));
  }

  private async expire(): Promise<number> {
    const due = await this.dataSource.getRepository(ProposalEntity).find({
      select: { id: true },
      where: { status: In([...OPEN_PROPOSAL_STATUSES]), validUntil: LessThanOrEqual(this.clock.now()) },
      order: { validUntil: 'ASC', id: 'ASC' },
      take: RUN_BATCH,
    });
    let expired = 0;
    for (const { id } of due) {
      const done = await this.outbox.transaction(async (manager, send) => {
        const proposal = await manager.findOne(ProposalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        // Accepted, declined or revised since it was listed: nothing to expire.
        if (!proposal || !OPEN_PROPOSAL_STATUSES.includes(proposal.status)) return false;
        proposal.status = 'expired';
        proposal.expiredAt = this.clock.now();
        await manager.save(proposal);
        await this.timeline.record(manager, id, 'expired', {
          actor: 'system',
          documentSha256: proposal.documentSha256,
        });
        for (const message of this.staffAlerts.messages(proposalExpiredStaffMail, {
          proposalId: id,
          title: proposal.title,
          clientName: proposal.clientName,
          clientEmail: proposal.clientEmail,
          total: formatCents(proposal.totalCents),
          validUntil: longDate(proposal.validUntil!, this.config.BUSINESS_TIME_ZONE),
        })) {
          await send(message);
        }
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  private async remind(): Promise<number> {
    const now = this.clock.now();
    const before = PROPOSAL_REMINDER_DAYS_BEFORE * DAY_MS;
    const due = await this.dataSource
      .getRepository(ProposalEntity)
      .createQueryBuilder('proposal')
      .where('proposal.status IN (:...open)', { open: OPEN_PROPOSAL_STATUSES })
      .andWhere('proposal.validUntil > :now AND proposal.validUntil <= :soon', {
        now,
        soon: new Date(now.getTime() + before),
      })
      // One sent within the reminder's window already says when it expires: it gets no reminder.
      .andWhere('EXTRACT(EPOCH FROM (proposal.validUntil - proposal.sentAt)) > :beforeSeconds', {
        beforeSeconds: before / 1000,
      })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM proposal_events event WHERE event.proposal_id = proposal.id AND event.kind = 'reminded')`,
      )
      .orderBy('proposal.validUntil', 'ASC')
      .addOrderBy('proposal.id', 'ASC')
      .take(RUN_BATCH)
      .getMany();
    let reminded = 0;
    for (const proposal of due) {
      const sent = await this.outbox.transaction(async (manager, send) => {
        // The unique `reminded` event: a reminder already recorded (another tick, another replica) is not sent again.
        if (!(await this.timeline.record(manager, proposal.id, 'reminded', { actor: 'system' }))) return false;
        await send(
          this.mail.compose(
            proposalReminderMail,
            {
              proposalId: proposal.id,
              title: proposal.title,
              clientName: proposal.clientName,
              total: formatCents(proposal.totalCents),
              validUntil: longDate(proposal.validUntil!, this.config.BUSINESS_TIME_ZONE),
              signUp: proposal.userId === null,
            },
            { email: proposal.clientEmail, userId: proposal.userId },
          ),
        );
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  private async sealPending(): Promise<number> {
    const pending = await this.dataSource.getRepository(ProposalEntity).find({
      select: { id: true },
      where: { status: 'accepted', sealedPdfKey: IsNull() },
      order: { acceptedAt: 'ASC' },
      take: RUN_BATCH,
    });
    let sealed = 0;
    for (const { id } of pending) {
      try {
        if (await this.sealing.sealProposal(id)) sealed += 1;
      } catch (error) {
        this.logger.error(`Sealing proposal ${id} failed; the next run tries again: ${String(error)}`);
      }
    }
    return sealed;
  }
}
