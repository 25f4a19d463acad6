import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsNotIn, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { BooleanFilter, ExportQuery, TableQuery } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import {
  REFERRAL_CONVERSION_STATUSES,
  REFERRAL_EVENT_KINDS,
  REFERRAL_REJECTED_REASONS,
  type ReferralConversionStatus,
  type ReferralEventKind,
  type ReferralRejectedReason,
} from '../referrals.constants';

/** The largest manual adjustment either way, in cents ($10,000.00). */
export const ADJUSTMENT_MAX_CENTS = 1_000_000;
/** A reason staff give for an adjustment or a deactivation, once trimmed. */
export const STAFF_REASON_MIN_LENGTH = 3;
export const STAFF_REASON_MAX_LENGTH = 500;

export const ADMIN_REFERRAL_SORT_FIELDS = [
  'createdAt',
  'code',
  'referrer',
  'visits',
  'signUps',
  'conversions',
  'creditsEarnedCents',
  'creditsAvailableCents',
] as const;
export type AdminReferralSortField = (typeof ADMIN_REFERRAL_SORT_FIELDS)[number];

const COUNT = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, example, description }) as const;

/** `?page=&pageSize=&search=&sortBy=&sortOrder=&isActive=` of the referrals table. */
export class ListAdminReferralsQueryDto extends TableQuery({
  sortFields: ADMIN_REFERRAL_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: "Part of the code, or of the referrer's name or e-mail",
}) {
  @BooleanFilter('true: only active codes; false: only deactivated ones')
  isActive?: boolean;
}

export class AdminReferralFilterDto extends ExportQuery(ListAdminReferralsQueryDto) {}

@ApiSchema({ description: 'The client who owns a referral code' })
export class ReferralReferrerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ana.lopez@example.com' })
  email: string;

  @ApiProperty({ example: 'Ana Lopez', description: 'Their full name, else their e-mail' })
  name: string;
}

/** A row of the admin referrals table (docs/modules/referrals.md#staff). */
@ApiSchema({ description: 'A row of the admin referrals table: a code, its referrer and what it brought' })
export class AdminReferralDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'K7QM2XPA', maxLength: 20 })
  code: string;

  @ApiProperty({ example: true, description: 'False once staff deactivated the code: its conversions earn nothing' })
  isActive: boolean;

  @ApiProperty({ type: ReferralReferrerDto })
  referrer: ReferralReferrerDto;

  @ApiProperty(COUNT(42, 'Visits through the link (each visitor at most once a day)'))
  visits: number;

  @ApiProperty(COUNT(5, 'Accounts that signed up with the code'))
  signUps: number;

  @ApiProperty(
    COUNT(2, 'Referred clients whose first paid invoice earned a credit (awarded: not reversed, not rejected)'),
  )
  conversions: number;

  @ApiProperty(
    COUNT(20000, 'Credit those conversions earned, in cents of `currency` (manual adjustments not included)'),
  )
  creditsEarnedCents: number;

  @ApiProperty(
    COUNT(
      15000,
      "The referrer's credit of sources referral and adjustment they can spend now (available, unexpired), in cents of `currency`: what a take-back can reach. Credit given back for a refund is not counted.",
    ),
  )
  creditsAvailableCents: number;

  @ApiProperty({ example: 'USD', description: 'ISO 4217 currency of the amounts' })
  currency: string;

  @ApiProperty({ format: 'date-time', description: 'When the code was made (the client first opened Refer a Friend)' })
  createdAt: string;
}

export class AdminReferralPageDto extends PageOf(AdminReferralDto, 'AdminReferralPage') {}

/** A referred client's first paid invoice, as staff see it. */
@ApiSchema({ description: "A referred client's first paid invoice and what it earned the referrer" })
export class AdminReferralConversionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  referredUserId: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'friend@example.com',
    description: "The referred client's e-mail; null once the account is gone",
  })
  referredEmail: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The first paid invoice; null if deleted' })
  firstInvoiceId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'INV-2026-0042' })
  firstInvoiceNumber: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    example: 50000,
    description: "That invoice's total, in cents of `currency`",
  })
  amountCents: number | null;

  @ApiProperty({
    enum: REFERRAL_CONVERSION_STATUSES,
    enumName: 'ReferralConversionStatus',
    example: 'rejected',
    description: 'awarded: earned a credit; reversed: its invoice was refunded in full; rejected: a fraud rule said no',
  })
  status: ReferralConversionStatus;

  @ApiProperty({
    // Inline (no enumName): a nullable $ref is not valid OpenAPI 3.0.
    type: 'string',
    enum: REFERRAL_REJECTED_REASONS,
    nullable: true,
    example: 'same_person',
    description: 'Why a rejected conversion earned nothing; null otherwise',
  })
  rejectedReason: ReferralRejectedReason | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    example: null,
    description: 'The credit it earned the referrer, in cents; null when none',
  })
  creditCents: number | null;

  @ApiProperty({ format: 'date-time', description: 'When the invoice was paid and the conversion recorded' })
  createdAt: string;
}

