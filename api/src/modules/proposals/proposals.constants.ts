/** Proposal statuses (initial draft, SPEC.md section 4; the rest is ours). */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** proposal_items.qty is stored in hundredths of a unit: 100 = 1 unit, 150 = 1.5 units. */
export const PROPOSAL_QTY_SCALE = 100;
