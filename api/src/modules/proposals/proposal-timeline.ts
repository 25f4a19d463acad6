import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProposalEventEntity } from './entities/proposal-event.entity';
import { ONCE_PER_PROPOSAL_EVENT_KINDS, type ProposalEventActor, type ProposalEventKind } from './proposals.constants';

/** Who acted on a proposal and from where, as its audit trail records them. */
export interface ProposalEventDetails {
  actor: ProposalEventActor;
  actorUserId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  documentSha256?: string | null;
  note?: string | null;
}

/** The longest user agent kept (proposal_events.user_agent). */
const USER_AGENT_MAX = 500;

/** A proposal's audit trail (proposal_events): written in the transaction of what it records. */
@Injectable()
export class ProposalTimeline {
  /**
   * Records `kind`; true when it was recorded. A kind that happens once (ONCE_PER_PROPOSAL_EVENT_KINDS) and is
   * already there is not recorded again (false): the unique index decides, whoever races.
   */
  async record(
    manager: EntityManager,
    proposalId: string,
    kind: ProposalEventKind,
    details: ProposalEventDetails,
  ): Promise<boolean> {
    const insert = manager
      .createQueryBuilder()
      .insert()
      .into(ProposalEventEntity)
      .values({
        proposalId,
        kind,
        actor: details.actor,
        actorUserId: details.actorUserId ?? null,
        ip: details.ip ?? null,
        userAgent: details.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        documentSha256: details.documentSha256 ?? null,
        data: details.note ? { note: details.note } : null,
        // The moment itself, not the transaction's start: events of one transaction keep their order.
        createdAt: () => 'clock_timestamp()',
      })
      .returning(['id']);
    if ((ONCE_PER_PROPOSAL_EVENT_KINDS as readonly string[]).includes(kind)) insert.orIgnore();
    const result = await insert.execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** The trail, oldest first. */
  list(manager: EntityManager, proposalId: string): Promise<ProposalEventEntity[]> {
    return manager.find(ProposalEventEntity, { where: { proposalId }, order: { createdAt: 'ASC', sequence: 'ASC' } });
  }
}
