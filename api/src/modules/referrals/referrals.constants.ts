/** Referral conversion statuses (initial awarded; docs/modules/referrals.md). */
export const REFERRAL_CONVERSION_STATUSES = ['awarded', 'reversed'] as const;
export type ReferralConversionStatus = (typeof REFERRAL_CONVERSION_STATUSES)[number];
