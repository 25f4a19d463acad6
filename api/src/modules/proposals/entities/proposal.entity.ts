import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { ServiceInquiryEntity } from '../../bookings/entities/service-inquiry.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';
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
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  serviceInquiryId: string | null;

  @ManyToOne(() => ServiceInquiryEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'service_inquiry_id' })
  serviceInquiry?: Relation<ServiceInquiryEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  projectId: string | null;

  @ManyToOne(() => ProjectEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity> | null;

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
