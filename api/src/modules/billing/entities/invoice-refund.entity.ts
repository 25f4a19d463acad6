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
import { InvoicePaymentEntity } from './invoice-payment.entity';

/**
 * Money given back on a payment. Staff refunds are written before the provider is called (so a retry finds
 * them); refunds made in the provider's dashboard arrive by `charge.refunded` and are recorded by their id.
 */
@Entity('invoice_refunds')
@Check('"amount_cents" > 0')
export class InvoiceRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  paymentId: string;

  @ManyToOne(() => InvoicePaymentEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<InvoicePaymentEntity>;

  @Column('integer')
  amountCents: number;

  /** The provider's refund id (Stripe `re_...`); null for credit and offline refunds. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
