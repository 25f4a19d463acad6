import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType, PartialType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageOf } from '../../../common/pagination';
import { NormalizeEmail, Trim } from '../../../common/transforms';
import { SingleLine } from '../../../common/unsafe-text';
import { BASIS_POINTS } from '../../../common/money/document-pricing';
import {
  BILLING_CURRENCY,
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  type InvoiceStatus,
  type PaymentMethod,
} from '../billing.constants';
import type { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import type { InvoiceEntity } from '../entities/invoice.entity';
import { invoiceAmountDueCents, partialPaymentRange, taxesByRate } from './invoice-totals';

const ISO_INSTANT = { strict: true, strictSeparator: true };

/** Amounts in cents as the API documents them. */
const CENTS = (maximum: number, example: number, description: string) =>
  ({ type: 'integer', minimum: 0, maximum, example, description }) as const;

/** A rate in basis points (hundredths of a percent) as the API documents it. */
const BASIS_POINTS_SCHEMA = (example: number | null, description: string) =>
  ({ type: 'integer', minimum: 0, maximum: BASIS_POINTS, example, description }) as const;

/** Validates a rate in basis points: a whole number from 0 to 10,000 (100%). */
const IsBasisPoints = () => (target: object, key: string) => {
  IsInt({ message: `${key} must be a whole number of basis points (825 = 8.25%)` })(target, key);
  Min(0)(target, key);
  Max(BASIS_POINTS, { message: `${key} is at most ${BASIS_POINTS} (100%)` })(target, key);
};

/** One line of an invoice as staff send it: the server computes its total. */
export class InvoiceItemInputDto {
  @ApiProperty({ minLength: 1, maxLength: INVOICE_LIMITS.itemTitle, example: 'LLC formation (Delaware)' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Each item needs a title' })
  @MaxLength(INVOICE_LIMITS.itemTitle)
  @SingleLine()
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.itemDescription,
    example: 'Filing, registered agent for the first year, EIN application',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.itemDescription)
  description?: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: INVOICE_LIMITS.quantityMax,
    example: 150,
    description: 'Hundredths of a unit: 100 is 1, 150 is 1.5 (hours, pages...)',
  })
  @IsInt({ message: 'quantity must be a whole number of hundredths (150 = 1.5)' })
  @Min(1)
  @Max(INVOICE_LIMITS.quantityMax)
  quantity: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.unitPriceCentsMax, 12000, 'Price of one unit, in cents'))
  @IsInt({ message: 'unitPriceCents must be a whole number of cents' })
  @Min(0)
  @Max(INVOICE_LIMITS.unitPriceCentsMax)
  unitPriceCents: number;

  @ApiPropertyOptional({
    ...BASIS_POINTS_SCHEMA(null, "Its own tax rate in basis points (825 = 8.25%, 0 = exempt); null: the invoice's"),
    nullable: true,
  })
  @IsOptional()
  @IsBasisPoints()
  taxRateBasisPoints?: number | null;
}

/**
 * A new invoice. The client is an account (`userId`: its name, e-mail, phone and country fill the client
 * fields, which may still be given to override them) or free client fields (clientName and clientEmail then
 * required).
 */
