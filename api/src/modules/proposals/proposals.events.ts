import { defineEvent } from '../../infrastructure/events/domain-event';
import type { PaymentChoice } from './proposals.constants';

/** The proposal an event is about (docs/events.md). */
export type ProposalFacts = {
  proposalId: string;
  version: number;
  /** The client's account, once they have one. */
  userId: string | null;
  serviceInquiryId: string | null;
  consultationId: string | null;
  totalCents: number;
  currency: string;
};

/** A draft (a new proposal or a revision) was sent to its client. */
export type ProposalSentPayload = ProposalFacts & {
  /** ISO 8601. */
  validUntil: string;
  documentSha256: string;
};
export const ProposalSent = defineEvent<ProposalSentPayload>('proposals.proposal-sent');

/** The client signed and accepted: its project and first invoice exist (published in that transaction). */
export type ProposalAcceptedPayload = ProposalFacts & {
  projectId: string;
  paymentChoice: PaymentChoice;
  /** The invoice issued at acceptance (deposit or full) and the balance's draft (null after a full payment). */
  invoiceId: string;
  balanceInvoiceId: string | null;
  /** What that invoice asks now, in cents of `currency`. */
  invoicedCents: number;
};
export const ProposalAccepted = defineEvent<ProposalAcceptedPayload>('proposals.proposal-accepted');

/** The client declined, with their reason. */
export type ProposalDeclinedPayload = ProposalFacts & { reason: string };
export const ProposalDeclined = defineEvent<ProposalDeclinedPayload>('proposals.proposal-declined');
