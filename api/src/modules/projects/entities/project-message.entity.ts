import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { type UserRole } from '../../auth';
import { ProjectDocumentEntity } from './project-document.entity';
import { ProjectEntity } from './project.entity';

/** A message in a project's thread between the client and staff. */
@Entity('project_messages')
@Check('char_length("body") >= 1')
export class ProjectMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  projectId: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity>;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  senderUserId: string | null;

  @Column({ type: 'varchar', length: 50 })
  senderRole: UserRole;

  /** 1 to 2000 characters (PROJECT_MESSAGE_MAX_LENGTH, docs/modules/projects.md). */
  @Column({ length: 2000 })
  body: string;

  @Index()
  @Column('uuid', { nullable: true })
  attachmentId: string | null;

  @ManyToOne(() => ProjectDocumentEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'attachment_id' })
  attachment?: Relation<ProjectDocumentEntity> | null;

  /** When the other side (the client for staff's messages, staff for the client's) first read it. */
  @Column('timestamptz', { nullable: true })
  readAt: Date | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
