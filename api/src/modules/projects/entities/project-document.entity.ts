import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { type UserRole } from '../../auth';
import type { DocumentScanStatus } from '../projects.constants';
import { ProjectEntity } from './project.entity';

/** A file attached to a project (stored on S3-compatible storage or local disk). */
@Entity('project_documents')
export class ProjectDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  projectId: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<ProjectEntity>;

  /** The uploading user's id (column uploaded_by). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  uploadedBy: string | null;

  /** The uploader's role at upload time. */
  @Column({ type: 'varchar', length: 50, default: 'admin' })
  role: UserRole;

  @Column({ length: 255 })
  originalName: string;

  /** Storage key of the file. */
  @Column({ length: 255 })
  storedName: string;

  @Column({ length: 255 })
  mimeType: string;

  /** integer (max ~2 GB) so it reads back as a number; uploads are far smaller. */
  @Column('integer')
  sizeBytes: number;

  @Column({ default: true })
  canDownload: boolean;

  /** Visible to the client in the portal. */
  @Column({ default: true })
  isVisible: boolean;

  @Column('text', { nullable: true })
  notes: string | null;

  /** The malware scan's verdict (DocumentScanner): only a `clean` document is shown to the other side. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  scanStatus: DocumentScanStatus;

  @Column('timestamptz', { nullable: true })
  scannedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
