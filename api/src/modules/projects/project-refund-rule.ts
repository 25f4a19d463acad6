import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { formatCents, longDate, RefundProposal, RefundRuleInvoice, RefundRules } from '../billing';
import { ProjectEntity } from './entities/project.entity';
import { PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS } from './projects.constants';

/**
 * The refunds of a project's invoices (docs/modules/projects.md), proposed in staff's refund dialog (registered with
 * billing's RefundRules): a deposit before work starts (onboarding not begun) gives back all of it but
 * PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS, nothing once work started; a balance payment nothing.
 */
@Injectable()
export class ProjectRefundRule implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refundRules: RefundRules,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.refundRules.register((invoice) => this.propose(invoice));
  }

  async propose(invoice: RefundRuleInvoice): Promise<RefundProposal | null> {
    if (!invoice.projectId) return null;
    const project = await this.dataSource.getRepository(ProjectEntity).findOneBy({ id: invoice.projectId });
    if (project?.depositInvoiceId === invoice.id) {
      if (project.onboardingStartedAt) {
        const started = longDate(project.onboardingStartedAt, this.config.BUSINESS_TIME_ZONE);
        return {
          rule: 'project_deposit_after_work',
          proposedCents: 0,
          reason: `Project deposits are non-refundable once work starts (work started on ${started}).`,
        };
      }
      const fee = formatCents(PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS);
      return {
        rule: 'project_deposit_before_work',
        proposedCents: invoice.receivedCents - PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS - invoice.refundedCents,
        reason: `Cancelled before work started: 100% of the deposit minus the ${fee} administrative fee.`,
      };
    }
    if (project?.balanceInvoiceId === invoice.id) {
      return { rule: 'project_balance', proposedCents: 0, reason: 'Balance payments are non-refundable.' };
    }
    return null;
  }
}
