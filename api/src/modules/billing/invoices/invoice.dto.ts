import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType, PartialType } from '@nestjs/swagger';
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
import { BILLING_CURRENCY, INVOICE_LIMITS, INVOICE_STATUSES, type InvoiceStatus } from '../billing.constants';
import type { InvoiceEntity } from '../entities/invoice.entity';
import { invoiceAmountDueCents } from './invoice-totals';

const ISO_INSTANT = { strict: true, strictSeparator: true };

/** Amounts in cents as the API documents them. */
const CENTS = (maximum: number, example: number, description: string) =>
  ({ type: 'integer', minimum: 0, maximum, example, description }) as const;

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

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 18000, 'quantity × unit price, rounded half up to the cent'))
  lineTotalCents: number;
}

/** What a client is shown of an invoice, on its pay page and in the portal. */
@ApiSchema({ description: 'An invoice as its client sees it, with what is still due' })
export class InvoiceDocumentDto {
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

  @ApiProperty(CENTS(INVOICE_LIMITS.totalCentsMax, 68000, 'The total: the sum of the line totals'))
  amountCents: number;

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
      'Still to pay: total less credits applied and money received (0 once cancelled)',
    ),
  )
  amountDueCents: number;

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

  static from(invoice: InvoiceEntity): InvoiceDocumentDto {
    return {
      publicId: invoice.publicId,
      invoiceNumber: invoice.invoiceNumber,
      status: invoice.status,
      clientName: invoice.clientName,
      description: invoice.description,
      notes: invoice.notes,
      items: invoice.items,
      amountCents: invoice.amountCents,
      creditsAppliedCents: invoice.creditsAppliedCents,
      paidCents: invoice.paidCents,
      refundedCents: invoice.refundedCents,
      amountDueCents: invoiceAmountDueCents(invoice),
      currency: invoice.currency,
      issuedAt: (invoice.sentAt ?? invoice.createdAt).toISOString(),
      dueDate: invoice.dueDate?.toISOString() ?? null,
      paymentDate: invoice.paymentDate?.toISOString() ?? null,
      receiptUrl: invoice.receiptUrl,
    };
  }
}

/** One of the signed-in client's invoices. */
@ApiSchema({ description: "One of the signed-in client's invoices" })
export class PortalInvoiceDto extends InvoiceDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  static override from(invoice: InvoiceEntity): PortalInvoiceDto {
    return { id: invoice.id, ...InvoiceDocumentDto.from(invoice) };
  }
}
export const PortalInvoicePageDto = PageOf(PortalInvoiceDto, 'PortalInvoicePageDto');
export type PortalInvoicePageDto = InstanceType<typeof PortalInvoicePageDto>;
