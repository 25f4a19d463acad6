/**
 * Proposal statuses (initial draft; docs/modules/proposals.md): a sent proposal is `viewed` once its client
 * opens it, then `accepted` (signed), `declined` or `expired`; revising a sent or viewed one makes it
 * `superseded` by its next version.
 */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The statuses in which the client may still accept or decline (and staff may revise). */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['sent', 'viewed'];

/** proposal_items.qty is stored in hundredths of a unit: 100 = 1 unit, 150 = 1.5 units. */
export const PROPOSAL_QTY_SCALE = 100;

/**
 * Limits of a proposal (docs/modules/proposals.md). Items and totals take the invoices' limits, so the
 * invoice of a full payment can carry the proposal's lines as they are.
 */
export const PROPOSAL_LIMITS = {
  title: 500,
  summary: 5000,
  paymentTerms: 2000,
  declineReason: 1000,
  signerName: 255,
  /** A deposit is 1% to 100% of the total, in basis points (default 50%). */
  depositBasisPointsMin: 100,
  depositBasisPointsDefault: 5000,
  /** validUntil is at most this far ahead. */
  validDaysMax: 365,
} as const;

/** What the client chooses to pay at acceptance: the deposit, or the whole total (when staff allow it). */
export const PAYMENT_CHOICES = ['deposit', 'full'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Kinds of a proposal's audit trail (proposal_events). */
export const PROPOSAL_EVENT_KINDS = [
  'created',
  'updated',
  'sent',
  'viewed',
  'reminded',
  'signed',
  'accepted',
  'declined',
  'expired',
  'superseded',
  'sealed',
] as const;
export type ProposalEventKind = (typeof PROPOSAL_EVENT_KINDS)[number];

/**
 * Kinds a proposal has at most once: a unique index (proposal_events) keeps one however many requests or
 * replicas race (twenty Accept clicks give one `accepted`; the reminder is sent once).
 */
export const ONCE_PER_PROPOSAL_EVENT_KINDS = [
  'viewed',
  'reminded',
  'signed',
  'accepted',
  'declined',
  'expired',
  'superseded',
  'sealed',
] as const satisfies readonly ProposalEventKind[];

export const PROPOSAL_EVENT_ACTORS = ['staff', 'client', 'system'] as const;
export type ProposalEventActor = (typeof PROPOSAL_EVENT_ACTORS)[number];

/** The reminder goes this many days before validUntil (once). */
export const PROPOSAL_REMINDER_DAYS_BEFORE = 3;

/** The deposit (or full) invoice is due this many days after acceptance; the draft balance invoice after 30. */
export const PROPOSAL_DEPOSIT_DUE_DAYS = 7;
export const PROPOSAL_BALANCE_DUE_DAYS = 30;

/**
 * What the client agrees to before signing (ESIGN Act § 101(c), UETA § 5): shown verbatim by the portal
 * and kept with the signature. Changing a text changes what later signers agree to, never past records.
 */
export const PROPOSAL_CONSENT_TEXT =
  'I agree to use electronic records and signatures for this proposal and agreement. I can download and keep ' +
  'a copy of the signed document, and I may ask for a paper copy or withdraw this consent by e-mailing ' +
  'Inspivision before I sign.';

/** The statement of intent to sign, shown verbatim beside the signature and kept with it. */
export const PROPOSAL_INTENT_TEXT =
  'By typing my name and selecting "Accept and sign", I sign this proposal electronically and agree to its ' +
  'terms, with the same effect as a handwritten signature.';
