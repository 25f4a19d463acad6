import {
  Check,
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
import type { PaymentChoice, ProposalStatus } from '../proposals.constants';
import { ProposalItemEntity } from './proposal-item.entity';
import { ProposalSignerEntity } from './proposal-signer.entity';

/** A priced proposal sent to a client for e-signature (/portal/proposals/:id; docs/modules/proposals.md). */
@Entity('proposals')
@Check('"total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents"')
@Check('"deposit_cents" + "balance_cents" = "total_cents"')
export class ProposalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The client's account; null until the person it was written for signs up with clientEmail. */
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
  @ForeignKey('ConsultationEntity', { onDelete: 'SET NULL' })
  consultationId: string | null;

  /** The project its acceptance created. */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  projectId: string | null;

  /** 1 for a new proposal; a revision is the version it revises + 1. */
  @Column('integer', { default: 1 })
  version: number;

  /** The proposal this version revises (superseded by it). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProposalEntity', { onDelete: 'SET NULL' })
  revisesId: string | null;

  /** The version that superseded this one. */
  @Index({ unique: true, where: 'superseded_by_id IS NOT NULL' })
  @Column('uuid', { nullable: true })
  @ForeignKey('ProposalEntity', { onDelete: 'SET NULL' })
  supersededById: string | null;

  @Column({ length: 255 })
  clientName: string;

  @Index()
  @Column({ length: 320 })
  clientEmail: string;

  /** One of the offered services: its project's steps come from that service's template (projects). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  service: string | null;

  @Column({ length: 500 })
  title: string;

  @Column('text', { nullable: true })
  summary: string | null;

  @Column({ length: 3, default: 'USD' })
  currency: string;

  /** Sum of the items' lineTotalCents. */
  @Column('integer', { default: 0 })
  subtotalCents: number;

  /** The discount in cents: the fixed amount, or discountBasisPoints of the subtotal. */
  @Column('integer', { default: 0 })
  discountCents: number;

  /** A discount in percent of the subtotal (basis points); null: a fixed amount (discountCents) or none. */
  @Column('integer', { nullable: true })
  discountBasisPoints: number | null;

  /** The rate of items without their own, in basis points (0: no tax). */
  @Column('integer', { default: 0 })
  taxRateBasisPoints: number;

  @Column('integer', { default: 0 })
  taxCents: number;

  /** subtotal - discount + tax. */
  @Column('integer', { default: 0 })
  totalCents: number;

  /** The share of the total invoiced at acceptance, in basis points (5000 = 50%). */
  @Column('integer', { default: 5000 })
  depositBasisPoints: number;

  /** depositBasisPoints of the total, rounded half up; balanceCents = total − deposit. */
  @Column('integer', { default: 0 })
  depositCents: number;

  @Column('integer', { default: 0 })
  balanceCents: number;

  /** Whether the client may pay the whole total at acceptance instead of the deposit. */
  @Column({ default: true })
  allowFullPayment: boolean;

  @Column('text', { nullable: true })
  paymentTerms: string | null;

  @Column({ type: 'varchar', length: 50, default: 'draft' })
  status: ProposalStatus;

  @Index()
  @Column('timestamptz', { nullable: true })
  validUntil: Date | null;

  /** When this version was sent: the document's date (its PDF's bytes depend on it). */
  @Index()
  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @Column('timestamptz', { nullable: true })
  viewedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  acceptedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  declinedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  expiredAt: Date | null;

  @Column('text', { nullable: true })
  declineReason: string | null;

  /** Hex SHA-256 of this version's PDF as sent: what the client reads and signs. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  documentSha256: string | null;

  /** What the client chose to pay at acceptance. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentChoice: PaymentChoice | null;

  /** The invoice issued at acceptance (the deposit, or the whole total). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  depositInvoiceId: string | null;

  /** The balance's draft invoice (none when the whole total was invoiced at acceptance). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  balanceInvoiceId: string | null;

  /** Storage key of the sealed PDF (the proposal, the signature and the certificate of completion). */
  @Column({ type: 'varchar', length: 512, nullable: true })
  sealedPdfKey: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sealedPdfSha256: string | null;

  @OneToMany(() => ProposalItemEntity, (item) => item.proposal)
  items?: Relation<ProposalItemEntity>[];

  @OneToMany(() => ProposalSignerEntity, (signer) => signer.proposal)
  signers?: Relation<ProposalSignerEntity>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
