import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE, MAX_PAGE_SIZE, PageOf } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import { SingleLine } from '../../../common/unsafe-text';
import {
  ACCOUNT_CREDIT_SOURCES,
  CHECKOUT_OUTCOMES,
  INVOICE_LIMITS,
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_POLICY_RULES,
  type AccountCreditSource,
  type CheckoutOutcome,
  type OfflinePaymentMethod,
  type PaymentMethod,
  type PaymentStatus,
  type RefundPolicyRule,
} from '../billing.constants';

const ISO_INSTANT = { strict: true, strictSeparator: true };

/** Amounts in cents as the API documents them. */
const CENTS = (example: number, description: string, minimum = 0) =>
  ({ type: 'integer', minimum, maximum: INVOICE_LIMITS.totalCentsMax, example, description }) as const;

/** What the client pays with a "Pay" click: the amount due, or part of it when staff allow it. */
export class StartInvoiceCheckoutDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: INVOICE_LIMITS.totalCentsMax,
    example: 20000,
    description:
      'What this payment settles, in cents (account credits first, the rest by card); absent: the whole amount due. Less than the amount due only when the invoice allows partial payment, within its partialPaymentRange (at least its minimum, leaving at least $0.50)',
  })
  @IsOptional()
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  @Min(1)
  @Max(INVOICE_LIMITS.totalCentsMax)
  amountCents?: number;
}

/** What a "Pay" click gives: the checkout page to go to, or the invoice paid at once by account credits. */
@ApiSchema({ description: 'The checkout of an invoice: where to pay, or paid by credits alone' })
export class PayInvoiceCheckoutDto {
  @ApiProperty({ enum: CHECKOUT_OUTCOMES, enumName: 'CheckoutOutcome', example: 'checkout' })
  outcome: CheckoutOutcome;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
    description: 'The checkout page to send the browser to; null when credits paid everything',
  })
  checkoutUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the checkout stops accepting payment (a click after that opens a new one)',
  })
  expiresAt: string | null;

  @ApiProperty(CENTS(65500, 'Charged to the card (the amount paid less credits)'))
  amountCents: number;

  @ApiProperty(CENTS(2500, 'Account credits reserved for this checkout (spent when it is paid)'))
  creditsCents: number;
}

/** A payment staff received outside the site (cheque, wire, cash). */
export class RecordOfflinePaymentDto {
  @ApiProperty({ enum: OFFLINE_PAYMENT_METHODS, enumName: 'OfflinePaymentMethod', example: 'wire' })
  @IsIn(OFFLINE_PAYMENT_METHODS)
  method: OfflinePaymentMethod;

  @ApiProperty(CENTS(68000, 'Money received; at most the amount due', 1))
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  @Min(1)
  @Max(INVOICE_LIMITS.totalCentsMax)
  amountCents: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.paymentNote,
    example: 'Wire ref. 2026-03-02-8841',
    description: 'Cheque number, wire reference...',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.paymentNote)
  @SingleLine()
  note?: string | null;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-03-02T15:00:00.000Z',
    description: 'When the money was received (default now); not in the future',
  })
  @IsOptional()
  @IsISO8601(ISO_INSTANT, { message: 'paidAt must be an ISO 8601 date-time' })
  paidAt?: string;
}

/** Money to give back on one of the invoice's payments. */
export class CreateRefundDto {
  @ApiProperty({ format: 'uuid', description: 'The succeeded payment to refund (from the invoice’s payments)' })
  @IsUUID()
  paymentId: string;

  @ApiProperty(CENTS(58000, 'At most what is left to refund on that payment', 1))
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  @Min(1)
  @Max(INVOICE_LIMITS.totalCentsMax)
  amountCents: number;

  @ApiProperty({
    minLength: 1,
    maxLength: INVOICE_LIMITS.refundReason,
    example: 'Project cancelled before work started: deposit less the $100 fee',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Say why the money goes back' })
  @MaxLength(INVOICE_LIMITS.refundReason)
  @SingleLine()
  reason: string;
}

export class RefundablePaymentDto {
  @ApiProperty({ format: 'uuid' })
  paymentId: string;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'card' })
  method: PaymentMethod;

  @ApiProperty(CENTS(68000, 'What is left to refund on it'))
  refundableCents: number;
}

/** The refund the policy proposes for an invoice (docs/modules/billing.md), for the refund dialog. */
@ApiSchema({ description: 'The refund the policy proposes for an invoice, and what can be refunded' })
export class RefundPolicyDto {
  @ApiProperty({ enum: REFUND_POLICY_RULES, enumName: 'RefundPolicyRule', example: 'project_deposit_before_work' })
  rule: RefundPolicyRule;

  @ApiProperty(CENTS(58000, 'The amount the policy proposes (staff may refund another amount)'))
  proposedCents: number;

  @ApiProperty(CENTS(68000, "Everything still refundable across the invoice's payments"))
  refundableCents: number;

  @ApiProperty({
    example: 'Cancelled before work started: 100% of the deposit minus the $100.00 administrative fee.',
    description: 'The rule in words, for the dialog',
  })
  reason: string;

  @ApiProperty({ type: [RefundablePaymentDto], description: 'Succeeded payments with something left to refund' })
  payments: RefundablePaymentDto[];
}

/** One payment the signed-in client made. */
export class PortalPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  invoiceId: string;

  @ApiProperty({ example: 'INV-2026-0001' })
  invoiceNumber: string;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'card' })
  method: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', example: 'succeeded' })
  status: PaymentStatus;

  @ApiProperty(CENTS(65500, 'Money paid'))
  amountCents: number;

  @ApiProperty(CENTS(2500, 'Account credits spent'))
  creditsCents: number;

  @ApiProperty(CENTS(0, 'Given back since'))
  refundedCents: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://pay.stripe.com/receipts/payment/CAcaFwoV',
    description: "The payment provider's receipt, or the invoice's PDF",
  })
  receiptUrl: string | null;

  @ApiProperty({
    example: '/api/portal/invoices/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/pdf',
    description: 'The invoice PDF (stamped PAID once paid)',
  })
  invoicePdfPath: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  succeededAt: string | null;
}

export const PortalPaymentPageDto = PageOf(PortalPaymentDto, 'PortalPaymentPageDto');
export type PortalPaymentPageDto = InstanceType<typeof PortalPaymentPageDto>;

/** An account credit the client can spend now. */
export class PortalCreditDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(CENTS(2500, 'Its amount', 1))
  amountCents: number;

  @ApiProperty({ enum: ACCOUNT_CREDIT_SOURCES, enumName: 'AccountCreditSource', example: 'referral' })
  source: AccountCreditSource;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When it can no longer be spent; null: never',
  })
  expiresAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ description: "One page of the signed-in client's available credits, soonest-expiring first" })
export class PortalCreditPageDto {
  @ApiProperty({ type: [PortalCreditDto] })
  items: PortalCreditDto[];

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Credits, on every page' })
  total: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE, example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, example: 20 })
  pageSize: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 2_147_483_647,
    example: 2500,
    description: 'All available credits together, in cents: what the next payment can use',
  })
  totalAvailableCents: number;
}