/** One entry of a code's timeline. */
@ApiSchema({ description: "An entry of a referral code's timeline (docs/modules/referrals.md#timeline)" })
export class ReferralEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: REFERRAL_EVENT_KINDS,
    enumName: 'ReferralEventKind',
    example: 'credit_adjusted',
    description:
      'conversion_awarded, conversion_rejected (reason: the fraud rule), conversion_reversed (amountCents: the credit taken back, negative, null when it was kept), credit_adjusted (by staff, with a reason), code_deactivated (with a reason), code_reactivated',
  })
  kind: ReferralEventKind;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: -5000,
    description: 'Cents granted (positive) or taken back (negative), or the credit a conversion earned',
  })
  amountCents: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Goodwill for the delayed launch' })
  reason: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The conversion it is about' })
  conversionId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The staff member; null for the system' })
  actorUserId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Sam Lopez',
    description: "The staff member's name (else e-mail); null for what the system did or a removed account",
  })
  actorName: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** One referral code with its conversions and timeline. */
@ApiSchema({ description: "A referral code's row with its conversions and timeline, newest first" })
export class AdminReferralDetailDto extends AdminReferralDto {
  @ApiProperty({
    type: [AdminReferralConversionDto],
    description: 'Its conversions, newest first (the latest 200)',
  })
  conversionList: AdminReferralConversionDto[];

  @ApiProperty({ type: [ReferralEventDto], description: 'Its timeline, newest first (the latest 200)' })
  timeline: ReferralEventDto[];
}

/** Staff grant or take back credit for a code's referrer. */
@ApiSchema({ description: "A manual change of the referrer's credit, with why" })
export class AdjustReferralCreditDto {
  @ApiProperty({
    type: 'integer',
    minimum: -ADJUSTMENT_MAX_CENTS,
    maximum: ADJUSTMENT_MAX_CENTS,
    example: 2500,
    description:
      'Cents: positive grants a new credit (expiring like a referral credit), negative takes that much back from the credit the referrer has available; never 0, at most $10,000.00 either way',
  })
  @IsInt()
  @IsNotIn([0], { message: 'amountCents must not be 0' })
  @Min(-ADJUSTMENT_MAX_CENTS)
  @Max(ADJUSTMENT_MAX_CENTS)
  amountCents: number;

  @ApiProperty({
    minLength: STAFF_REASON_MIN_LENGTH,
    maxLength: STAFF_REASON_MAX_LENGTH,
    example: 'Goodwill for the delayed launch',
    description: 'Why, kept on the credit and the timeline (trimmed)',
  })
  @Trim()
  @IsString()
  @Length(STAFF_REASON_MIN_LENGTH, STAFF_REASON_MAX_LENGTH)
  reason: string;
}

/** Why staff deactivate a code. */
@ApiSchema({ description: 'Why the code is deactivated' })
export class DeactivateReferralCodeDto {
  @ApiProperty({
    minLength: STAFF_REASON_MIN_LENGTH,
    maxLength: STAFF_REASON_MAX_LENGTH,
    example: 'Posted on a coupon site',
    description: 'Why, kept on the timeline (trimmed)',
  })
  @Trim()
  @IsString()
  @Length(STAFF_REASON_MIN_LENGTH, STAFF_REASON_MAX_LENGTH)
  reason: string;
}

/** Optional note when reactivating a code. */
@ApiSchema({ description: 'Why the code is active again (optional)' })
export class ReactivateReferralCodeDto {
  @ApiPropertyOptional({
    maxLength: STAFF_REASON_MAX_LENGTH,
    example: 'Checked with the client',
    description: 'Why, kept on the timeline (trimmed)',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @Length(0, STAFF_REASON_MAX_LENGTH)
  reason?: string;
}
