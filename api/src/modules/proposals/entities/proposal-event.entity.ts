import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { InsertionOrderColumn } from '../../../database/insertion-order-column';
import type { ProposalEventActor, ProposalEventKind } from '../proposals.constants';
import { ProposalEntity } from './proposal.entity';

/**
 * Audit trail of a proposal (created, sent, viewed, signed, accepted...): who acted, from where, and the
 * SHA-256 of the document version concerned. The kinds that happen once (ONCE_PER_PROPOSAL_EVENT_KINDS) are
 * unique per proposal.
 */
@Entity('proposal_events')
@Index('UQ_proposal_events_once', ['proposalId', 'kind'], {
  unique: true,
  where: "kind IN ('viewed', 'reminded', 'signed', 'accepted', 'declined', 'expired', 'superseded', 'sealed')",
})
export class ProposalEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @InsertionOrderColumn()
  sequence: number;

  @Index()
  @Column('uuid')
  proposalId: string;

  @ManyToOne(() => ProposalEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: Relation<ProposalEntity>;

  @Column({ type: 'varchar', length: 50 })
  kind: ProposalEventKind;

  @Column({ type: 'varchar', length: 50, default: 'system' })
  actor: ProposalEventActor;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  actorUserId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  documentSha256: string | null;

  /** A note: the decline's reason, what changed, the version that superseded it. */
  @Column('jsonb', { nullable: true })
  data: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
