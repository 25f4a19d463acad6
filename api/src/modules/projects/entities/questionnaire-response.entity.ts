import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { QuestionnaireKind, QuestionnaireStatus } from '../questionnaires/questionnaire-kinds';

/**
 * A client's answers to a portal questionnaire (/portal/questionnaire/:type): a draft they may leave and finish
 * later, then submitted (docs/modules/projects.md). At most one draft per client and kind.
 */
@Entity('questionnaire_responses')
@Index('UQ_questionnaire_responses_one_draft', ['userId', 'kind'], { unique: true, where: "status = 'draft'" })
@Check(`"status" IN ('draft', 'submitted')`)
export class QuestionnaireResponseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  /** One of QUESTIONNAIRE_KINDS, the :type of the route. */
  @Column({ type: 'varchar', length: 50 })
  kind: QuestionnaireKind;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ConsultationEntity', { onDelete: 'SET NULL' })
  consultationId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ServiceInquiryEntity', { onDelete: 'SET NULL' })
  serviceInquiryId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  projectId: string | null;

  @Column('jsonb', { default: () => "'{}'" })
  answers: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: QuestionnaireStatus;

  @Column('timestamptz', { nullable: true })
  submittedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
