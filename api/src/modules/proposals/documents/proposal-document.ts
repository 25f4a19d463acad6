import { createHash } from 'node:crypto';
import { BASIS_POINTS, type DocumentTotals, mulDivHalfUp, priceDocument } from '../../../common/money/document-pricing';

/**
 * What a proposal's document shows, and nothing else: the PDF's bytes depend on this alone (no clock, no
 * look-up), so the same version renders to the same file and its SHA-256 reproduces.
 */
export interface ProposalDocumentView {
  proposalId: string;
  version: number;
  title: string;
  summary: string | null;
  clientName: string;
  clientEmail: string;
  /** quantity in hundredths of a unit (150 = 1.5); taxRateBasisPoints null: the proposal's rate. */
  items: {
    title: string;
    description: string | null;
    quantity: number;
    unitPriceCents: number;
    taxRateBasisPoints: number | null;
  }[];
  taxRateBasisPoints: number;
  discount: { amountCents: number } | { basisPoints: number } | null;
  currency: string;
  /** The share of the total invoiced at acceptance, in basis points (5000 = 50%). */
  depositBasisPoints: number;
  /** Whether the client may pay the whole total at acceptance instead of the deposit. */
  allowFullPayment: boolean;
  paymentTerms: string | null;
  /** ISO 8601 instant. */
  validUntil: string;
  /** ISO 8601 instant: when this version was sent (the document's date and its PDF's CreationDate). */
  issuedAt: string;
}

/** What is recorded of a signature, and printed on the sealed PDF's signature and certificate pages. */
export interface SignatureEvidence {
  signerName: string;
  signerEmail: string;
  /** ISO 8601 instant. */
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  /** Hex SHA-256 of the proposal's PDF as signed: `documentSha256(await proposalPdf.render(view))`. */
  documentSha256: string;
  drawnSignaturePng: Buffer | null;
  consentText: string;
  intentText: string;
  /** The audit trail, oldest first: sent, viewed, signed, accepted... */
  events: {
    kind: string;
    /** ISO 8601 instant. */
    at: string;
    ip: string | null;
    userAgent: string | null;
    documentSha256: string | null;
  }[];
}

/** The proposal's totals by the documents' one pricing rule, and the deposit and balance they split into. */
export interface ProposalFigures extends DocumentTotals {
  /** depositBasisPoints of the total, rounded half up. */
  depositCents: number;
  /** total − deposit. */
  balanceCents: number;
}

/** The figures of a proposal: priceDocument's totals, then the deposit (a share of the total) and the balance. */
export function proposalFigures(
  view: Pick<ProposalDocumentView, 'items' | 'taxRateBasisPoints' | 'discount' | 'depositBasisPoints'>,
): ProposalFigures {
  const totals = priceDocument({
    lines: view.items,
    taxRateBasisPoints: view.taxRateBasisPoints,
    discount: view.discount,
  });
  const depositCents = mulDivHalfUp(totals.totalCents, view.depositBasisPoints, BASIS_POINTS);
  return { ...totals, depositCents, balanceCents: totals.totalCents - depositCents };
}

/** A document's SHA-256 as the evidence records it: lower-case hex. */
export const documentSha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
