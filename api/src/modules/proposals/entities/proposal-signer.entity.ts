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
  UpdateDateColumn,
} from 'typeorm';
import { ProposalEntity } from './proposal.entity';

/**
 * A signature of a proposal and its evidence (ESIGN / UETA): who signed, when, from where, the exact
 * document (its SHA-256), the texts they agreed to and the drawn signature. One per proposal and role,
 * enforced by a unique index, so a proposal is signed once however many requests race.
 */
@Entity('proposal_signers')
@Index(['proposalId', 'role'], { unique: true })
export class ProposalSignerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  proposalId: string;

  @ManyToOne(() => ProposalEntity, (proposal) => proposal.signers, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'proposal_id' })
  proposal?: Relation<ProposalEntity>;

  /** The signed-in account that signed. */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** The full name as typed by the signer. */
  @Column({ length: 255 })
  name: string;

  @Column({ length: 320 })
  email: string;

  /** Signing role (default client; docs/modules/proposals.md). */
  @Column({ length: 50, default: 'client' })
  role: string;

  @Column('timestamptz')
  signedAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  /** Hex SHA-256 of the proposal's PDF the signer saw and signed. */
  @Column({ length: 64 })
  documentSha256: string;

  /** The drawn signature (PNG); null when the signer typed their name only. */
  @Column('bytea', { nullable: true })
  signaturePng: Buffer | null;

  /** The consent to electronic records and signatures, and the intent statement, as shown. */
  @Column('text')
  consentText: string;

  @Column('text')
  intentText: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
