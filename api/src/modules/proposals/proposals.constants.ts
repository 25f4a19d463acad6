/** Proposal statuses (initial draft; docs/modules/proposals.md). */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** proposal_items.qty is stored in hundredths of a unit: 100 = 1 unit, 150 = 1.5 units. */
export const PROPOSAL_QTY_SCALE = 100;
