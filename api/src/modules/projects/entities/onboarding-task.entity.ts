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
import type { QuestionnaireKind } from '../questionnaires/questionnaire-kinds';
import { ProjectEntity } from './project.entity';

/** A checklist item of a project's onboarding. */
@Entity('onboarding_tasks')
export class OnboardingTaskEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  projectId: string;

  @ManyToOne(() => ProjectEntity, (project) => project.onboardingTasks, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity>;

  @Column('integer', { default: 0 })
  orderIndex: number;

  @Column({ length: 255 })
  title: string;

  @Column('text', { nullable: true })
  details: string | null;

  /** The questionnaire this task asks the client to submit; submitting it ticks the task. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  questionnaireKind: QuestionnaireKind | null;

  @Column({ default: false })
  isDone: boolean;

  @Column('timestamptz', { nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
