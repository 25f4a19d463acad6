import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { ProposalEntity } from './proposal.entity';

/** Audit trail of a proposal (sent, viewed, signed, ...). */
@Entity('proposal_events')
export class ProposalEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  proposalId: string;

  @ManyToOne(() => ProposalEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: Relation<ProposalEntity>;

  @Column({ length: 50 })
  kind: string;

  @Column('jsonb', { nullable: true })
  data: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
