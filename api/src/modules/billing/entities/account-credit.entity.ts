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
  UpdateDateColumn,
} from 'typeorm';
import type { AccountCreditSource, AccountCreditStatus } from '../billing.constants';
import { InvoiceEntity } from './invoice.entity';
import { InvoicePaymentEntity } from './invoice-payment.entity';

/** Credit a client holds (e.g. a referral reward), later applied to one of their invoices. */
@Entity('account_credits')
@Index(['userId', 'status', 'expiresAt'])
@Check('"amount_cents" > 0')
export class AccountCreditEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  @ForeignKey('UserEntity', { onDelete: 'CASCADE' })
  userId: string;

  @Column('integer')
  amountCents: number;

  @Column({ length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'varchar', length: 50, default: 'referral' })
  source: AccountCreditSource;

  /** The invoice whose payment earned this credit. */
  @Index()
  @Column('uuid', { nullable: true })
  relatedInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'related_invoice_id' })
  relatedInvoice?: Relation<InvoiceEntity> | null;

  /** The invoice this credit was spent on. */
  @Index()
  @Column('uuid', { nullable: true })
  appliedInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'applied_invoice_id' })
  appliedInvoice?: Relation<InvoiceEntity> | null;

  /**
   * The payment that reserved (checkout open) or spent this credit. A credit larger than the amount due is
   * split first: the part used becomes its own row, the rest stays available.
   */
  @Index()
  @Column('uuid', { nullable: true })
  paymentId: string | null;

  @ManyToOne(() => InvoicePaymentEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<InvoicePaymentEntity> | null;

  /** The credit this one was split from. */
  @Column('uuid', { nullable: true })
  splitFromId: string | null;

  @Column({ type: 'varchar', length: 50, default: 'available' })
  status: AccountCreditStatus;

  @Column('timestamptz', { nullable: true })
  expiresAt: Date | null;

  /** When the client was told this credit expires soon (once, EXPIRY_REMINDER_DAYS before). */
  @Column('timestamptz', { nullable: true })
  expiryRemindedAt: Date | null;

  /** Why staff granted or took back credit by hand (source `adjustment`); required there, null otherwise. */
  @Column('text', { nullable: true })
  reason: string | null;

  /** The staff member who made a manual adjustment. */
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
