import type { PortalProposalDto, PortalProposalRowDto } from '../../../api/generated/model';

export const PROPOSAL_ID = '3f0c2a4e-6b1d-4c8e-9a7f-5d2e1b0c9a8d';
export const NEWER_PROPOSAL_ID = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
export const DOCUMENT_SHA256 = 'a'.repeat(64);

/** The texts the API returns to be shown verbatim (api proposals.constants.ts PROPOSAL_CONSENT_TEXT / _INTENT_TEXT). */
export const CONSENT_TEXT =
  'I agree to use electronic records and signatures for this proposal and agreement. I can download and keep ' +
  'a copy of the signed document, and I may ask for a paper copy or withdraw this consent by e-mailing ' +
  'Inspivision before I sign.';
export const INTENT_TEXT =
  'By typing my name and selecting "Accept and sign", I sign this proposal electronically and agree to its ' +
  'terms, with the same effect as a handwritten signature.';

/** A proposal as GET /api/portal/proposals/{id} answers it: sent, opened, $2,000 with a 50% deposit. */
export function makePortalProposal(overrides: Partial<PortalProposalDto> = {}): PortalProposalDto {
  return {
    id: PROPOSAL_ID,
    version: 1,
    title: 'Company formation and website',
    status: 'viewed',
    totalCents: 200000,
    currency: 'USD',
    validUntil: '2099-03-31T23:59:59.000Z',
    sentAt: '2026-03-02T15:00:00.000Z',
    summary: 'Your Delaware LLC, its EIN and a five-page website.',
    clientName: 'Ana Lopez',
    items: [
      {
        title: 'Company formation',
        description: 'Delaware LLC with registered agent',
        quantity: 100,
        unitPriceCents: 80000,
        lineTotalCents: 80000,
        discountCents: 0,
        taxCents: 0,
        taxRateBasisPoints: null,
      },
      {
        title: 'Website',
        description: null,
        quantity: 100,
        unitPriceCents: 120000,
        lineTotalCents: 120000,
        discountCents: 0,
        taxCents: 0,
        taxRateBasisPoints: null,
      },
    ],
    totals: {
      currency: 'USD',
      subtotalCents: 200000,
      discountCents: 0,
      discountBasisPoints: null,
      taxRateBasisPoints: 0,
      taxCents: 0,
      taxes: [],
      totalCents: 200000,
      depositBasisPoints: 5000,
      depositCents: 100000,
      balanceCents: 100000,
      allowFullPayment: true,
    },
    paymentTerms: 'The balance is due within 30 days of completion.',
    documentSha256: DOCUMENT_SHA256,
    consentText: CONSENT_TEXT,
    intentText: INTENT_TEXT,
    declineReason: null,
    signature: null,
    paymentChoice: null,
    payUrl: null,
    invoice: null,
    sealed: false,
    supersededById: null,
    ...overrides,
  };
}

/** An accepted proposal: signed with a typed name, the deposit chosen, its invoice's pay page. */
export function makeAcceptedProposal(overrides: Partial<PortalProposalDto> = {}): PortalProposalDto {
  return makePortalProposal({
    status: 'accepted',
    signature: {
      name: 'Ana María Lopez',
      email: 'ana@example.test',
      signedAt: '2026-03-04T17:30:00.000Z',
      drawn: true,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      documentSha256: DOCUMENT_SHA256,
    },
    paymentChoice: 'deposit',
    payUrl: 'http://localhost:3000/pay-invoice/ZGVwb3NpdGludm9pY2VwdWI',
    invoice: {
      invoiceNumber: 'INV-2026-0042',
      status: 'sent',
      amountDueCents: 100000,
      paid: false,
      payUrl: 'http://localhost:3000/pay-invoice/ZGVwb3NpdGludm9pY2VwdWI',
    },
    sealed: true,
    ...overrides,
  });
}

/** A row of GET /api/portal/proposals. */
export function makeProposalRow(overrides: Partial<PortalProposalRowDto> = {}): PortalProposalRowDto {
  const { id, version, title, status, totalCents, currency, validUntil, sentAt } = makePortalProposal();
  return { id, version, title, status, totalCents, currency, validUntil, sentAt, ...overrides };
}
