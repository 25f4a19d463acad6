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
import { InvoiceEntity } from './invoice.entity';

/** A payment-reminder stage already sent for an unpaid invoice. */
@Entity('invoice_dunning_logs')
export class InvoiceDunningLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  /** Which reminder of the dunning sequence (the set of stages is not in SPEC.md). */
  @Column({ length: 50 })
  stage: string;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
