import { ApiProperty, ApiPropertyOptional, ApiSchema, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { BooleanFilter, ExportQuery, TableQuery } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import type { Person } from '../../auth';
import {
  INVOICE_EVENT_ACTORS,
  INVOICE_EVENT_KINDS,
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  REFUND_WAYS,
  ACCOUNT_CREDIT_STATUSES,
  type AccountCreditStatus,
  type RefundStatus,
  type RefundWay,
  type InvoiceEventActor,
  type InvoiceEventKind,
  type InvoiceStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../billing.constants';
import type { AccountCreditEntity } from '../entities/account-credit.entity';
import type { InvoiceEventEntity } from '../entities/invoice-event.entity';
import type { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import type { InvoiceRefundEntity } from '../entities/invoice-refund.entity';
import type { InvoiceEntity } from '../entities/invoice.entity';
import { InvoiceItemDto, InvoiceTotalsDto } from '../invoices/invoice.dto';
import { invoiceAmountDueCents } from '../invoices/invoice-totals';

const ISO_INSTANT = { strict: true, strictSeparator: true };
const CENTS = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, maximum: INVOICE_LIMITS.totalCentsMax, example, description }) as const;

/** An optional ISO 8601 instant bounding a date column (inclusive). */
const InstantFilter = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ format: 'date-time', description })(target, key);
  IsOptional()(target, key);
  IsISO8601(ISO_INSTANT, { message: `${key} must be an ISO 8601 date-time` })(target, key);
};

export const INVOICE_SORT_FIELDS = [
  'createdAt',
  'dueDate',
  'invoiceNumber',
  'clientName',
  'amountCents',
  'status',
] as const;

/** The invoices table: status, overdue, client, created and due ranges, search, sort, pages. */
export class ListAdminInvoicesQueryDto extends TableQuery({
  sortFields: INVOICE_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: "Part of the invoice number, or of the client's name or e-mail",
}) {
  @ApiPropertyOptional({
    enum: INVOICE_STATUSES,
    enumName: 'InvoiceStatus',
    description: 'Only invoices in this status',
  })
  @IsOptional()
  @IsIn(INVOICE_STATUSES)
  status?: InvoiceStatus;

  @BooleanFilter('true: only overdue invoices (status overdue, or sent and past due); false: only the others')
  overdue?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this client account's invoices" })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @InstantFilter('Created at or after')
  createdFrom?: string;

  @InstantFilter('Created at or before')
  createdTo?: string;

  @InstantFilter('Due at or after')
  dueFrom?: string;

  @InstantFilter('Due at or before')
  dueTo?: string;
}
export class AdminInvoiceFilterDto extends ExportQuery(ListAdminInvoicesQueryDto) {}

/** A row of the invoices table. */
@ApiSchema({ description: 'A row of the admin invoices table' })
export class AdminInvoiceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'INV-2026-0001' })
  invoiceNumber: string;

  @ApiProperty({ example: 'dGhpc2lzYXB1YmxpY2lkMQ', description: 'The id of its pay link, /pay-invoice/{publicId}' })
  publicId: string;

  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus', example: 'sent' })
  status: InvoiceStatus;

  @ApiProperty({ example: false, description: 'Status overdue, or sent and past its due date' })
  overdue: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The client account' })
  userId: string | null;

  @ApiProperty({ example: 'Ana Lopez' })
  clientName: string;

  @ApiProperty({ format: 'email' })
  clientEmail: string;

  @ApiProperty({ type: String, nullable: true, example: '+1 404 555 0134' })
  clientPhone: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'United States' })
  clientCountry: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  consultationId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  serviceInquiryId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  projectId: string | null;

  @ApiProperty(CENTS(68000, 'The total'))
  amountCents: number;

  @ApiProperty(CENTS(0, 'Account credits spent on it'))
  creditsAppliedCents: number;

  @ApiProperty(CENTS(0, 'Money received (card or offline)'))
  paidCents: number;

  @ApiProperty(CENTS(0, 'Money given back'))
  refundedCents: number;

  @ApiProperty(CENTS(68000, 'Still to pay (0 once cancelled)'))
  amountDueCents: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  dueDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'First sent' })
  sentAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  paymentDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  cancelledAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(invoice: InvoiceEntity, now: Date): AdminInvoiceDto {
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      publicId: invoice.publicId,
      status: invoice.status,
      overdue:
        invoice.status === 'overdue' ||
        (invoice.status === 'sent' && invoice.dueDate !== null && invoice.dueDate < now),
      userId: invoice.userId,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      clientPhone: invoice.clientPhone,
      clientCountry: invoice.clientCountry,
      consultationId: invoice.consultationId,
      serviceInquiryId: invoice.serviceInquiryId,
      projectId: invoice.projectId,
      amountCents: invoice.amountCents,
      creditsAppliedCents: invoice.creditsAppliedCents,
      paidCents: invoice.paidCents,
      refundedCents: invoice.refundedCents,
      amountDueCents: invoiceAmountDueCents(invoice),
      currency: invoice.currency,
      dueDate: iso(invoice.dueDate),
      sentAt: iso(invoice.sentAt),
      paymentDate: iso(invoice.paymentDate),
      cancelledAt: iso(invoice.cancelledAt),
      createdAt: invoice.createdAt.toISOString(),
    };
  }
}
export const AdminInvoicePageDto = PageOf(AdminInvoiceDto, 'AdminInvoicePageDto');
export type AdminInvoicePageDto = InstanceType<typeof AdminInvoicePageDto>;

/** Who acted on an invoice, as the timeline names them. */
export class InvoiceEventActorUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: 'Sam Rivera', description: 'First and last name, or the e-mail when the account has none' })
  name: string;
}

