/** The proposals module's public API: all other modules may import of it (docs/modules/proposals.md). */
export { ProposalsModule } from './proposals.module';
export { proposalsMetrics } from './proposals.metrics';
export * from './proposals.events';
