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
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '../billing.constants';
import { InvoiceEntity } from './invoice.entity';

/**
 * One attempt to pay an invoice: a card checkout (pending while open, with the credits it reserved), a payment
 * made of credits alone, or one staff recorded offline. At most one checkout per invoice is open at a time
 * (a partial unique index), so concurrent "Pay" clicks share one.
 */
@Entity('invoice_payments')
@Index('UQ_invoice_payments_open_checkout', ['invoiceId'], { unique: true, where: `"status" = 'pending'` })
@Index(['invoiceId', 'createdAt'])
@Index(['succeededAt'])
@Check('"amount_cents" >= 0 AND "credits_cents" >= 0 AND "refunded_cents" >= 0')
@Check('"refunded_cents" <= "amount_cents" + "credits_cents"')
export class InvoicePaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  invoiceId: string;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ type: 'varchar', length: 20 })
  method: PaymentMethod;

  /** The driver of a card payment; null for credits alone and offline payments. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  provider: PaymentProvider | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PaymentStatus;

  /** Money charged (or received offline), in cents, excluding credits (in `currency`'s smallest unit). */
  @Column('integer')
  amountCents: number;

  /** ISO 4217: the invoice's, except for an `unmatched` payment that came in another currency. */
  @Column({ length: 3, default: 'USD' })
  currency: string;

  /** Account credits this payment reserved (pending) or spent (succeeded), in cents. */
  @Column('integer', { default: 0 })
  creditsCents: number;

  @Column('integer', { default: 0 })
  refundedCents: number;

  /** The provider's checkout session id (Stripe `cs_...`). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;

  @Column('text', { nullable: true })
  checkoutUrl: string | null;

  /** When the open checkout stops accepting payment. */
  @Column('timestamptz', { nullable: true })
  expiresAt: Date | null;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  chargeId: string | null;

  @Column('text', { nullable: true })
  receiptUrl: string | null;

  /**
   * The provider's fingerprint of the card that paid (Stripe's `card.fingerprint`: the same card number gives the
   * same value on every account); referrals read it to tell one person's two accounts apart.
   */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  cardFingerprint: string | null;

  /** Why the provider declined the last card tried, as it said (the checkout stays open for another card). */
  @Column('text', { nullable: true })
  failureMessage: string | null;

  /** Staff's note on an offline payment (cheque number, wire reference). */
  @Column('text', { nullable: true })
  note: string | null;

  /** The staff member who recorded an offline payment. */
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  recordedByUserId: string | null;

  @Column('timestamptz', { nullable: true })
  succeededAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