/** One entry of an invoice's timeline. */
export class InvoiceEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: INVOICE_EVENT_KINDS, enumName: 'InvoiceEventKind', example: 'sent' })
  kind: InvoiceEventKind;

  @ApiProperty({ enum: INVOICE_EVENT_ACTORS, enumName: 'InvoiceEventActor', example: 'staff' })
  actor: InvoiceEventActor;

  @ApiProperty({
    type: InvoiceEventActorUserDto,
    nullable: true,
    description: 'The staff member or client who acted; null for the system and the payment provider',
  })
  actorUser: InvoiceEventActorUserDto | null;

  @ApiProperty({ type: 'integer', minimum: 0, nullable: true, example: null, description: 'The amount it moved' })
  amountCents: number | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  /** The entry, with the person behind its actorUserId (from auth's UserDirectory). */
  static from(event: InvoiceEventEntity, people: ReadonlyMap<string, Person>): InvoiceEventDto {
    const person = event.actorUserId ? people.get(event.actorUserId) : undefined;
    return {
      id: event.id,
      kind: event.kind,
      actor: event.actor,
      actorUser: person ? { id: person.id, email: person.email, name: person.name } : null,
      amountCents: event.amountCents,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    };
  }
}

/** One attempt to pay the invoice (invoice_payments). */
export class AdminInvoicePaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'card' })
  method: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', example: 'succeeded' })
  status: PaymentStatus;

  @ApiProperty(
    CENTS(68000, 'Money charged or received, excluding credits, in the smallest unit of `currency` (cents of USD)'),
  )
  amountCents: number;

  @ApiProperty({
    example: 'USD',
    minLength: 3,
    maxLength: 3,
    description: "ISO 4217: the invoice's, except for an `unmatched` payment made in another currency",
  })
  currency: string;

  @ApiProperty(CENTS(0, 'Credits it reserved (pending) or spent'))
  creditsCents: number;

  @ApiProperty(CENTS(0, 'Given back from it'))
  refundedCents: number;

  @ApiProperty({ type: String, nullable: true, example: null })
  receiptUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the provider declined the last card tried on it (the checkout stays open for another)',
  })
  failureMessage: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: "Staff's note on an offline payment" })
  note: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  succeededAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(payment: InvoicePaymentEntity): AdminInvoicePaymentDto {
    return {
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      creditsCents: payment.creditsCents,
      refundedCents: payment.refundedCents,
      receiptUrl: payment.receiptUrl,
      failureMessage: payment.failureMessage,
      note: payment.note,
      succeededAt: payment.succeededAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
    };
  }
}

/** Money given back on one of the invoice's payments. */
export class AdminInvoiceRefundDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'The payment it gives back from' })
  paymentId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: INVOICE_LIMITS.totalCentsMax, example: 10000 })
  amountCents: number;

  @ApiProperty({ type: String, nullable: true, example: 'Cancelled before work started' })
  reason: string | null;

  @ApiProperty({
    enum: REFUND_WAYS,
    enumName: 'RefundWay',
    example: 'card',
    description: 'To the card (through the payment provider), as account credit, or returned by staff offline',
  })
  way: RefundWay;

  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    example: 'succeeded',
    description:
      'A card refund is pending until the payment provider has made it (retried with backoff), then succeeded, or failed when the provider refused it or stayed unreachable (staff are alerted; the amount counts as received again)',
  })
  status: RefundStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Charge ch_3PkQ has already been refunded.',
    description: "The provider's last answer to a card refund not made yet (or refused)",
  })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(refund: InvoiceRefundEntity): AdminInvoiceRefundDto {
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      amountCents: refund.amountCents,
      reason: refund.reason,
      way: refund.way,
      status: refund.status,
      lastError: refund.lastError,
      createdAt: refund.createdAt.toISOString(),
    };
  }
}

/** An account credit spent on (or reserved for) the invoice. */
export class AdminInvoiceCreditDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: INVOICE_LIMITS.totalCentsMax, example: 2500 })
  amountCents: number;

  @ApiProperty({ enum: ACCOUNT_CREDIT_STATUSES, enumName: 'AccountCreditStatus', example: 'applied' })
  status: AccountCreditStatus;

  static from(credit: AccountCreditEntity): AdminInvoiceCreditDto {
    return { id: credit.id, amountCents: credit.amountCents, status: credit.status };
  }
}

/** One invoice with everything the admin drawer shows. */
@ApiSchema({ description: 'An invoice with its items, totals, payments, refunds, credits and timeline' })
export class AdminInvoiceDetailDto extends IntersectionType(
  AdminInvoiceDto,
  OmitType(InvoiceTotalsDto, ['amountCents']),
) {
  @ApiProperty({ type: [InvoiceItemDto] })
  items: InvoiceItemDto[];

  @ApiProperty({ type: String, nullable: true, example: 'Company formation package' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Thank you for your business.' })
  notes: string | null;

  @ApiProperty({ example: 'http://localhost:3000/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ', description: 'Its pay link' })
  payUrl: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  receiptUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'SHA-256 (hex) of the PDF as last sent: the document the client pays against',
  })
  issuedPdfSha256: string | null;

  @ApiProperty({ type: [AdminInvoicePaymentDto], description: 'Payment attempts, oldest first' })
  payments: AdminInvoicePaymentDto[];

  @ApiProperty({ type: [AdminInvoiceRefundDto], description: 'Refunds, oldest first' })
  refunds: AdminInvoiceRefundDto[];

  @ApiProperty({ type: [AdminInvoiceCreditDto], description: 'Account credits spent on it or reserved for it' })
  credits: AdminInvoiceCreditDto[];

  @ApiProperty({ type: [InvoiceEventDto], description: 'What happened to it, who did it and when, oldest first' })
  timeline: InvoiceEventDto[];
}
