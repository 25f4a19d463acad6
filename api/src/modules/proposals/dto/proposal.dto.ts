import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { BASIS_POINTS } from '../../../common/money/document-pricing';
import { PageOf } from '../../../common/pagination';
import { NormalizeEmail, Trim } from '../../../common/transforms';
import { SingleLine } from '../../../common/unsafe-text';
import {
  INVOICE_STATUSES,
  InvoiceItemDto,
  InvoiceItemInputDto,
  InvoiceTaxDto,
  type InvoiceStatus,
} from '../../billing';
import { DRAWN_SIGNATURE_LIMITS } from '../documents/drawn-signature';
import { PROJECT_STEP_TEMPLATES } from '../../projects';
import {
  PAYMENT_CHOICES,
  PROPOSAL_CONSENT_TEXT,
  PROPOSAL_EVENT_ACTORS,
  PROPOSAL_EVENT_KINDS,
  PROPOSAL_INTENT_TEXT,
  PROPOSAL_LIMITS,
  PROPOSAL_STATUSES,
  type PaymentChoice,
  type ProposalEventActor,
  type ProposalEventKind,
  type ProposalStatus,
} from '../proposals.constants';

const ISO_INSTANT = { strict: true, strictSeparator: true };
/** The invoices' limits, which proposals share (an item's, a total's). */
const ITEMS_MAX = 100;
const TOTAL_CENTS_MAX = 99_999_999;
const CENTS = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, maximum: TOTAL_CENTS_MAX, example, description }) as const;
const BASIS_POINTS_SCHEMA = (example: number | null, description: string) =>
  ({ type: 'integer', minimum: 0, maximum: BASIS_POINTS, example, description }) as const;
const IsBasisPoints =
  (minimum = 0) =>
  (target: object, key: string) => {
    IsInt({ message: `${key} must be a whole number of basis points (825 = 8.25%)` })(target, key);
    Min(minimum)(target, key);
    Max(BASIS_POINTS, { message: `${key} is at most ${BASIS_POINTS} (100%)` })(target, key);
  };
export const PROPOSAL_SERVICES = Object.keys(PROJECT_STEP_TEMPLATES);

/**
 * A new proposal for one client: an account (`userId`), or the person of a service inquiry or a consultation
 * (by id: their name and e-mail, and their account when they have one). Exactly one of the three.
 */