export class CreateInvoiceDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The client account (its invoices show in its portal); null on a change: a client without account',
  })
  @IsOptional()
  @IsUUID()
  userId?: string | null;

  @ApiPropertyOptional({ maxLength: INVOICE_LIMITS.clientName, example: 'Ana Lopez' })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(INVOICE_LIMITS.clientName)
  @SingleLine()
  clientName?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: INVOICE_LIMITS.clientEmail, example: 'ana@example.com' })
  @IsOptional()
  @NormalizeEmail()
  @IsEmail({}, { message: 'clientEmail must be an e-mail address' })
  @MaxLength(INVOICE_LIMITS.clientEmail)
  clientEmail?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.clientPhone,
    example: '+1 404 555 0134',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.clientPhone)
  @SingleLine()
  clientPhone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.clientCountry,
    example: 'United States',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.clientCountry)
  @SingleLine()
  clientCountry?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The consultation it bills',
  })
  @IsOptional()
  @IsUUID()
  consultationId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The service inquiry it bills',
  })
  @IsOptional()
  @IsUUID()
  serviceInquiryId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The project it bills',
  })
  @IsOptional()
  @IsUUID()
  projectId?: string | null;

  @ApiProperty({
    type: [InvoiceItemInputDto],
    minItems: INVOICE_LIMITS.itemsMin,
    maxItems: INVOICE_LIMITS.itemsMax,
    description: `${INVOICE_LIMITS.itemsMin} to ${INVOICE_LIMITS.itemsMax} lines; totals are computed by the server`,
  })
  @IsArray()
  @ArrayMinSize(INVOICE_LIMITS.itemsMin, { message: 'An invoice needs at least one item' })
  @ArrayMaxSize(INVOICE_LIMITS.itemsMax, { message: `An invoice has at most ${INVOICE_LIMITS.itemsMax} items` })
  // ValidateNested alone lets a nested array through as an item (it validates the inner array's items).
  @IsObject({ each: true, message: 'Each item must be an object with title, quantity and unitPriceCents' })
  @ValidateNested({ each: true })
  @Type(() => InvoiceItemInputDto)
  items: InvoiceItemInputDto[];

  @ApiProperty({
    format: 'date-time',
    example: '2026-04-01T03:59:59.000Z',
    description: 'When payment is due; not in the past (the admin form sends the end of the chosen day)',
  })
  @IsISO8601(ISO_INSTANT, { message: 'dueDate must be an ISO 8601 date-time' })
  dueDate: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.description,
    example: 'Company formation package',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.description)
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVOICE_LIMITS.notes,
    example: 'Thank you for your business.',
    description: 'Printed on the invoice, under the totals',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INVOICE_LIMITS.notes)
  notes?: string | null;

  @ApiPropertyOptional(
    BASIS_POINTS_SCHEMA(825, 'Tax rate of the items without their own, in basis points (825 = 8.25%); default 0'),
  )
  @IsOptional()
  @IsBasisPoints()
  taxRateBasisPoints?: number;

  @ApiPropertyOptional({
    ...CENTS(INVOICE_LIMITS.totalCentsMax, 5000, 'A fixed discount before tax, at most the subtotal; null: none'),
    nullable: true,
  })
  @IsOptional()
  @IsInt({ message: 'discountCents must be a whole number of cents' })
  @Min(0)
  @Max(INVOICE_LIMITS.totalCentsMax)
  discountCents?: number | null;

  @ApiPropertyOptional({
    ...BASIS_POINTS_SCHEMA(
      1000,
      'A discount before tax in percent of the subtotal, in basis points (1000 = 10%); null: none. Give this or discountCents, not both',
    ),
    nullable: true,
  })
  @IsOptional()
  @IsBasisPoints()
  discountBasisPoints?: number | null;

  @ApiPropertyOptional({
    default: false,
    example: false,
    description: 'Let the client pay part of the amount due (at least minimumPaymentCents at a time)',
  })
  @IsOptional()
  @IsBoolean()
  allowPartialPayment?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: INVOICE_LIMITS.minimumPaymentCentsMin,
    maximum: INVOICE_LIMITS.totalCentsMax,
    default: INVOICE_LIMITS.minimumPaymentCentsMin,
    example: 10000,
    description: 'The least a partial payment may be, in cents: at least the card minimum ($0.50), under the total',
  })
  @IsOptional()
  @IsInt({ message: 'minimumPaymentCents must be a whole number of cents' })
  @Min(INVOICE_LIMITS.minimumPaymentCentsMin, {
    message: `minimumPaymentCents is at least ${INVOICE_LIMITS.minimumPaymentCentsMin} (the card minimum, $0.50)`,
  })
  @Max(INVOICE_LIMITS.totalCentsMax)
  minimumPaymentCents?: number;

  @ApiPropertyOptional({
    default: false,
    example: false,
    description: 'Send it at once (as POST /api/admin/invoices/{id}/send would) instead of keeping a draft',
  })
  @IsOptional()
  @IsBoolean()
  send?: boolean;
}

/**
 * Changes to an invoice: only the fields sent change (`null` clears an optional one). A draft may change
 * anything; a sent or overdue invoice only its due date and notes.
 */
export class UpdateInvoiceDto extends PartialType(OmitType(CreateInvoiceDto, ['send'] as const)) {}

export class InvoiceItemDto {
  @ApiProperty({ example: 'LLC formation (Delaware)' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'Filing, registered agent for the first year' })
  description: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: INVOICE_LIMITS.quantityMax, example: 150 })
  quantity: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.unitPriceCentsMax, 12000, 'Price of one unit'))
  unitPriceCents: number;

  @ApiProperty({
    ...BASIS_POINTS_SCHEMA(null, "Its own tax rate in basis points; null: the invoice's taxRateBasisPoints"),
    nullable: true,
  })
  taxRateBasisPoints: number | null;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 18000, 'quantity × unit price, rounded half up to the cent'))
  lineTotalCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 1800, "Its part of the invoice's discount"))
  discountCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 1337, 'Its tax: (line − discount) × rate, rounded half up'))
  taxCents: number;
}

/** The tax of the lines at one rate. */
export class InvoiceTaxDto {
  @ApiProperty(BASIS_POINTS_SCHEMA(825, 'The rate, in basis points (above 0)'))
  rateBasisPoints: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 5050, 'The tax of the lines at this rate'))
  taxCents: number;
}

