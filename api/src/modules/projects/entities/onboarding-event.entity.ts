import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { ProjectEntity } from './project.entity';

/** Audit trail of a project's onboarding (started, task done, questionnaire submitted, ...). */
@Entity('onboarding_events')
export class OnboardingEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * Insertion order, the tie-break of events stamped at the same moment (the embedded database's clock counts
   * milliseconds, and one change records several events).
   */
  @Column({ type: 'int' })
  @Generated('increment')
  sequence: number;

  @Index()
  @Column('uuid')
  projectId: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity>;

  @Column({ length: 50 })
  kind: string;

  @Column('jsonb', { nullable: true })
  payload: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
