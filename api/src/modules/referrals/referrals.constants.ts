/** Referral conversion statuses (initial awarded, SPEC.md section 4; the rest is ours). */
export const REFERRAL_CONVERSION_STATUSES = ['awarded', 'reversed'] as const;
export type ReferralConversionStatus = (typeof REFERRAL_CONVERSION_STATUSES)[number];
