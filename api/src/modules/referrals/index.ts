/** The referrals module's public API: all other modules may import of it (docs/modules/referrals.md). */
export { ReferralsModule } from './referrals.module';
export { referralsMetrics } from './referrals.metrics';
