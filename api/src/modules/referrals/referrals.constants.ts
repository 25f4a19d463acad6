/**
 * Referral conversion statuses (docs/modules/referrals.md): awarded (initial, the referrer earned a credit),
 * reversed (that first invoice was refunded in full), rejected (a fraud rule said the conversion earns nothing;
 * kept so that a later invoice of the same client is not taken for a first one).
 */
export const REFERRAL_CONVERSION_STATUSES = ['awarded', 'reversed', 'rejected'] as const;
export type ReferralConversionStatus = (typeof REFERRAL_CONVERSION_STATUSES)[number];

/** Why a conversion earned nothing (docs/modules/referrals.md#fraud-rules). */
export const REFERRAL_REJECTED_REASONS = ['self_referral', 'inactive_code', 'same_person'] as const;
export type ReferralRejectedReason = (typeof REFERRAL_REJECTED_REASONS)[number];

/** Codes: this many characters of an alphabet without look-alikes (0/O, 1/I/L), upper case. */
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * What a referral's timeline records (docs/modules/referrals.md#timeline): conversions and their reversal, staff's
 * credit adjustments (with a reason) and a code deactivated or reactivated.
 */
export const REFERRAL_EVENT_KINDS = [
  'conversion_awarded',
  'conversion_rejected',
  'conversion_reversed',
  'credit_adjusted',
  'code_deactivated',
  'code_reactivated',
] as const;
export type ReferralEventKind = (typeof REFERRAL_EVENT_KINDS)[number];
