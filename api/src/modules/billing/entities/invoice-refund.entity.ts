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
import type { RefundStatus, RefundWay } from '../billing.constants';
import { InvoicePaymentEntity } from './invoice-payment.entity';

/**
 * Money given back on a payment. A card refund is written `pending` in the transaction that decides it and
 * carried out by the provider after that commit, with an idempotency key of this row's id, until it succeeds
 * or fails for good (the row is its durable job: docs/modules/billing.md#refunds); refunds made in the
 * provider's dashboard arrive by `charge.refunded` and are recorded by their id.
 */
@Entity('invoice_refunds')
@Check('"amount_cents" > 0')
// The card refunds still to carry out, in the order the sweep takes them.
@Index('IDX_invoice_refunds_to_carry_out', ['nextAttemptAt'], { where: `"status" = 'pending'` })
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

  @Column({ type: 'varchar', length: 20, default: 'card' })
  way: RefundWay;

  @Column({ type: 'varchar', length: 20, default: 'succeeded' })
  status: RefundStatus;

  /** Tries at the provider so far (card refunds). */
  @Column('integer', { default: 0 })
  attempts: number;

  /** When the sweep tries a pending card refund next. */
  @Column('timestamptz', { nullable: true })
  nextAttemptAt: Date | null;

  /** The provider's last answer to a try that did not succeed. */
  @Column('text', { nullable: true })
  lastError: string | null;

  /** The provider's refund id (Stripe `re_...`); null for credit and offline refunds. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  createdByUserId: string | null;

  /** Indexed: the dashboard counts by period. */
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
