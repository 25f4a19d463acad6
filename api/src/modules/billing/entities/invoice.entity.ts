import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { InvoiceStatus } from '../billing.constants';

/**
 * One line of invoices.items. `quantity` is in hundredths of a unit (150 = 1.5 hours); amounts are cents,
 * the totals computed by the server (common/money/document-pricing.ts): `lineTotalCents` = quantity × unit
 * price / 100, `discountCents` its part of the invoice's discount, `taxCents` its tax, each rounded half up.
 */
export interface InvoiceLineItem {
  title: string;
  description: string | null;
  quantity: number;
  unitPriceCents: number;
  /** Its own tax rate in basis points (825 = 8.25%, 0 = exempt); null: the invoice's taxRateBasisPoints. */
  taxRateBasisPoints: number | null;
  lineTotalCents: number;
  discountCents: number;
  taxCents: number;
}

/** An invoice to a client, paid through the card-payment provider (Stripe) on /pay-invoice/:publicId. */
@Entity('invoices')
@Index(['status', 'dueDate'])
@Index(['createdAt', 'id'])
// The invoices table's default order (newest first; admin tables put nulls last): its pages read this index
// instead of sorting every row. Written by migration 1795602759031 (TypeORM cannot declare DESC NULLS LAST).
@Index('IDX_invoices_newest_first', { synchronize: false })
@Check('"amount_cents" >= 0')
@Check(
  '"discount_cents" >= 0 AND "tax_cents" >= 0 AND "discount_cents" <= "subtotal_cents" AND ' +
    '"amount_cents" = "subtotal_cents" - "discount_cents" + "tax_cents"',
)
@Check('"tax_rate_basis_points" BETWEEN 0 AND 10000 AND "discount_basis_points" BETWEEN 0 AND 10000')
@Check('"minimum_payment_cents" >= 50')
@Check('"credits_applied_cents" >= 0 AND "paid_cents" >= 0 AND "refunded_cents" >= 0')
@Check('"refunded_cents" <= "paid_cents" + "credits_applied_cents"')
export class InvoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ length: 100 })
  invoiceNumber: string;

  /** The unguessable id of the pay link (/pay-invoice/:publicId), never the number or the row id. */
  @Index({ unique: true })
  @Column({ length: 32 })
  publicId: string;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('UserEntity', { onDelete: 'SET NULL' })
  userId: string | null;

  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ConsultationEntity', { onDelete: 'SET NULL' })
  consultationId: string | null;

  /** Cross-link with service_inquiries.depositInvoiceId/balanceInvoiceId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ServiceInquiryEntity', { onDelete: 'SET NULL' })
  serviceInquiryId: string | null;

  /** Cross-link with projects.depositInvoiceId/balanceInvoiceId (a cycle, both sides SET NULL). */
  @Index()
  @Column('uuid', { nullable: true })
  @ForeignKey('ProjectEntity', { onDelete: 'SET NULL' })
  projectId: string | null;

  @Column({ length: 255 })
  clientName: string;

  @Column({ length: 320 })
  clientEmail: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  clientPhone: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  clientCountry: string | null;

  /** The sum of the items' line totals, in cents (integer cents, as all money; docs/adding-a-module.md). */
  @Column('integer')
  subtotalCents: number;

  /** Taken off the subtotal before tax, in cents (a fixed amount, or discountBasisPoints of the subtotal). */
  @Column('integer', { default: 0 })
  discountCents: number;

  /** A discount in percent, in basis points (1000 = 10%); null: none, or a fixed amount. */
  @Column('integer', { nullable: true })
  discountBasisPoints: number | null;

  /** The tax rate of items without their own, in basis points (825 = 8.25%; 0: no tax). */
  @Column('integer', { default: 0 })
  taxRateBasisPoints: number;

  /** The sum of the items' taxes, in cents. */
  @Column('integer', { default: 0 })
  taxCents: number;

  /** The total in cents: subtotal − discount + tax (docs/modules/billing.md). */
  @Column('integer')
  amountCents: number;

  /** Whether the client may pay part of the amount due, at least minimumPaymentCents at a time. */
  @Column('boolean', { default: false })
  allowPartialPayment: boolean;

  /** The least a partial payment may be, in cents: at least the card minimum ($0.50). */
  @Column('integer', { default: 50 })
  minimumPaymentCents: number;

  /** Account credits spent on this invoice, in cents. */
  @Column('integer', { default: 0 })
  creditsAppliedCents: number;

  /** Money received (card or offline), in cents; amount due = amountCents - creditsAppliedCents - paidCents. */
  @Column('integer', { default: 0 })
  paidCents: number;

  /** Money given back, in cents. */
  @Column('integer', { default: 0 })
  refundedCents: number;

  /** ISO 4217 code, 3 letters (docs/modules/billing.md). */
  @Column({ length: 3, default: 'USD' })
  currency: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('jsonb', { default: () => "'[]'" })
  items: InvoiceLineItem[];

  @Column({ type: 'varchar', length: 50, default: 'draft' })
  status: InvoiceStatus;

  /** Stripe PaymentIntent id; indexed for webhook look-ups. */
  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** The provider's own payment status, as last reported. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  paymentStatus: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column('text', { nullable: true })
  receiptUrl: string | null;

  @Column('timestamptz', { nullable: true })
  paymentDate: Date | null;

  @Column('timestamptz', { nullable: true })
  dueDate: Date | null;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @Column('timestamptz', { nullable: true })
  cancelledAt: Date | null;

  /** SHA-256 (hex) of the PDF as sent: the document the client pays against, reproducible from the row. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  issuedPdfSha256: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