/** How an invoice is priced and may be paid: shown to its client and to staff alike. */
export class InvoiceTotalsDto {
  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 68000, 'The sum of the line totals'))
  subtotalCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 6800, 'Taken off the subtotal before tax'))
  discountCents: number;

  @ApiProperty({
    ...BASIS_POINTS_SCHEMA(1000, 'The discount in percent (basis points); null: none, or a fixed amount'),
    nullable: true,
  })
  discountBasisPoints: number | null;

  @ApiProperty(BASIS_POINTS_SCHEMA(825, 'The tax rate of the lines without their own (basis points; 0: none)'))
  taxRateBasisPoints: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 5050, "The sum of the lines' taxes"))
  taxCents: number;

  @ApiProperty({ type: [InvoiceTaxDto], description: 'The tax per rate above 0, lowest rate first' })
  taxes: InvoiceTaxDto[];

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 66250, 'The total: subtotal − discount + tax'))
  amountCents: number;

  @ApiProperty({ example: false, description: 'Whether the client may pay part of the amount due' })
  allowPartialPayment: boolean;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 50, 'The least a partial payment may be'))
  minimumPaymentCents: number;

  static of(invoice: InvoiceEntity): InvoiceTotalsDto {
    return {
      subtotalCents: invoice.subtotalCents,
      discountCents: invoice.discountCents,
      discountBasisPoints: invoice.discountBasisPoints,
      taxRateBasisPoints: invoice.taxRateBasisPoints,
      taxCents: invoice.taxCents,
      taxes: taxesByRate(invoice),
      amountCents: invoice.amountCents,
      allowPartialPayment: invoice.allowPartialPayment,
      minimumPaymentCents: invoice.minimumPaymentCents,
    };
  }
}

/** The amounts a part payment may be, both ends included. */
export class PartialPaymentRangeDto {
  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 10000, "The least: the invoice's minimum payment"))
  minCents: number;

  @ApiProperty(
    CENTS(INVOICE_LIMITS.totalCentsMax, 67950, 'The most: the amount due less $0.50, so the rest can be paid by card'),
  )
  maxCents: number;
}

/** A payment the invoice received, as its client sees it. */
export class InvoiceReceivedPaymentDto {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'card' })
  method: PaymentMethod;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 20000, 'Money paid (card or offline)'))
  amountCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 0, 'Account credits it spent'))
  creditsCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 0, 'Given back since'))
  refundedCents: number;

  @ApiProperty({ format: 'date-time', description: 'When it was paid' })
  succeededAt: string;

  static from(payment: InvoicePaymentEntity): InvoiceReceivedPaymentDto {
    return {
      method: payment.method,
      amountCents: payment.amountCents,
      creditsCents: payment.creditsCents,
      refundedCents: payment.refundedCents,
      succeededAt: (payment.succeededAt ?? payment.createdAt).toISOString(),
    };
  }
}

/** What a client is shown of an invoice, on its pay page and in the portal. */
@ApiSchema({ description: 'An invoice as its client sees it, with its payments and what is still due' })
export class InvoiceDocumentDto extends InvoiceTotalsDto {
  @ApiProperty({
    example: 'dGhpc2lzYXB1YmxpY2lkMQ',
    description: 'The unguessable id of its pay link, /pay-invoice/{publicId}',
  })
  publicId: string;

  @ApiProperty({ example: 'INV-2026-0001' })
  invoiceNumber: string;

  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus', example: 'sent' })
  status: InvoiceStatus;

