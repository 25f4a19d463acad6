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
} from 'typeorm';
import { InsertionOrderColumn } from '../../../database/insertion-order-column';
import type { InvoiceEventActor, InvoiceEventKind } from '../billing.constants';
import { InvoiceEntity } from './invoice.entity';

/** One entry of an invoice's timeline: what happened, who did it and when. */
@Entity('invoice_events')
@Index(['invoiceId', 'createdAt'])
export class InvoiceEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @InsertionOrderColumn()
  sequence: number;

  @Column('uuid')
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ type: 'varchar', length: 50 })
  kind: InvoiceEventKind;

  @Column({ type: 'varchar', length: 20 })
  actor: InvoiceEventActor;

  /** The staff member or client who acted; null for the system and the payment provider. */
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  actorUserId: string | null;

  /** The amount the event moved (a payment, a refund), in cents. */
  @Column('integer', { nullable: true })
  amountCents: number | null;

  /** A short human note: the reminder stage, the offline method, a refund reason. */
  @Column('text', { nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
