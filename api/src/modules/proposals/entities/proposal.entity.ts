import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { ProposalStatus } from '../proposals.constants';
import { ProposalItemEntity } from './proposal-item.entity';
import { ProposalSignerEntity } from './proposal-signer.entity';

/** A priced proposal sent to a client for e-signature (/portal/proposals/:id). */
@Entity('proposals')
export class ProposalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ServiceInquiryEntity', { onDelete: 'SET NULL' })
  serviceInquiryId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  projectId: string | null;

  @Column({ length: 500 })
  title: string;

  @Column('text', { nullable: true })
  summary: string | null;

  @Column({ length: 3, default: 'USD' })
  currency: string;

  /** Sum of the items' lineTotalCents. */
  @Column('integer', { default: 0 })
  subtotalCents: number;

  @Column('integer', { default: 0 })
  discountCents: number;

  @Column('integer', { default: 0 })
  taxCents: number;

  /** subtotal - discount + tax. */
  @Column('integer', { default: 0 })
  totalCents: number;

  @Column({ type: 'varchar', length: 50, default: 'draft' })
  status: ProposalStatus;

  @Column('timestamptz', { nullable: true })
  validUntil: Date | null;

  @Column('text', { nullable: true })
  pdfUrl: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  esignProvider: string | null;

  /** The e-signature provider's request id; indexed for its callbacks. */
  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  esignRequestId: string | null;

  @OneToMany(() => ProposalItemEntity, (item) => item.proposal)
  items?: Relation<ProposalItemEntity>[];

  @OneToMany(() => ProposalSignerEntity, (signer) => signer.proposal)
  signers?: Relation<ProposalSignerEntity>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
