/** Proposals as the admin API answers them, for the back office's proposal screens' tests. */
import type { AdminProposalDetailDto, AdminProposalDto, ProposalEventDto } from '../../../api/generated/model';

export const ADMIN_PROPOSAL_ID = '6b1f2c9e-5d2a-4c55-9a0e-1f2d3c4b5a69';
export const REVISION_ID = '7c2a3d0f-6e3b-4d66-8b1f-2a3e4d5c6b70';
export const CLIENT_ID = '00000000-0000-4000-8000-0000000000a2';
export const SHA = 'ab'.repeat(32);
const STAFF = { id: '5f0c6f5e-3b7e-4c8a-9d7e-1f2a3b4c5d6e', name: 'Sam Lopez', email: 'boss@inspivision.test' };

let nextEvent = 0;

export function proposalEvent(
  kind: ProposalEventDto['kind'],
  createdAt: string,
  overrides: Partial<ProposalEventDto> = {},
): ProposalEventDto {
  const client = ['viewed', 'signed', 'accepted', 'declined'].includes(kind);
  return {
    id: `e0000000-0000-4000-8000-${String((nextEvent += 1)).padStart(12, '0')}`,
    kind,
    actor: client ? 'client' : kind === 'created' || kind === 'sent' || kind === 'updated' ? 'staff' : 'system',
    actorUser: client ? null : kind === 'created' || kind === 'sent' || kind === 'updated' ? STAFF : null,
    createdAt,
    documentSha256: kind === 'created' || kind === 'updated' ? null : SHA,
    ip: client ? '203.0.113.7' : null,
    userAgent: client ? 'Mozilla/5.0 (Macintosh) Firefox/140.0' : null,
    note: null,
    ...overrides,
  };
}

/**
 * A sent proposal for Ana Lopez: $500 + 1.5 × $120 + a $90 exempt fee, 10% off, 8.25% tax (total $743.50), half
 * as deposit.
 */
export function makeAdminProposalDetail(overrides: Partial<AdminProposalDetailDto> = {}): AdminProposalDetailDto {
  return {
    id: ADMIN_PROPOSAL_ID,
    version: 1,
    title: 'Company launch package',
    summary: 'Everything to open your US company and start selling.',
    status: 'sent',
    clientName: 'Ana Lopez',
    clientEmail: 'ana@example.com',
    userId: CLIENT_ID,
    serviceInquiryId: null,
    consultationId: null,
    service: 'Business Formation & Legal Setup',
    currency: 'USD',
    items: [
      {
        title: 'LLC formation (Delaware)',
        description: 'Filing and registered agent',
        quantity: 100,
        unitPriceCents: 50000,
        taxRateBasisPoints: null,
        lineTotalCents: 50000,
        discountCents: 5000,
        taxCents: 3713,
      },
      {
        title: 'Consulting',
        description: null,
        quantity: 150,
        unitPriceCents: 12000,
        taxRateBasisPoints: null,
        lineTotalCents: 18000,
        discountCents: 1800,
        taxCents: 1337,
      },
      {
        title: 'Filing fee',
        description: null,
        quantity: 100,
        unitPriceCents: 9000,
        taxRateBasisPoints: 0,
        lineTotalCents: 9000,
        discountCents: 900,
        taxCents: 0,
      },
    ],
    totals: {
      currency: 'USD',
      subtotalCents: 77000,
      discountCents: 7700,
      discountBasisPoints: 1000,
      taxRateBasisPoints: 825,
      taxCents: 5050,
      taxes: [{ rateBasisPoints: 825, taxCents: 5050 }],
      totalCents: 74350,
      depositBasisPoints: 5000,
      depositCents: 37175,
      balanceCents: 37175,
      allowFullPayment: true,
    },
    totalCents: 74350,
    depositCents: 37175,
    paymentTerms: 'Each invoice is payable within 15 days.',
    validUntil: '2099-04-01T03:59:59.999Z',
    createdAt: '2026-03-01T14:00:00.000Z',
    sentAt: '2026-03-02T15:00:00.000Z',
    viewedAt: null,
    acceptedAt: null,
    declinedAt: null,
    expiredAt: null,
    declineReason: null,
    documentSha256: SHA,
    portalUrl: `http://localhost/portal/proposals/${ADMIN_PROPOSAL_ID}`,
    revisesId: null,
    supersededById: null,
    signature: null,
    paymentChoice: null,
    projectId: null,
    depositInvoiceId: null,
    balanceInvoiceId: null,
    sealedPdfSha256: null,
    timeline: [proposalEvent('created', '2026-03-01T14:00:00.000Z'), proposalEvent('sent', '2026-03-02T15:00:00.000Z')],
    ...overrides,
  };
}

/** A proposal as the table lists it. */
export function adminProposalRow(detail: AdminProposalDetailDto): AdminProposalDto {
  return {
    id: detail.id,
    version: detail.version,
    title: detail.title,
    status: detail.status,
    clientName: detail.clientName,
    clientEmail: detail.clientEmail,
    userId: detail.userId,
    serviceInquiryId: detail.serviceInquiryId,
    consultationId: detail.consultationId,
    currency: detail.currency,
    totalCents: detail.totalCents,
    depositCents: detail.depositCents,
    validUntil: detail.validUntil,
    createdAt: detail.createdAt,
    sentAt: detail.sentAt,
    viewedAt: detail.viewedAt,
    acceptedAt: detail.acceptedAt,
    declinedAt: detail.declinedAt,
    expiredAt: detail.expiredAt,
    projectId: detail.projectId,
  };
}
