import { Link } from '@tanstack/react-router';
import { Flex, Tag, Typography } from 'antd';
import type { AdminProjectDetailDto, ProposalStatus } from '../../../api/generated/model';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { ADMIN_PATHS } from '../../../constants/admin';
import { billingDate } from '../../billing/billing-dates';
import { INVOICE_STATUS_LABELS } from '../../billing/billing-labels';
import { formatMoney } from '../../billing/money';
import { PROPOSAL_STATUS_LABELS } from '../../proposals/admin/proposal-labels';
import { PROJECT_INVOICE_KIND_LABELS } from './project-admin-labels';
import { ProjectSection } from './ProjectSection';

/**
 * The invoices billing the project (drafts included: the balance's until the project completes), each linked
 * to the invoices table and its PDF, and the proposal it came from, opened in the proposals table's drawer.
 */
export function ProjectBilling({ project }: { project: AdminProjectDetailDto }) {
  const { proposal } = project;
  const proposalStatus = proposal ? PROPOSAL_STATUS_LABELS[proposal.status as ProposalStatus] : undefined;
  return (
    <ProjectSection title="Invoices and proposal">
      <Flex vertical gap={16}>
        {project.invoices.length === 0 ? (
          <NoValue>No invoices yet.</NoValue>
        ) : (
          <ul aria-label="Invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {project.invoices.map((invoice, index) => {
              const status = INVOICE_STATUS_LABELS[invoice.status];
              return (
                <li key={invoice.id} style={{ borderTop: index ? '1px solid #e2e8f0' : undefined, padding: '8px 0' }}>
                  <Flex vertical gap={2}>
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text strong>{PROJECT_INVOICE_KIND_LABELS[invoice.kind]}:</Typography.Text>
                      <Link
                        to={ADMIN_PATHS.invoices}
                        search={{ search: invoice.invoiceNumber }}
                        aria-label={`Invoice ${invoice.invoiceNumber} in the invoices table`}
                      >
                        {invoice.invoiceNumber}
                      </Link>
                      <Tag color={status.color}>{status.label}</Tag>
                    </Flex>
                    <Typography.Text type="secondary">
                      {formatMoney(invoice.totalCents, invoice.currency)}
                      {invoice.amountDueCents > 0 && invoice.amountDueCents !== invoice.totalCents
                        ? ` · ${formatMoney(invoice.amountDueCents, invoice.currency)} due`
                        : ''}
                      {invoice.dueDate ? ` · due ${billingDate(invoice.dueDate)}` : ''} ·{' '}
                      <a href={invoice.pdfUrl} aria-label={`PDF of invoice ${invoice.invoiceNumber}`}>
                        PDF
                      </a>
                    </Typography.Text>
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>Proposal:</Typography.Text>
          {proposal ? (
            <>
              <Link to={ADMIN_PATHS.proposals} search={{ open: proposal.id }}>
                {proposal.title}
              </Link>
              <Tag color={proposalStatus?.color}>{proposalStatus?.label ?? proposal.status}</Tag>
            </>
          ) : (
            <NoValue>None</NoValue>
          )}
        </Flex>
      </Flex>
    </ProjectSection>
  );
}