export class CreateProposalDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The client account' })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The service inquiry whose person it is for (and which it answers)',
  })
  @IsOptional()
  @IsUUID()
  serviceInquiryId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The consultation whose person it is for' })
  @IsOptional()
  @IsUUID()
  consultationId?: string;

  @ApiPropertyOptional({
    maxLength: 255,
    example: 'Ana Lopez',
    description: "The client's name on the document; default the account's, inquiry's or consultation's",
  })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @SingleLine()
  clientName?: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 320,
    example: 'ana@example.com',
    description: 'Where it is sent; default the account, inquiry or consultation e-mail',
  })
  @IsOptional()
  @NormalizeEmail()
  @IsEmail({}, { message: 'clientEmail must be an e-mail address' })
  @MaxLength(320)
  clientEmail?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: PROPOSAL_SERVICES,
    enumName: 'ProposalService',
    example: 'Business Formation & Legal Setup',
    description: "The offered service: the project's steps follow its template; default the inquiry's first",
  })
  @IsOptional()
  @IsIn(PROPOSAL_SERVICES)
  service?: string | null;

  @ApiProperty({ minLength: 1, maxLength: PROPOSAL_LIMITS.title, example: 'Delaware LLC formation' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'A proposal needs a title' })
  @MaxLength(PROPOSAL_LIMITS.title)
  @SingleLine()
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: PROPOSAL_LIMITS.summary,
    example: 'Everything to form and run your Delaware LLC in its first year.',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.summary)
  summary?: string | null;

  @ApiProperty({
    type: [InvoiceItemInputDto],
    minItems: 1,
    maxItems: ITEMS_MAX,
    description: `1 to ${ITEMS_MAX} lines, as on an invoice; totals are computed by the server`,
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'A proposal needs at least one item' })
  @ArrayMaxSize(ITEMS_MAX, { message: `A proposal has at most ${ITEMS_MAX} items` })
  @IsObject({ each: true, message: 'Each item must be an object with title, quantity and unitPriceCents' })
  @ValidateNested({ each: true })
  @Type(() => InvoiceItemInputDto)
  items: InvoiceItemInputDto[];

  @ApiPropertyOptional(BASIS_POINTS_SCHEMA(825, 'Tax rate of the items without their own (825 = 8.25%); default 0'))
  @IsOptional()
  @IsBasisPoints()
  taxRateBasisPoints?: number;

  @ApiPropertyOptional({
    ...CENTS(5000, 'A fixed discount before tax, at most the subtotal; null: none'),
    nullable: true,
  })
  @IsOptional()
  @IsInt({ message: 'discountCents must be a whole number of cents' })
  @Min(0)
  @Max(TOTAL_CENTS_MAX)
  discountCents?: number | null;

  @ApiPropertyOptional({
    ...BASIS_POINTS_SCHEMA(
      1000,
      'A discount in percent of the subtotal (1000 = 10%); null: none. Not with discountCents',
    ),
    nullable: true,
  })
  @IsOptional()
  @IsBasisPoints()
  discountBasisPoints?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: PROPOSAL_LIMITS.depositBasisPointsMin,
    maximum: BASIS_POINTS,
    default: PROPOSAL_LIMITS.depositBasisPointsDefault,
    example: 5000,
    description: 'The deposit invoiced at acceptance, in basis points of the total (5000 = 50%, 10000 = all)',
  })
  @IsOptional()
  @IsBasisPoints(PROPOSAL_LIMITS.depositBasisPointsMin)
  depositBasisPoints?: number;

  @ApiPropertyOptional({
    default: true,
    example: true,
    description: 'Whether the client may choose to pay the whole total at acceptance instead of the deposit',
  })
  @IsOptional()
  @IsBoolean()
  allowFullPayment?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: PROPOSAL_LIMITS.paymentTerms,
    example: '50% at signature, the balance on delivery.',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.paymentTerms)
  paymentTerms?: string | null;

  @ApiProperty({
    format: 'date-time',
    example: '2026-12-31T04:59:59.000Z',
    description: `Until when the client may accept: in the future, at most ${PROPOSAL_LIMITS.validDaysMax} days ahead (checked when sent)`,
  })
  @IsISO8601(ISO_INSTANT, { message: 'validUntil must be an ISO 8601 date-time' })
  validUntil: string;
}

/** Changes to a draft: only the fields sent change (null clears an optional one). Its client stays. */
export class UpdateProposalDto extends PartialType(
  OmitType(CreateProposalDto, ['userId', 'serviceInquiryId', 'consultationId'] as const),
) {}

/** A proposal's totals by the invoices' pricing rule, and the deposit and balance they split into. */
export class ProposalTotalsDto {
  @ApiProperty(CENTS(68000, 'The sum of the line totals'))
  subtotalCents: number;

  @ApiProperty(CENTS(6800, 'Taken off the subtotal before tax'))
  discountCents: number;

  @ApiProperty({
    ...BASIS_POINTS_SCHEMA(1000, 'The discount in percent; null: none, or a fixed amount'),
    nullable: true,
  })
  discountBasisPoints: number | null;

  @ApiProperty(BASIS_POINTS_SCHEMA(825, 'The tax rate of the lines without their own (0: none)'))
  taxRateBasisPoints: number;

  @ApiProperty(CENTS(5050, "The sum of the lines' taxes"))
  taxCents: number;

  @ApiProperty({ type: [InvoiceTaxDto], description: 'The tax per rate above 0, lowest rate first' })
  taxes: InvoiceTaxDto[];

  @ApiProperty(CENTS(66250, 'subtotal − discount + tax'))
  totalCents: number;

