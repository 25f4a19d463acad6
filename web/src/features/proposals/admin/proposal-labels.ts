/** How the back office names a proposal's statuses, timeline events and actors (antd-free data, one place). */
import type { ProposalEventActor, ProposalEventKind, ProposalStatus } from '../../../api/generated/model';

/** A status in words, and its tag's colour (never colour alone). */
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, { label: string; color?: string }> = {
  draft: { label: 'Draft' },
  sent: { label: 'Sent', color: 'blue' },
  viewed: { label: 'Viewed', color: 'geekblue' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  expired: { label: 'Expired', color: 'gold' },
  superseded: { label: 'Superseded', color: 'purple' },
};

/** Statuses the client can still answer (sign or decline), and that staff may revise. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['sent', 'viewed'];

export const PROPOSAL_EVENT_LABELS: Record<ProposalEventKind, string> = {
  created: 'Created',
  updated: 'Edited',
  sent: 'Sent to the client',
  viewed: 'Opened by the client',
  reminded: 'Reminder sent',
  signed: 'Signed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded by a new version',
  sealed: 'Signed PDF sealed',
};

export const PROPOSAL_ACTOR_LABELS: Record<ProposalEventActor, string> = {
  staff: 'staff',
  client: 'the client',
  system: 'the system',
};
