import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { InsertionOrderColumn } from '../../../database/insertion-order-column';
import { ProjectEntity } from './project.entity';

/** Audit trail of a project's onboarding (started, task done, questionnaire submitted, ...). */
@Entity('onboarding_events')
export class OnboardingEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @InsertionOrderColumn()
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