  @ApiProperty(BASIS_POINTS_SCHEMA(5000, 'The deposit, in basis points of the total'))
  depositBasisPoints: number;

  @ApiProperty(CENTS(33125, 'The deposit: depositBasisPoints of the total, rounded half up'))
  depositCents: number;

  @ApiProperty(CENTS(33125, 'total − deposit: invoiced as a draft at acceptance, sent when the project completes'))
  balanceCents: number;

  @ApiProperty({ example: true, description: 'Whether the client may pay the whole total at acceptance' })
  allowFullPayment: boolean;

  @ApiProperty({ example: 'USD' })
  currency: string;
}

/** The person behind an account, as timelines name them. */
export class ProposalActorUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: 'Sam Rivera' })
  name: string;
}

/** One entry of a proposal's audit trail. */
export class ProposalEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PROPOSAL_EVENT_KINDS, enumName: 'ProposalEventKind', example: 'viewed' })
  kind: ProposalEventKind;

  @ApiProperty({ enum: PROPOSAL_EVENT_ACTORS, enumName: 'ProposalEventActor', example: 'client' })
  actor: ProposalEventActor;

  @ApiProperty({ type: ProposalActorUserDto, nullable: true, description: 'Who acted; null for the system' })
  actorUser: ProposalActorUserDto | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7', description: "The client's address" })
  ip: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' })
  userAgent: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    description: 'SHA-256 (hex) of the document version it concerns',
  })
  documentSha256: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Budget moved to next year', description: 'A reason or note' })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** Who signed and the evidence kept with the signature. */
export class ProposalSignatureDto {
  @ApiProperty({ example: 'Ana Lopez', description: 'The full name as typed' })
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ format: 'date-time' })
  signedAt: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' })
  userAgent: string | null;

  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' })
  documentSha256: string;

  @ApiProperty({ example: true, description: 'Whether a drawn signature was given (else the typed name alone)' })
  drawn: boolean;
}

/** A row of the admin proposals table. */
@ApiSchema({ description: 'A row of the admin proposals table' })
export class AdminProposalDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  version: number;

  @ApiProperty({ example: 'Delaware LLC formation' })
  title: string;

  @ApiProperty({ enum: PROPOSAL_STATUSES, enumName: 'ProposalStatus', example: 'sent' })
  status: ProposalStatus;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The client account' })
  userId: string | null;

  @ApiProperty({ example: 'Ana Lopez' })
  clientName: string;

  @ApiProperty({ format: 'email' })
  clientEmail: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  serviceInquiryId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  consultationId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'Created at acceptance' })
  projectId: string | null;

  @ApiProperty(CENTS(66250, 'The total'))
  totalCents: number;

  @ApiProperty(CENTS(33125, 'The deposit'))
  depositCents: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  validUntil: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  sentAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'First opened' })
  viewedAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'Signed and accepted' })
  acceptedAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  declinedAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null })
  expiredAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
export const AdminProposalPageDto = PageOf(AdminProposalDto, 'AdminProposalPageDto');
export type AdminProposalPageDto = InstanceType<typeof AdminProposalPageDto>;

/** One proposal with everything the admin drawer shows. */
@ApiSchema({ description: 'A proposal with its items, totals, signature, links and timeline' })
export class AdminProposalDetailDto extends AdminProposalDto {
  @ApiProperty({ type: String, nullable: true, example: 'Everything to form and run your Delaware LLC.' })
  summary: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Business Formation & Legal Setup' })
  service: string | null;

  @ApiProperty({ type: [InvoiceItemDto], description: 'The lines, priced as on an invoice' })
  items: InvoiceItemDto[];

  @ApiProperty({ type: ProposalTotalsDto })
  totals: ProposalTotalsDto;

