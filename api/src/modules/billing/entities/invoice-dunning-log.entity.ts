import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  Unique,
} from 'typeorm';
import type { DunningStage } from '../billing.constants';
import { InvoiceEntity } from './invoice.entity';

/** A payment-reminder stage already sent for an unpaid invoice. */
@Entity('invoice_dunning_logs')
@Unique(['invoiceId', 'stage'])
export class InvoiceDunningLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  /** Which reminder of the dunning sequence (DUNNING_STAGES); unique per invoice, so each goes out once. */
  @Column({ type: 'varchar', length: 50 })
  stage: DunningStage;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
