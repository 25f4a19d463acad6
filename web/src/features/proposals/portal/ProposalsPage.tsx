import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import {
  getListPortalProposalsQueryKey,
  useListPortalProposals,
} from '../../../api/generated/portal-proposals/portal-proposals';
import type { PortalProposalRowDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { EmptyState, PortalPageHeader } from '../../../components/portal/EmptyState';
import { PATHS } from '../../../constants/site';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../../billing/billing-dates';
import { formatMoney } from '../../billing/money';
import { PortalPager } from '../../billing/portal/PortalPager';
import { isAnswerable, ProposalStatusBadge } from './proposal-status';
import '../../billing/billing.css';
import './proposals-portal.css';

export const PORTAL_PROPOSALS_PAGE_SIZE = 10;

function ProposalRow({ proposal }: { proposal: PortalProposalRowDto }) {
  const open = isAnswerable(proposal);
  return (
    <li className="billing-list__item">
      <div>
        <div className="billing-list__head">
          <h2 className="billing-list__title proposal-row__title">
            <Link to="/portal/proposals/$proposalId" params={{ proposalId: proposal.id }}>
              {proposal.title}
            </Link>
          </h2>
          <ProposalStatusBadge proposal={proposal} />
        </div>
        <p className="billing-list__text">
          {proposal.version > 1 ? `Version ${proposal.version} · ` : ''}Sent {billingDate(proposal.sentAt)} · Valid
          until {billingDate(proposal.validUntil)}
        </p>
      </div>
      <p className="billing-list__amount">
        Total
        <strong>{formatMoney(proposal.totalCents, proposal.currency)}</strong>
      </p>
      <div className="billing-list__actions">
        {open ? (
          <Link
            to="/portal/proposals/$proposalId"
            params={{ proposalId: proposal.id }}
            className="btn btn--primary"
            aria-label={`Review and sign ${proposal.title}`}
          >
            Review and sign
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Placeholders shaped like the rows, while the list loads. */
export function ProposalListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading your proposals...
      </p>
      <div aria-hidden="true" data-testid="proposals-skeleton">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="proposal-skeleton">
            <div className="proposal-skeleton__line proposal-skeleton__line--title" />
            <div className="proposal-skeleton__line" />
            <div className="proposal-skeleton__line proposal-skeleton__line--short" />
          </div>
        ))}
      </div>
    </>
  );
}

/** /portal/proposals: the client's proposals, most recently sent first, each opening its page. */
export function ProposalsPage() {
  usePrivatePageTitle('Proposals', 'Your proposals.');
  const { page = 1 }: { page?: number } = useSearch({ strict: false });
  const params = { page, pageSize: PORTAL_PROPOSALS_PAGE_SIZE };
  const query = useListPortalProposals(params, {
    query: { queryKey: getListPortalProposalsQueryKey(params), placeholderData: keepPreviousData },
  });

  return (
    <div className="portal-page">
      <PortalPageHeader title="Proposals" lead="Scopes, prices and timelines we prepare for you, to review and sign." />
      <div className="portal-card" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ProposalListSkeleton />
        ) : query.isError ? (
          <LoadErrorPanel what="your proposals" onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.total === 0 ? (
          <EmptyState
            icon="proposals"
            title="No proposals yet"
            action={
              <Link to={PATHS.serviceInquiry} className="btn btn--outline">
                Ask for a proposal
              </Link>
            }
          >
            Proposals we prepare for you will appear here, ready for you to review and sign.
          </EmptyState>
        ) : (
          <>
            <ul className="billing-list" aria-label="Your proposals">
              {query.data.items.map((proposal) => (
                <ProposalRow key={proposal.id} proposal={proposal} />
              ))}
            </ul>
            <PortalPager
              page={page}
              pageSize={PORTAL_PROPOSALS_PAGE_SIZE}
              total={query.data.total}
              label="Proposal pages"
            />
          </>
        )}
      </div>
    </div>
  );
}
