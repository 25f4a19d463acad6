import type { ProposalStatus } from '../../../api/generated/model';

/**
 * How the portal names a proposal's status (words, never colour alone). A sent or viewed proposal past its
 * valid-until date reads as expired before the scheduled run marks it so: the server refuses to sign it.
 */
export type PortalProposalState = 'new' | 'awaiting' | 'accepted' | 'declined' | 'expired' | 'superseded' | 'draft';

/** `tone` picks the badge's colours (billing.css's `invoice-badge--*`). */
export const PROPOSAL_STATE_LABELS: Record<PortalProposalState, { label: string; tone: string }> = {
  new: { label: 'New', tone: 'info' },
  awaiting: { label: 'Awaiting your answer', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'muted' },
  expired: { label: 'Expired', tone: 'warning' },
  superseded: { label: 'Replaced by a new version', tone: 'muted' },
  draft: { label: 'Draft', tone: 'muted' },
};

/** Whether its valid-until instant has passed. */
export const pastValidUntil = (validUntil: string, now = Date.now()) => new Date(validUntil).getTime() <= now;

export function proposalState(proposal: { status: ProposalStatus; validUntil: string }, now = Date.now()) {
  const { status } = proposal;
  if ((status === 'sent' || status === 'viewed') && pastValidUntil(proposal.validUntil, now)) return 'expired';
  if (status === 'sent') return 'new';
  if (status === 'viewed') return 'awaiting';
  return status satisfies PortalProposalState;
}

/** Whether the client can still accept or decline it. */
export const isAnswerable = (proposal: { status: ProposalStatus; validUntil: string }, now = Date.now()) => {
  const state = proposalState(proposal, now);
  return state === 'new' || state === 'awaiting';
};

export function ProposalStatusBadge({ proposal }: { proposal: { status: ProposalStatus; validUntil: string } }) {
  const { label, tone } = PROPOSAL_STATE_LABELS[proposalState(proposal)];
  return <span className={`invoice-badge invoice-badge--${tone}`}>{label}</span>;
}
