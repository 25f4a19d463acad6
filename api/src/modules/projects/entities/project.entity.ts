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
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** Cross-link with service_inquiries.projectId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ServiceInquiryEntity', { onDelete: 'SET NULL' })
  serviceInquiryId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ConsultationEntity', { onDelete: 'SET NULL' })
  consultationId: string | null;

  /** The accepted proposal it came from: unique, so one proposal makes one project however often it is accepted. */
  @Index({ unique: true, where: 'proposal_id IS NOT NULL' })
  @Column('uuid', { nullable: true })
  @ForeignKey('ProposalEntity', { onDelete: 'SET NULL' })
  proposalId: string | null;

  /** The offered service it delivers (its steps' template); null for other work. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  service: string | null;

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

  /** When its deposit (or full) invoice was paid and it became active. */
  @Column('timestamptz', { nullable: true })
  activatedAt: Date | null;

  /** Cross-link with invoices.projectId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  depositInvoiceId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  balanceInvoiceId: string | null;

  /** When it was completed (its balance invoice sent). */
  @Column('timestamptz', { nullable: true })
  completedAt: Date | null;

  /** When the client was last e-mailed about new messages: at most one e-mail per thread per 10 minutes. */
  @Column('timestamptz', { nullable: true })
  clientMessageNoticeAt: Date | null;

  /** When staff were last e-mailed about the client's new messages (the same limit). */
  @Column('timestamptz', { nullable: true })
  staffMessageNoticeAt: Date | null;

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