  @ApiProperty({ type: String, nullable: true, example: '50% at signature, the balance on delivery.' })
  paymentTerms: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The version it revises' })
  revisesId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The version that superseded it',
  })
  supersededById: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'SHA-256 (hex) of the PDF as sent' })
  documentSha256: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'SHA-256 (hex) of the sealed PDF' })
  sealedPdfSha256: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  declineReason: string | null;

  @ApiProperty({
    // Inline (no enumName): a nullable $ref is not valid OpenAPI 3.0.
    type: 'string',
    enum: PAYMENT_CHOICES,
    nullable: true,
    example: 'deposit',
    description: 'What the client chose to pay at acceptance; null before',
  })
  paymentChoice: PaymentChoice | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'Deposit (or full) invoice',
  })
  depositInvoiceId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: "The balance's draft" })
  balanceInvoiceId: string | null;

  @ApiProperty({ type: ProposalSignatureDto, nullable: true })
  signature: ProposalSignatureDto | null;

  @ApiProperty({ example: 'http://localhost:3000/portal/proposals/0b6f…', description: "The client's page of it" })
  portalUrl: string;

  @ApiProperty({ type: [ProposalEventDto], description: 'What happened to it, who did it, from where, oldest first' })
  timeline: ProposalEventDto[];
}

/** A row of the client's proposals. */
export class PortalProposalRowDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  version: number;

  @ApiProperty({ example: 'Delaware LLC formation' })
  title: string;

  @ApiProperty({ enum: PROPOSAL_STATUSES, enumName: 'ProposalStatus', example: 'sent' })
  status: ProposalStatus;

  @ApiProperty(CENTS(66250, 'The total'))
  totalCents: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ format: 'date-time' })
  validUntil: string;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;
}
export const PortalProposalPageDto = PageOf(PortalProposalRowDto, 'PortalProposalPageDto');
export type PortalProposalPageDto = InstanceType<typeof PortalProposalPageDto>;

/** The invoice an acceptance issued, as the client's proposal page shows it. */
export class ProposalInvoiceDto {
  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber: string;

  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus', example: 'sent' })
  status: InvoiceStatus;

  @ApiProperty({ type: 'integer', minimum: 0, example: 250000, description: 'What is still to pay, in cents' })
  amountDueCents: number;

  @ApiProperty({ example: false, description: 'Paid in full' })
  paid: boolean;

  @ApiProperty({ example: 'http://localhost:3000/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ', description: 'Its pay page' })
  payUrl: string;
}

/** One of the client's proposals: the document's content, and what signing it asks. */
@ApiSchema({
  description: "One of the client's proposals: its content, totals, status, signature and what signing asks",
})
export class PortalProposalDto extends PortalProposalRowDto {
  @ApiProperty({ type: String, nullable: true })
  summary: string | null;

  @ApiProperty({ example: 'Ana Lopez' })
  clientName: string;

  @ApiProperty({ type: [InvoiceItemDto] })
  items: InvoiceItemDto[];

  @ApiProperty({ type: ProposalTotalsDto })
  totals: ProposalTotalsDto;

  @ApiProperty({ type: String, nullable: true })
  paymentTerms: string | null;

  @ApiProperty({
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    description: "SHA-256 (hex) of this version's PDF: send it back with the acceptance",
  })
  documentSha256: string;

  @ApiProperty({
    example: PROPOSAL_CONSENT_TEXT,
    description: 'The consent to electronic records and signatures: show it verbatim',
  })
  consentText: string;

  @ApiProperty({ example: PROPOSAL_INTENT_TEXT, description: 'The statement of intent to sign: show it verbatim' })
  intentText: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'The decline reason given' })
  declineReason: string | null;

  @ApiProperty({ type: ProposalSignatureDto, nullable: true })
  signature: ProposalSignatureDto | null;

  @ApiProperty({
    // Inline (no enumName): a nullable $ref is not valid OpenAPI 3.0.
    type: 'string',
    enum: PAYMENT_CHOICES,
    nullable: true,
    example: 'deposit',
    description: 'What the client chose to pay at acceptance; null before',
  })
  paymentChoice: PaymentChoice | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Once accepted: the pay page of the invoice issued then (/pay-invoice/{publicId})',
  })
  payUrl: string | null;

  @ApiProperty({
    type: () => ProposalInvoiceDto,
    nullable: true,
    description: 'Once accepted: the invoice issued then (the deposit, or the whole total), as it stands',
  })
  invoice: ProposalInvoiceDto | null;

  @ApiProperty({ example: false, description: 'Whether the sealed PDF (signature and certificate) can be downloaded' })
  sealed: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'Once superseded: the version that replaced it, when it has been sent',
  })
  supersededById: string | null;
}

