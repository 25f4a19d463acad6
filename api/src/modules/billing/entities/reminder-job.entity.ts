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
import { InvoiceEntity } from './invoice.entity';

/** A reminder e-mail planned for an invoice at a moment; the scheduler sends the due ones. */
@Entity('reminder_jobs')
// One live job per invoice and template: moving the due date cancels the old ones before planning new ones.
@Index('UQ_reminder_jobs_live', ['invoiceId', 'templateKey'], { unique: true, where: '"is_cancelled" = false' })
@Index(['isCancelled', 'scheduledFor'])
export class ReminderJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ length: 100 })
  templateKey: string;

  @Column('timestamptz')
  scheduledFor: Date;

  @Column({ default: false })
  isCancelled: boolean;

  /** Set when the reminder went out, so a job is sent once across replicas. */
  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
