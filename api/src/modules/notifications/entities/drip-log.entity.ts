import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

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
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

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
  @ForeignKey('InvoiceEntity', { onDelete: 'SET NULL' })
  relatedInvoiceId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  relatedProjectId: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