/** Declining, with the reason staff are told. */
export class DeclineProposalDto {
  @ApiProperty({ minLength: 1, maxLength: PROPOSAL_LIMITS.declineReason, example: 'The budget moved to next year.' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Say why you decline' })
  @MaxLength(PROPOSAL_LIMITS.declineReason)
  reason: string;
}

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** base64 of DRAWN_SIGNATURE_LIMITS.maxBytes, plus the data URL's prefix. */
const SIGNATURE_DATA_URL_MAX = 'data:image/png;base64,'.length + Math.ceil(DRAWN_SIGNATURE_LIMITS.maxBytes / 3) * 4;
const SIGNATURE_KB = DRAWN_SIGNATURE_LIMITS.maxBytes / 1024;

/** Signing and accepting (ESIGN / UETA): who, consent, intent, the exact document, and what to pay now. */
export class AcceptProposalDto {
  @ApiProperty({
    minLength: 1,
    maxLength: PROPOSAL_LIMITS.signerName,
    example: 'Ana Lopez',
    description: 'The full name, typed',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Type your full name to sign' })
  @MaxLength(PROPOSAL_LIMITS.signerName)
  @SingleLine()
  signerName: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SIGNATURE_DATA_URL_MAX,
    example:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    description: `The drawn signature as a PNG data URL (8-bit, not interlaced, at most ${SIGNATURE_KB} KB and ${DRAWN_SIGNATURE_LIMITS.maxWidth} × ${DRAWN_SIGNATURE_LIMITS.maxHeight} pixels); absent: the typed name alone`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(SIGNATURE_DATA_URL_MAX, { message: `The drawn signature is too large: at most ${SIGNATURE_KB} KB` })
  @Matches(PNG_DATA_URL, { message: 'signaturePng must be a PNG data URL (data:image/png;base64,...)' })
  signaturePng?: string | null;

  @ApiProperty({
    type: Boolean,
    example: true,
    description: 'Must be true: consent to electronic records and signatures (consentText)',
  })
  @Equals(true, { message: 'Agree to use electronic records and signatures to sign online' })
  consentToElectronicRecords: boolean;

  @ApiProperty({
    type: Boolean,
    example: true,
    description: 'Must be true: the statement of intent to sign (intentText)',
  })
  @Equals(true, { message: 'Confirm that you intend to sign' })
  intentToSign: boolean;

  @ApiProperty({
    enum: PAYMENT_CHOICES,
    enumName: 'ProposalPaymentChoice',
    example: 'deposit',
    description: 'Pay the deposit now, or the whole total (only when allowFullPayment)',
  })
  @IsIn(PAYMENT_CHOICES)
  paymentChoice: PaymentChoice;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    description: 'documentSha256 of the version the client read: 409 when it is no longer the current one',
  })
  @Matches(/^[0-9a-f]{64}$/, { message: 'documentSha256 must be 64 lower-case hex digits' })
  documentSha256: string;
}

/** What acceptance created, and where the client goes next. */
@ApiSchema({
  description: 'The accepted proposal, the project and invoice its acceptance created, and the pay page to go to',
})
export class AcceptProposalResultDto {
  @ApiProperty({ type: PortalProposalDto })
  proposal: PortalProposalDto;

  @ApiProperty({ format: 'uuid' })
  projectId: string;

  @ApiProperty({ format: 'uuid', description: 'The deposit (or full) invoice, issued at once' })
  invoiceId: string;

  @ApiProperty({
    example: 'http://localhost:3000/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ',
    description: "Its pay page: the client's next screen",
  })
  payUrl: string;
}
