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
import { UserEntity } from '../../auth/entities/user.entity';
import { InvoiceEntity } from '../../billing/entities/invoice.entity';
import { ProjectEntity } from '../../projects/entities/project.entity';

/**
 * One drip e-mail sent. The unique (kind, entity_type, entity_id) lets a replica claim a send
 * with an insert, so each drip goes out once per entity.
 */
@Entity('drip_logs')
@Index(['kind', 'entityType', 'entityId'], { unique: true })
export class DripLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid', { nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @Column({ length: 100 })
  kind: string;

  /** Table-ish name of the entity the drip is about (consultation, invoice, project, ...). */
  @Column({ length: 50 })
  entityType: string;

  /** Text so it can hold a uuid or a numeric id. */
  @Column({ length: 100 })
  entityId: string;

  @Index()
  @Column('uuid', { nullable: true })
  relatedInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'related_invoice_id' })
  relatedInvoice?: Relation<InvoiceEntity> | null;

  @Index()
  @Column('uuid', { nullable: true })
  relatedProjectId: string | null;

  @ManyToOne(() => ProjectEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'related_project_id' })
  relatedProject?: Relation<ProjectEntity> | null;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
