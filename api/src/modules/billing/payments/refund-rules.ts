import { Injectable } from '@nestjs/common';
import type { RefundPolicyRule } from '../billing.constants';

/** What a refund rule reads of an invoice: the record it bills and the money it holds (cents). */
export interface RefundRuleInvoice {
  id: string;
  consultationId: string | null;
  serviceInquiryId: string | null;
  projectId: string | null;
  /** Money and account credits received, and what went back of them. */
  receivedCents: number;
  refundedCents: number;
}

/** A rule's proposal; billing keeps it within what is left to refund. */
export interface RefundProposal {
  rule: RefundPolicyRule;
  proposedCents: number;
  /** The rule in words, for staff's refund dialog. */
  reason: string;
}

/** A module's refund rule for the invoices of its own records; null for an invoice it does not judge. */
export type RefundRule = (invoice: RefundRuleInvoice) => Promise<RefundProposal | null>;

/**
 * The refund rules of the modules whose records billing invoices (e.g. projects' deposit rule): each module
 * registers its own at start-up, so billing proposes refunds without knowing their records.
 */
@Injectable()
export class RefundRules {
  private readonly rules: RefundRule[] = [];

  /** Called from the owning module's onModuleInit. */
  register(rule: RefundRule): void {
    this.rules.push(rule);
  }

  /** The first registered rule's proposal for the invoice, or null when none judges it. */
  async propose(invoice: RefundRuleInvoice): Promise<RefundProposal | null> {
    for (const rule of this.rules) {
      const proposal = await rule(invoice);
      if (proposal) return proposal;
    }
    return null;
  }
}