  @ApiProperty({ example: 'Ana Lopez' })
  clientName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Company formation package' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Thank you for your business.' })
  notes: string | null;

  @ApiProperty({ type: [InvoiceItemDto] })
  items: InvoiceItemDto[];

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 0, 'Account credits spent on it'))
  creditsAppliedCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 0, 'Money received (card or offline)'))
  paidCents: number;

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 0, 'Money given back'))
  refundedCents: number;

  @ApiProperty(
    CENTS(
      INVOICE_LIMITS.totalCentsMax,
      68000,
      'Still to pay (the balance): total less credits applied and money received (0 once cancelled)',
    ),
  )
  amountDueCents: number;

  @ApiProperty({
    type: PartialPaymentRangeDto,
    nullable: true,
    description:
      'What a part payment may be now (POST /api/pay-invoice/{publicId}/checkout amountCents); null: only the amount due can be paid',
  })
  partialPaymentRange: PartialPaymentRangeDto | null;

  @ApiProperty({ type: [InvoiceReceivedPaymentDto], description: 'The payments it received, oldest first' })
  payments: InvoiceReceivedPaymentDto[];

  @ApiProperty({
    example: false,
    description:
      'A card checkout of it is open: a payment just made there is on its way (the pay page waits for it after a checkout)',
  })
  paymentPending: boolean;

  @ApiProperty({ example: BILLING_CURRENCY, description: 'ISO 4217 currency of every amount' })
  currency: string;

  @ApiProperty({ format: 'date-time', description: 'When it was sent (created, for a draft)' })
  issuedAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  dueDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'When it was paid' })
  paymentDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "The card payment's receipt at the payment provider, once paid",
  })
  receiptUrl: string | null;

  /** The invoice with its payment rows (any status: the succeeded ones are listed, a pending one is noted). */
  static from(invoice: InvoiceEntity, payments: readonly InvoicePaymentEntity[]): InvoiceDocumentDto {
    return {
      ...InvoiceTotalsDto.of(invoice),
      publicId: invoice.publicId,
      invoiceNumber: invoice.invoiceNumber,
      status: invoice.status,
      clientName: invoice.clientName,
      description: invoice.description,
      notes: invoice.notes,
      items: invoice.items,
      creditsAppliedCents: invoice.creditsAppliedCents,
      paidCents: invoice.paidCents,
      refundedCents: invoice.refundedCents,
      amountDueCents: invoiceAmountDueCents(invoice),
      currency: invoice.currency,
      issuedAt: (invoice.sentAt ?? invoice.createdAt).toISOString(),
      dueDate: invoice.dueDate?.toISOString() ?? null,
      paymentDate: invoice.paymentDate?.toISOString() ?? null,
      receiptUrl: invoice.receiptUrl,
      partialPaymentRange: partialPaymentRange(invoice),
      payments: payments.filter((payment) => payment.status === 'succeeded').map(InvoiceReceivedPaymentDto.from),
      paymentPending: payments.some((payment) => payment.status === 'pending'),
    };
  }
}

/** One of the signed-in client's invoices. */
@ApiSchema({ description: "One of the signed-in client's invoices" })
export class PortalInvoiceDto extends InvoiceDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  static override from(invoice: InvoiceEntity, payments: readonly InvoicePaymentEntity[]): PortalInvoiceDto {
    return { id: invoice.id, ...InvoiceDocumentDto.from(invoice, payments) };
  }
}
export const PortalInvoicePageDto = PageOf(PortalInvoiceDto, 'PortalInvoicePageDto');
export type PortalInvoicePageDto = InstanceType<typeof PortalInvoicePageDto>;

/** One invoice the signed-in client still has to pay. */
@ApiSchema({ description: 'An invoice the signed-in client still has to pay (its Pay link: /pay-invoice/{publicId})' })
export class PortalOwedInvoiceDto extends PickType(PortalInvoiceDto, [
  'id',
  'publicId',
  'invoiceNumber',
  'status',
  'description',
  'amountDueCents',
  'currency',
  'dueDate',
] as const) {
  static of(invoice: InvoiceEntity): PortalOwedInvoiceDto {
    return {
      id: invoice.id,
      publicId: invoice.publicId,
      invoiceNumber: invoice.invoiceNumber,
      status: invoice.status,
      description: invoice.description,
      amountDueCents: invoiceAmountDueCents(invoice),
      currency: invoice.currency,
      dueDate: invoice.dueDate?.toISOString() ?? null,
    };
  }
}

/** What the signed-in client owes, added up by the server. */
@ApiSchema({ description: 'What the signed-in client owes: the total still to pay and the invoices it is on' })
export class PortalAmountOwedDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 68000,
    description: 'The total still to pay on the client’s sent and overdue invoices (0: nothing is owed)',
  })
  amountDueCents: number;

  @ApiProperty({ example: BILLING_CURRENCY, description: 'ISO 4217 currency of every amount' })
  currency: string;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'The soonest due date of those invoices; null when nothing is owed or none has a due date',
  })
  nextDueDate: string | null;

  @ApiProperty({ type: [PortalOwedInvoiceDto], description: 'The invoices to pay, soonest due first' })
  invoices: PortalOwedInvoiceDto[];

  @ApiProperty({ example: true, description: 'Whether the client has any invoice at all (paid ones included)' })
  hasInvoices: boolean;

  static of(invoices: readonly InvoiceEntity[], hasInvoices: boolean): PortalAmountOwedDto {
    const owed = invoices.map(PortalOwedInvoiceDto.of);
    return {
      amountDueCents: owed.reduce((sum, invoice) => sum + invoice.amountDueCents, 0),
      currency: BILLING_CURRENCY,
      nextDueDate: owed.find((invoice) => invoice.dueDate)?.dueDate ?? null,
      invoices: owed,
      hasInvoices,
    };
  }
}
