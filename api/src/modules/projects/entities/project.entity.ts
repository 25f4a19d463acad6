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
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ConsultationEntity } from '../../bookings/entities/consultation.entity';
import { ServiceInquiryEntity } from '../../bookings/entities/service-inquiry.entity';
import type { ProjectStatus } from '../projects.constants';
import { OnboardingTaskEntity } from './onboarding-task.entity';
import { ProjectStepEntity } from './project-step.entity';

/** A client project: its price split into deposit and balance, its steps and onboarding. */
@Entity('projects')
export class ProjectEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  /** Cross-link with service_inquiries.projectId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  serviceInquiryId: string | null;

  @ManyToOne(() => ServiceInquiryEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'service_inquiry_id' })
  serviceInquiry?: Relation<ServiceInquiryEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  consultationId: string | null;

  @ManyToOne(() => ConsultationEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'consultation_id' })
  consultation?: Relation<ConsultationEntity> | null;

  @Column({ length: 500 })
  title: string;

  @Column('text', { nullable: true })
  description: string | null;

  /** Amounts in integer cents of `currency`, as all money (docs/adding-a-module.md). */
  @Column('integer', { default: 0 })
  totalAmountCents: number;

  @Column('integer', { default: 0 })
  depositAmountCents: number;

  @Column('integer', { default: 0 })
  balanceAmountCents: number;

  @Column({ length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'varchar', length: 50, default: 'active' })
  status: ProjectStatus;

  /** Cross-link with invoices.projectId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  depositInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'deposit_invoice_id' })
  depositInvoice?: Relation<InvoiceEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  balanceInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'balance_invoice_id' })
  balanceInvoice?: Relation<InvoiceEntity> | null;

  @Column('timestamptz', { nullable: true })
  onboardingStartedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  onboardingCompletedAt: Date | null;

  @OneToMany(() => ProjectStepEntity, (step) => step.project)
  steps?: Relation<ProjectStepEntity>[];

  @OneToMany(() => OnboardingTaskEntity, (task) => task.project)
  onboardingTasks?: Relation<OnboardingTaskEntity>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
