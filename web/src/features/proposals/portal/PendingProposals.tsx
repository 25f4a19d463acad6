import { Link } from '@tanstack/react-router';
import {
  getListPortalProposalsQueryKey,
  useListPortalProposals,
} from '../../../api/generated/portal-proposals/portal-proposals';
import { billingDate } from '../../billing/billing-dates';
import { formatMoney } from '../../billing/money';
import { isAnswerable } from './proposal-status';
import './proposals-portal.css';

/** The most recently sent proposals, among which the dashboard looks for those awaiting an answer. */
const RECENT = { page: 1, pageSize: 20 } as const;
/** How many the dashboard lists. */
export const PENDING_PROPOSALS_SHOWN = 3;

/**
 * The dashboard's proposals card body: the proposals awaiting the client's answer (sent, not expired), each
 * linking to its page, or a line saying there is none.
 */
export function PendingProposals() {
  const query = useListPortalProposals(RECENT, { query: { queryKey: getListPortalProposalsQueryKey(RECENT) } });
  if (query.isPending) {
    return (
      <p className="portal-card__text" role="status">
        Loading your proposals...
      </p>
    );
  }
  const waiting = (query.data?.items ?? []).filter((proposal) => isAnswerable(proposal));
  if (query.isError || waiting.length === 0) {
    return (
      <p className="portal-card__text">
        {query.isError
          ? "We couldn't check your proposals."
          : query.data!.total > 0
            ? 'No proposal is awaiting your answer.'
            : 'No proposals yet.'}
      </p>
    );
  }
  return (
    <>
      <p className="portal-card__text">
        {waiting.length === 1 ? 'A proposal is awaiting your answer:' : 'Proposals awaiting your answer:'}
      </p>
      <ul className="proposal-waiting" aria-label="Proposals awaiting your answer">
        {waiting.slice(0, PENDING_PROPOSALS_SHOWN).map((proposal) => (
          <li key={proposal.id}>
            <Link to="/portal/proposals/$proposalId" params={{ proposalId: proposal.id }}>
              {proposal.title}
            </Link>
            <span className="proposal-waiting__meta">
              {formatMoney(proposal.totalCents, proposal.currency)} · valid until {billingDate(proposal.validUntil)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
