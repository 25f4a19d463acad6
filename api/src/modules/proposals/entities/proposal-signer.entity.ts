import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { ProposalEntity } from './proposal.entity';

/** A person who must sign a proposal. */
@Entity('proposal_signers')
export class ProposalSignerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  proposalId: string;

  @ManyToOne(() => ProposalEntity, (proposal) => proposal.signers, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: Relation<ProposalEntity>;

  @Column({ length: 255 })
  name: string;

  @Column({ length: 320 })
  email: string;

  /** Signing role (default client; docs/modules/proposals.md). */
  @Column({ length: 50, default: 'client' })
  role: string;

  @Column('timestamptz', { nullable: true })
  signedAt: Date | null;

  @Column('text', { nullable: true })
  signatureUrl: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
