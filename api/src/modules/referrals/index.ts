/**
 * The referrals module's public API: all other modules may import of it (docs/modules/referrals.md). Its tables
 * exist (entities/), its services and events come with the referral programme; until then it offers nothing.
 */
export {};
