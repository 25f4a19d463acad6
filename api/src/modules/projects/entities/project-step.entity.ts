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
import { ProjectEntity } from './project.entity';

/** A milestone of a project, shown to the client in order. */
@Entity('project_steps')
export class ProjectStepEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  projectId: string;

  @ManyToOne(() => ProjectEntity, (project) => project.steps, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity>;

  @Column('integer', { default: 0 })
  orderIndex: number;

  @Column({ length: 255 })
  title: string;

  @Column('text', { nullable: true })
  details: string | null;

  @Column({ default: false })
  isDone: boolean;

  @Column('timestamptz', { nullable: true })
  completedAt: Date | null;

  /** Staff only; never sent to the client. */
  @Column('text', { nullable: true })
  internalNote: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
