import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ProjectRefundRule } from './project-refund-rule';

/** Projects (docs/modules/projects.md); for now their refund rule, which billing applies to their deposit and balance invoices. */
@Module({
  imports: [BillingModule],
  providers: [ProjectRefundRule],
})
export class ProjectsModule {}
